/**
 * What staff are told live (GET /api/events): a request arrived, or one changed. In-process: every
 * signed-in admin's stream on this server subscribes here.
 */
import { EventEmitter } from 'node:events';
import type { REQUEST_EVENTS, RequestEventData } from '../../../shared/domain/index.ts';

export type RequestEventName = (typeof REQUEST_EVENTS)[keyof typeof REQUEST_EVENTS];
export type RequestEventListener = (event: RequestEventName, data: RequestEventData) => void;

export class RequestEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open admin stream: many staff members are not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(event: RequestEventName, data: RequestEventData): void {
    this.emitter.emit('event', event, data);
  }

  /** Answers the unsubscribe. */
  subscribe(listener: RequestEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
