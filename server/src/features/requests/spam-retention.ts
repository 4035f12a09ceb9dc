/**
 * Requests held as spam are kept SPAM_RETENTION_DAYS (so staff can restore a person taken for a
 * bot), then deleted with their files: personal data is not kept longer than it serves.
 */
import type { FastifyInstance } from 'fastify';
import { SPAM_RETENTION_DAYS } from '../../../../shared/domain/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server purges again. */
export const SPAM_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export async function purgeOldSpam(app: FastifyInstance, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
  const { leads, companyLeads, contactMessages, candidatures } = app.repos;
  const counts = await Promise.all(
    [leads, companyLeads, contactMessages].map((inbox) => inbox.purgeSpamBefore(before)),
  );
  const cvFiles = await candidatures.purgeSpamBefore(before);
  for (const file of cvFiles) await app.storage.removeCv(file);
  return counts.reduce((sum, count) => sum + count, cvFiles.length);
}
