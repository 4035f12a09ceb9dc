/**
 * The personal-data lifecycle: requests are kept only as long as the centre's settings say
 * (CV_RETENTION_DAYS for applications and their CVs, REQUEST_RETENTION_DAYS for the others),
 * and everything held about one e-mail address can be read or erased on the person's request.
 *
 * Rows go first, in one transaction; the CV files after it has committed. A crash in between
 * leaves files that no row names, which the start-up sweep of the uploads removes: never a row
 * without its file, and in the end no file without its row.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ErasureCounts, PersonData } from '../../../shared/domain/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../plugins/storage.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { DeletedRequests, RetentionCutoffs } from '../repositories/personal-data-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps again. */
export const RETENTION_SWEEP_INTERVAL_MS = DAY_MS;

/** What one sweep deleted. */
export interface SweepCounts {
  leads: number;
  companyLeads: number;
  candidatures: number;
  contactMessages: number;
  notes: number;
  cvFiles: number;
}

export function retentionCutoffs(config: Pick<Config, 'cvRetentionDays' | 'requestRetentionDays'>, now: Date): RetentionCutoffs {
  return {
    requestsBefore: new Date(now.getTime() - config.requestRetentionDays * DAY_MS).toISOString(),
    candidaturesBefore: new Date(now.getTime() - config.cvRetentionDays * DAY_MS).toISOString(),
  };
}

const countsOf = ({ cvFiles, ...rows }: DeletedRequests): SweepCounts => ({ ...rows, cvFiles: cvFiles.length });

/** One line for people: "2 pre-registrations, 1 application (1 CV), ...". */
export function describeDeleted(counts: Omit<SweepCounts, 'notes'> & { notes?: number; mails?: number }): string {
  const parts = [
    `${counts.leads} pre-registration(s)`,
    `${counts.companyLeads} quote request(s)`,
    `${counts.candidatures} application(s)`,
    `${counts.contactMessages} contact message(s)`,
    `${counts.cvFiles} CV file(s)`,
  ];
  if (counts.notes !== undefined) parts.push(`${counts.notes} note(s)`);
  if (counts.mails !== undefined) parts.push(`${counts.mails} outbox mail(s)`);
  return parts.join(', ');
}

export interface PersonalDataOptions {
  db: Kysely<Database>;
  storage: FileStorage;
  config: Pick<Config, 'cvRetentionDays' | 'requestRetentionDays'>;
  log: FastifyBaseLogger;
}

export class PersonalDataService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepCounts> | undefined;

  constructor(private readonly options: PersonalDataOptions) {}

  /**
   * Deletes every request older than its retention, with its notes, history and CV file. Running
   * it again at once deletes nothing; two sweeps asked for together are one.
   */
  sweep(now: Date = new Date()): Promise<SweepCounts> {
    this.running ??= this.sweepOnce(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Sweeps now, then every day while the server runs; the timer never keeps the process alive. */
  async start(): Promise<void> {
    this.stop();
    this.timer = setInterval(() => void this.sweepAndLog(), RETENTION_SWEEP_INTERVAL_MS).unref();
    await this.sweepAndLog();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Everything held about an e-mail address (an access request). */
  heldAbout(email: string): Promise<PersonData> {
    return createRepositories(this.options.db).personalData.heldAbout(email);
  }

  /** Erases everything held about an e-mail address, CV files included; answers what went. */
  async erase(email: string): Promise<ErasureCounts> {
    const deleted = await this.inTransaction((repos) => repos.personalData.erase(email));
    await this.removeCvs(deleted.cvFiles);
    return { ...countsOf(deleted), mails: deleted.mails };
  }

  private async sweepOnce(now: Date): Promise<SweepCounts> {
    const cutoffs = retentionCutoffs(this.options.config, now);
    const deleted = await this.inTransaction((repos) => repos.personalData.deleteExpired(cutoffs));
    await this.removeCvs(deleted.cvFiles);
    return countsOf(deleted);
  }

  private async sweepAndLog(): Promise<void> {
    try {
      const counts = await this.sweep();
      if (Object.values(counts).some((count) => count > 0)) this.options.log.info(`retention sweep deleted ${describeDeleted(counts)}`);
    } catch (error) {
      this.options.log.error(error, 'the retention sweep failed; it is tried again tomorrow or at the next start');
    }
  }

  private inTransaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.options.db.transaction().execute((trx) => work(createRepositories(trx)));
  }

  private async removeCvs(files: string[]): Promise<void> {
    for (const file of files) await this.options.storage.removeCv(file);
  }
}
