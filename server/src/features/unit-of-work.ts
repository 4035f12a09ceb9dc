/**
 * The features' unit of work (infra/db/unit-of-work.ts): one transaction with every repository
 * bound to it, the audit writer that records in it, and its after-commit and rollback queues.
 *
 *   const course = await unitOfWork(db, async ({ repos, audit, afterCommit }) => {
 *     const course = await repos.courses.togglePublished(id);
 *     if (course) await audit(actor, { action: 'course.publish', target: courseTarget(course) });
 *     afterCommit(() => caches.clearCatalogue());
 *     return course;
 *   });
 */
import type { Kysely } from 'kysely';
import type { AuditActor } from '../../../shared/domain/index.ts';
import type { Database } from '../infra/db/schema.ts';
import { createUnitOfWork, type UnitOfWork as InfraUnitOfWork } from '../infra/db/unit-of-work.ts';
import { type AuditRecord, recordAudit } from './audit/audit-trail.ts';
import { createRepositories, type Repositories } from './repositories.ts';

type AuditWriter = (actor: AuditActor, record: AuditRecord) => Promise<void>;

export type UnitOfWork = InfraUnitOfWork<Repositories, AuditWriter>;

export const unitOfWork: <T>(
  db: Kysely<Database>,
  work: (unit: UnitOfWork) => Promise<T>,
  undo?: () => unknown,
) => Promise<T> = createUnitOfWork({
  repositories: createRepositories,
  audit: (trx) => (actor, record) => recordAudit(trx, actor, record),
});
