/**
 * Public reads of the catalogue come from memory: the published list (one summary per card) and
 * each published course, kept as ready-to-send JSON with an ETag (and compressed twins, made on
 * first demand). A card carries its course's next session, a course its upcoming sessions with
 * their seats left. Every admin write to courses, sessions or instructors clears it
 * (features/catalogue/service.ts), and so does a lead's enrolment that moves a seat. With
 * several server instances on one PostgreSQL database, the instance that saw the write tells the
 * others (cluster/bus.ts), which clear theirs; the short lifetime bounds staleness if that message
 * is lost (a listener reconnecting).
 */
import {
  centreToday,
  type Course,
  type CourseSession,
  type CourseSummary,
  CourseSummarySchema,
  type NextSession,
  type PublishedCourse,
} from '../../../../shared/domain/index.ts';
import { CachedBody } from './cached-body.ts';

/** Where the published catalogue is read: the catalogue's repositories, as this cache needs them. */
export interface PublishedCatalogueSource {
  courses: {
    list(options: { publishedOnly: boolean }): Promise<Course[]>;
    findPublishedIdByAddress(address: string): Promise<string | undefined>;
    findById(id: string, options: { publishedOnly: boolean }): Promise<Course | undefined>;
  };
  courseSessions: {
    nextOfPublishedCourses(today: string): Promise<Map<string, NextSession>>;
    upcomingForCourse(courseId: string, today: string): Promise<CourseSession[]>;
  };
}

/** A ready JSON answer: the value, and its bytes with their ETag. */
export class CachedJson<T = unknown> extends CachedBody {
  constructor(readonly value: T) {
    super(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
  }
}

interface Entry<T> {
  value: CachedJson<T>;
  at: number;
}

export class PublishedCoursesCache {
  private list: Entry<CourseSummary[]> | undefined;
  private readonly details = new Map<string, Entry<PublishedCourse>>();
  /** Bumped by every invalidation, so a read that started before a write never stores its result. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly courses: PublishedCatalogueSource['courses'],
    private readonly sessions: PublishedCatalogueSource['courseSessions'],
    /** How old a kept answer may get; what else is derived from the catalogue keeps no longer. */
    readonly lifetimeMs = 10_000,
  ) {}

  /** The published list if a fresh one is kept, else undefined (publishedList makes it). */
  freshList(): CachedJson<CourseSummary[]> | undefined {
    return this.list && Date.now() - this.list.at < this.lifetimeMs ? this.list.value : undefined;
  }

  /** A published course kept fresh under this address, else undefined (publishedCourse reads it). */
  freshCourse(address: string): CachedJson<PublishedCourse> | undefined {
    const cached = this.details.get(address);
    return cached && Date.now() - cached.at < this.lifetimeMs ? cached.value : undefined;
  }

  async publishedList(): Promise<CachedJson<CourseSummary[]>> {
    const fresh = this.freshList();
    if (fresh) return fresh;
    const generation = this.generation;
    const courses = await this.courses.list({ publishedOnly: true });
    // Every course's next session in one query, however many courses there are.
    const next = await this.sessions.nextOfPublishedCourses(centreToday());
    // The schema keeps the summary's fields and drops the rest.
    const summaries = courses.map((course) => {
      const nextSession = next.get(course._id);
      return CourseSummarySchema.parse(nextSession ? { ...course, nextSession } : course);
    });
    const value = new CachedJson(summaries);
    if (generation === this.generation) this.list = { value, at: Date.now() };
    return value;
  }

  /**
   * A published course by its id or by any slug it has or had, or undefined (unknown addresses are
   * not remembered: they cost nothing to keep out).
   */
  async publishedCourse(address: string): Promise<CachedJson<PublishedCourse> | undefined> {
    const fresh = this.freshCourse(address);
    if (fresh) return fresh;
    const generation = this.generation;
    const id = await this.courses.findPublishedIdByAddress(address);
    const course = id && (await this.courses.findById(id, { publishedOnly: true }));
    if (!course) return undefined;
    const value = new CachedJson<PublishedCourse>({
      ...course,
      sessions: await this.sessions.upcomingForCourse(course._id, centreToday()),
    });
    if (generation === this.generation) this.details.set(address, { value, at: Date.now() });
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.list = undefined;
    this.details.clear();
    for (const listener of this.listeners) listener();
  }

  /**
   * Calls `listener` on every invalidation: what else is made from the catalogue (the sitemap)
   * is cleared by the same writes. Answers the call that stops it.
   */
  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
