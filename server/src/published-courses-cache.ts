/**
 * Public reads of the catalogue come from memory: the published list and each published course,
 * kept as ready-to-send JSON with an ETag. Every admin write to courses or instructors clears it
 * (see app.ts); a short lifetime bounds staleness when several server processes share one
 * PostgreSQL database and only one of them saw the write.
 */
import { createHash } from 'node:crypto';
import type { CoursesRepository } from './repositories/courses-repository.ts';

export interface CachedJson {
  body: string;
  etag: string;
}

const toCached = (value: unknown): CachedJson => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

export class PublishedCoursesCache {
  private list: { value: CachedJson; at: number } | undefined;
  private readonly details = new Map<string, { value: CachedJson; at: number }>();
  /** Bumped by every invalidation, so a read that started before a write never stores its result. */
  private generation = 0;

  constructor(
    private readonly courses: CoursesRepository,
    private readonly lifetimeMs = 10_000,
  ) {}

  async publishedList(): Promise<CachedJson> {
    if (this.list && Date.now() - this.list.at < this.lifetimeMs) return this.list.value;
    const generation = this.generation;
    const value = toCached(await this.courses.list({ publishedOnly: true }));
    if (generation === this.generation) this.list = { value, at: Date.now() };
    return value;
  }

  /** A published course, or undefined (unknown ids are not remembered: they cost nothing to keep out). */
  async publishedCourse(id: string): Promise<CachedJson | undefined> {
    const cached = this.details.get(id);
    if (cached && Date.now() - cached.at < this.lifetimeMs) return cached.value;
    const generation = this.generation;
    const course = await this.courses.findById(id, { publishedOnly: true });
    if (!course) return undefined;
    const value = toCached(course);
    if (generation === this.generation) this.details.set(id, { value, at: Date.now() });
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.list = undefined;
    this.details.clear();
  }
}
