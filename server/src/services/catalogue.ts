/**
 * The catalogue's write paths (courses, their sessions, instructors), with their side effects in
 * plain sight: a change is written with the audit row that records it (one transaction), then the
 * published courses are cleared, and the rendered pages with them, on this instance and on the
 * others (cluster/bus.ts), before the answer leaves, so the next read sees the change. (The
 * centre's details clear the rendered pages themselves: services/centre-settings.ts.)
 */
import type { ActorSource, AuditedChange, AuditTrail } from './audit-trail.ts';

export interface CatalogueServiceOptions {
  audit: AuditTrail;
  /** Clears the published courses and the rendered pages, everywhere. */
  clearCatalogue: () => void;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({ audit, clearCatalogue }: CatalogueServiceOptions) {
  return {
    /**
     * A change of courses, sessions or instructors: `work` writes it with the repositories it is
     * given and records it (as in AuditTrail.change). Once committed, visitors' copies are cleared.
     * A change that recorded nothing found nothing to change (a 404) or was refused: visitors'
     * copies stay. One that recorded, then failed, may have been committed all the same (a
     * connection lost during COMMIT): they are cleared then too.
     */
    async change<T>(actor: ActorSource, work: (change: AuditedChange) => Promise<T>): Promise<T> {
      let recorded = false;
      try {
        return await audit.change(actor, (change) =>
          work({
            ...change,
            record: (record) => {
              recorded = true;
              return change.record(record);
            },
          }),
        );
      } finally {
        if (recorded) clearCatalogue();
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's write paths (services/catalogue.ts). */
    catalogue: CatalogueService;
  }
}
