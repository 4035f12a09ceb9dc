/**
 * A value every page reads (the centre's details, its own words), read from the database and held
 * in memory for `lifetimeMs`: then read again, as another server on the same database may have
 * saved. A failed read is not kept: the next caller asks the database again.
 */
export class HeldValue<T> {
  private held: { value: Promise<T>; at: number } | undefined;

  constructor(
    private readonly readFresh: () => Promise<T>,
    private readonly lifetimeMs: number,
  ) {}

  get(): Promise<T> {
    if (this.held && Date.now() - this.held.at < this.lifetimeMs) return this.held.value;
    const held = { value: this.readFresh(), at: Date.now() };
    this.held = held;
    held.value.catch(() => {
      if (this.held === held) this.held = undefined;
    });
    return held.value;
  }

  /** This server has just saved `value`: held as it is, without reading it back. */
  replace(value: T): void {
    this.held = { value: Promise.resolve(value), at: Date.now() };
  }

  /** Another server saved (cluster/bus.ts): the next read asks the database. */
  forget(): void {
    this.held = undefined;
  }
}
