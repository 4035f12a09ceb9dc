/**
 * Told when a staff member's sessions may have ended or changed (a sign-out, a new password, a
 * deactivation, a new role), so that their open live-event streams check their session again at
 * once instead of at their next heartbeat. With several server instances on one PostgreSQL
 * database, what is announced here reaches the others' streams too (cluster/bus.ts).
 */
export type AuthChangeListener = (userId: string) => void;

export class AuthChanges {
  private readonly listeners = new Set<AuthChangeListener>();
  private relay: AuthChangeListener | undefined;

  /** A change made on this instance: told to its streams, and relayed to the other instances. */
  announce(userId: string): void {
    this.receive(userId);
    this.relay?.(userId);
  }

  /** A change another instance made: told to this instance's streams only. */
  receive(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }

  /** Where announce() also sends each change (the cluster bus). */
  relayTo(relay: AuthChangeListener): void {
    this.relay = relay;
  }

  /** Answers the unsubscribe. */
  subscribe(listener: AuthChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
