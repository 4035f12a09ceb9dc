/**
 * What visitors read from memory, behind one object that owns its clearing: the published
 * catalogue, the rendered pages, and the values every page shows (the centre's details, its own
 * words). A write clears them here and tells the other instances on the same PostgreSQL database
 * (infra/cluster/bus.ts), which clear theirs when the message arrives; the short lifetimes bound
 * staleness if that message is lost.
 */
import type { ClusterBus } from '../cluster/bus.ts';
import { AnswerCache } from './answer-cache.ts';
import type { CachedBody } from './cached-body.ts';
import type { PublishedCoursesCache } from './published-courses-cache.ts';

export type CachedPage = { status: number; body: CachedBody };

export class PublicCaches {
  /** The rendered public pages, cleared with the catalogue and by writes of what every page shows. */
  readonly pages: AnswerCache<CachedPage>;
  /** Values held for every page, forgotten when another instance changed them. */
  private readonly heldValues = new Set<{ forget(): void }>();

  constructor(
    readonly catalogue: PublishedCoursesCache,
    private readonly cluster: ClusterBus,
  ) {
    this.pages = new AnswerCache<CachedPage>(catalogue.lifetimeMs);
    catalogue.onInvalidate(() => this.pages.clear());
    cluster.subscribe((message) => {
      if (message.kind === 'catalogue') catalogue.invalidate();
      else if (message.kind === 'pages') {
        // The centre's details changed there: the pages made here again must not show the old ones.
        for (const held of this.heldValues) held.forget();
        this.pages.clear();
      }
    });
  }

  /** A value every page shows, held by its service: forgotten when another instance writes it. */
  hold(value: { forget(): void }): void {
    this.heldValues.add(value);
  }

  /** After a write to courses, sessions, instructors or seats: the catalogue and the pages, everywhere. */
  clearCatalogue(): void {
    this.catalogue.invalidate();
    this.cluster.publish({ kind: 'catalogue' });
  }

  /** After a write of what every page shows (the centre's details, its words): the pages, everywhere. */
  clearPages(): void {
    this.pages.clear();
    this.cluster.publish({ kind: 'pages' });
  }
}
