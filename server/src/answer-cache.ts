/**
 * Answers made from the catalogue and kept in memory, by key: the rendered public pages (per
 * address and language) and the sitemap. Cleared with the catalogue's cache, by every admin
 * write that changes what visitors see, and kept no longer than it (several servers may share a
 * database). Bounded: keys may come from visitors (a search is part of a page's address), so the
 * answer kept the longest goes first.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, { value: T; at: number }>();
  /** Bumped by every clear, so an answer made from reads before a write is never kept. */
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxAnswers = 500,
  ) {}

  async get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key);
    if (kept && Date.now() - kept.at < this.lifetimeMs) return kept.value;
    const generation = this.generation;
    const value = await make();
    if (generation === this.generation) {
      this.answers.delete(key);
      this.answers.set(key, { value, at: Date.now() });
      // A Map keeps insertion order: its first key is the answer kept the longest.
      if (this.answers.size > this.maxAnswers) this.answers.delete(this.answers.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }
}
