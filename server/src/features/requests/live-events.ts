/**
 * What staff are told live (GET /api/events): a request arrived, or one changed. Every signed-in
 * admin's stream on this server subscribes here; with several server instances on one PostgreSQL
 * database, what is published here is also relayed to the others (cluster/bus.ts), whose streams
 * get it through receive().
 */
import { EventEmitter } from 'node:events';
import type { REQUEST_EVENTS, RequestEventData } from '../../../../shared/domain/index.ts';

export type RequestEventName = (typeof REQUEST_EVENTS)[keyof typeof REQUEST_EVENTS];
export type RequestEventListener = (event: RequestEventName, data: RequestEventData) => void;

export class RequestEvents {
  private readonly emitter = new EventEmitter();
  private relay: RequestEventListener | undefined;

  constructor() {
    // One listener per open admin stream: many staff members are not a leak.
    this.emitter.setMaxListeners(0);
  }

  /** An event raised on this instance: told to its streams, and relayed to the other instances. */
  publish(event: RequestEventName, data: RequestEventData): void {
    this.emitter.emit('event', event, data);
    this.relay?.(event, data);
  }

  /** An event another instance raised: told to this instance's streams only. */
  receive(event: RequestEventName, data: RequestEventData): void {
    this.emitter.emit('event', event, data);
  }

  /** Where publish() also sends each event (the cluster bus). */
  relayTo(relay: RequestEventListener): void {
    this.relay = relay;
  }

  /** Answers the unsubscribe. */
  subscribe(listener: RequestEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
