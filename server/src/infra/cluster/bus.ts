/**
 * What one server instance tells the others sharing its PostgreSQL database: a cache to clear, a
 * live event for staff. One dedicated connection LISTENs on a channel; a NOTIFY carries a small JSON
 * message with the sender's instance id, and each instance ignores its own (it already acted on
 * it locally). If the connection drops it comes back with growing waits, and the catalogue and
 * pages are then cleared once (what was said meanwhile is unknown). On SQLite there is one
 * process only: the bus says nothing to anyone.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { REQUEST_EVENTS, RequestEventData } from '../../../../shared/domain/index.ts';
import type { Database } from '../db/schema.ts';

type RequestEventName = (typeof REQUEST_EVENTS)[keyof typeof REQUEST_EVENTS];

/** The channel of every instance on one database (NOTIFY reaches only sessions of the same database). */
export const CLUSTER_CHANNEL = 'takwin_cluster';

export type ClusterMessage =
  | { kind: 'catalogue' }
  | { kind: 'pages' }
  | { kind: 'request-event'; event: RequestEventName; data: RequestEventData }
  /** A staff member's sessions changed: their streams check them again. */
  | { kind: 'sessions-changed'; userId: string };

export type ClusterListener = (message: ClusterMessage) => void;

export interface ClusterBus {
  /** Tells the other instances (never this one). Never throws: a lost message is logged. */
  publish(message: ClusterMessage): void;
  /** Messages from the other instances. Answers the unsubscribe. */
  subscribe(listener: ClusterListener): () => void;
  /** Resolves once the bus listens (at once on SQLite). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process, nobody to tell (SQLite). */
export class LocalBus implements ClusterBus {
  publish(): void {}
  subscribe(): () => void {
    return () => {};
  }
  ready(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface Envelope {
  from: string;
  message: ClusterMessage;
}

const MESSAGE_KINDS = new Set<string>(['catalogue', 'pages', 'request-event', 'sessions-changed']);

function parseEnvelope(payload: string | undefined): Envelope | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    if (typeof value.from !== 'string' || typeof value.message !== 'object' || value.message === null) return undefined;
    if (!MESSAGE_KINDS.has((value.message as { kind?: unknown }).kind as string)) return undefined;
    return value as Envelope;
  } catch {
    return undefined;
  }
}

export interface PostgresBusOptions {
  /** The listener's own connection (the pool's connections come and go). */
  databaseUrl: string;
  /** NOTIFY goes through the app's pool. */
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** First wait before reconnecting, doubled at each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** LISTEN/NOTIFY on the shared PostgreSQL database. */
export class PostgresBus implements ClusterBus {
  readonly instanceId = randomUUID();
  private readonly listeners = new Set<ClusterListener>();
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private wait: number;
  private readonly firstConnect: Promise<void>;
  private connectedOnce = false;

  constructor(private readonly options: PostgresBusOptions) {
    this.wait = options.retryMs ?? 250;
    this.firstConnect = this.connect();
  }

  ready(): Promise<void> {
    return this.firstConnect;
  }

  publish(message: ClusterMessage): void {
    if (this.closed) return;
    const payload = JSON.stringify({ from: this.instanceId, message } satisfies Envelope);
    sql`select pg_notify(${CLUSTER_CHANNEL}, ${payload})`.execute(this.options.db).catch((error: unknown) => {
      this.options.log.warn(
        error,
        `the other server instances were not told of a change (${message.kind}); their caches expire by themselves`,
      );
    });
  }

  subscribe(listener: ClusterListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private deliver(message: ClusterMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        this.options.log.error(error, 'a cluster message could not be applied');
      }
    }
  }

  /** Connects and LISTENs; on failure, tries again later (never rejects). */
  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.closed) return;
      this.options.log.warn(error ?? {}, 'the cluster listener lost its database connection; reconnecting');
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (notification) => {
      if (notification.channel !== CLUSTER_CHANNEL) return;
      const envelope = parseEnvelope(notification.payload);
      if (envelope && envelope.from !== this.instanceId) this.deliver(envelope.message);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CLUSTER_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.removeAllListeners('notification');
      await client.end().catch(() => {});
      if (this.closed) return;
      this.options.log.warn(error, 'the cluster listener could not connect; trying again');
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.wait = this.options.retryMs ?? 250;
    // Back after a loss: whatever the others said meanwhile is unknown, so the caches go.
    if (this.connectedOnce) this.deliver({ kind: 'catalogue' });
    this.connectedOnce = true;
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.wait;
    this.wait = Math.min(wait * 2, this.options.maxRetryMs ?? 10_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }
}

/** The bus for this database: LISTEN/NOTIFY on PostgreSQL, none on SQLite. */
export function createClusterBus(options: {
  dialect: 'sqlite' | 'postgres';
  databaseUrl?: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): ClusterBus {
  if (options.dialect === 'postgres' && options.databaseUrl)
    return new PostgresBus({ databaseUrl: options.databaseUrl, db: options.db, log: options.log });
  return new LocalBus();
}
