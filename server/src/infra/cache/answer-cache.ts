/**
 * Answers made from the catalogue and kept in memory, by key: the rendered public pages (per
 * address and language) and the sitemap. Cleared with the catalogue's cache, by every admin
 * write that changes what visitors see, and kept no longer than it (several servers may share a
 * database). Bounded: keys may come from visitors (a search is part of a page's address), so the
 * answer kept the longest goes first, and searches have their own smaller area.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, { value: T; at: number }>();
  /**
   * The answers to free-text searches, kept apart and fewer: anyone can make up a new search at
   * each request, and these must never push the real pages out.
   */
  private readonly searches = new Map<string, { value: T; at: number }>();
  /** Bumped by every clear, so an answer made from reads before a write is never kept. */
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxAnswers = 500,
    private readonly maxSearches = 50,
  ) {}

  /** `search`: the answer to a free-text search, kept in its own small area. */
  async get(key: string, make: () => Promise<T>, { search = false }: { search?: boolean } = {}): Promise<T> {
    const area = search ? this.searches : this.answers;
    const kept = area.get(key);
    if (kept && Date.now() - kept.at < this.lifetimeMs) return kept.value;
    const generation = this.generation;
    const value = await make();
    if (generation === this.generation) {
      area.delete(key);
      area.set(key, { value, at: Date.now() });
      // A Map keeps insertion order: its first key is the answer kept the longest.
      if (area.size > (search ? this.maxSearches : this.maxAnswers)) area.delete(area.keys().next().value!);
    }
    return value;
  }

  /** Whether an answer is kept under this key (of a search, with `search`). */
  holds(key: string, { search = false }: { search?: boolean } = {}): boolean {
    return (search ? this.searches : this.answers).has(key);
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.searches.clear();
  }
}
