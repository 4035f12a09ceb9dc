/**
 * The write paths of what visitors are shown besides their own requests, with their side effects
 * in plain sight. A change of the catalogue (courses, their sessions, instructors) is written with
 * the audit row that records it (one transaction), then the published courses are cleared, and
 * the rendered pages with them, on this instance and on the others (cluster/bus.ts). New details
 * of the centre clear the rendered pages, which all show them. Both clear before the answer
 * leaves, so the next read sees the change.
 */
import type { CentreSettings, CentreSettingsInput } from '../../../shared/domain/index.ts';
import type { ActorSource, AuditedChange, AuditTrail } from './audit-trail.ts';
import type { CentreSettingsService } from './centre-settings.ts';

export interface CatalogueServiceOptions {
  audit: AuditTrail;
  centreSettings: CentreSettingsService;
  /** Clears the published courses and the rendered pages, everywhere. */
  clearCatalogue: () => void;
  /** Clears the rendered pages, everywhere. */
  clearPublicPages: () => void;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({ audit, centreSettings, clearCatalogue, clearPublicPages }: CatalogueServiceOptions) {
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

    /** The centre's new details (name, address, phone, hours…), shown on every public page. */
    async saveCentre(input: CentreSettingsInput): Promise<CentreSettings> {
      const saved = await centreSettings.save(input);
      clearPublicPages();
      return saved;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's and the centre's details' write paths (services/catalogue.ts). */
    catalogue: CatalogueService;
  }
}
