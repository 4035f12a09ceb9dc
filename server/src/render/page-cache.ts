/**
 * Rendered public pages kept in memory, per address and language, ready to send (ETag, Brotli and
 * gzip twins: see cached-body.ts). Cleared with the catalogue's cache, by every admin write that
 * changes what visitors see, and kept no longer than it (several servers may share a database).
 * Bounded: addresses come from visitors (a search is part of one), so the oldest page goes first.
 */
import type { CachedBody } from '../cached-body.ts';

export interface RenderedEntry {
  status: number;
  body: CachedBody;
}

export class PageCache {
  private readonly pages = new Map<string, { entry: RenderedEntry; at: number }>();
  /** Bumped by every clear, so a page rendered from reads before a write is never kept. */
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxPages = 500,
  ) {}

  async get(key: string, render: () => Promise<RenderedEntry>): Promise<RenderedEntry> {
    const kept = this.pages.get(key);
    if (kept && Date.now() - kept.at < this.lifetimeMs) return kept.entry;
    const generation = this.generation;
    const entry = await render();
    if (generation === this.generation) {
      this.pages.delete(key);
      this.pages.set(key, { entry, at: Date.now() });
      // A Map keeps insertion order: its first key is the page kept the longest.
      if (this.pages.size > this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    }
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
  }
}
