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
import type { ErasureCounts, PersonData } from '../../../shared/domain/index.ts';
import type { Config } from '../config.ts';
import type { UploadStore } from '../storage/uploads.ts';
import type { Repositories } from '../repositories/index.ts';
import type { DeletedRequests, RetentionCutoffs } from '../repositories/personal-data-repository.ts';
import { type ActorSource, type AuditTrail, SYSTEM_ACTOR } from './audit-trail.ts';

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
  repos: Repositories;
  /** Each sweep, export and erasure is recorded, in the transaction of what it deletes. */
  audit: AuditTrail;
  storage: UploadStore;
  config: Pick<Config, 'cvRetentionDays' | 'requestRetentionDays'>;
  log: FastifyBaseLogger;
  /** Called once pre-registrations were deleted: an enrolled one held a session's seat, which visitors see. */
  onSeatsChanged?: () => void;
  /**
   * Runs the scheduled sweep unless another server instance is sweeping (PostgreSQL's advisory
   * lock, cluster/run-alone.ts): then it answers undefined and this instance skips that run.
   */
  runAlone?: <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>;
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

  /** Everything held about an e-mail address (an access request), by `actor`. */
  async heldAbout(email: string, actor: ActorSource): Promise<PersonData> {
    const data = await this.options.repos.personalData.heldAbout(email);
    const counts = { leads: data.leads.length, companyLeads: data.companyLeads.length, candidatures: data.candidatures.length, contactMessages: data.contactMessages.length };
    await this.options.audit.record(actor, {
      action: 'people.export',
      target: { kind: 'person', _id: null, label: email },
      summary: `Read ${counts.leads} pre-registration(s), ${counts.companyLeads} quote request(s), ${counts.candidatures} application(s), ${counts.contactMessages} contact message(s)`,
      detail: { code: 'person_read', params: counts },
    });
    return data;
  }

  /** Erases everything held about an e-mail address, CV files included, by `actor`; answers what went. */
  async erase(email: string, actor: ActorSource): Promise<ErasureCounts> {
    const deleted = await this.options.audit.change(actor, async ({ repos, record }) => {
      const erased = await repos.personalData.erase(email);
      const counts = { ...countsOf(erased), mails: erased.mails };
      await record({ action: 'people.erase', target: { kind: 'person', _id: null, label: email }, summary: `Erased ${describeDeleted(counts)}`, detail: { code: 'person_erased', params: counts } });
      return erased;
    });
    if (deleted.leads > 0) this.options.onSeatsChanged?.();
    await this.removeCvs(deleted.cvFiles);
    return { ...countsOf(deleted), mails: deleted.mails };
  }

  private async sweepOnce(now: Date): Promise<SweepCounts> {
    const { config } = this.options;
    const cutoffs = retentionCutoffs(config, now);
    // One row per sweep, even one that found nothing: the trail shows that the sweep ran.
    const deleted = await this.options.audit.change(SYSTEM_ACTOR, async ({ repos, record }) => {
      const expired = await repos.personalData.deleteExpired(cutoffs);
      await record({
        action: 'retention.sweep',
        summary: `Deleted ${describeDeleted(countsOf(expired))} (applications kept ${config.cvRetentionDays} days, other requests ${config.requestRetentionDays})`,
        detail: { code: 'retention_swept', params: { ...countsOf(expired), cvDays: config.cvRetentionDays, requestDays: config.requestRetentionDays } },
      });
      return expired;
    });
    if (deleted.leads > 0) this.options.onSeatsChanged?.();
    await this.removeCvs(deleted.cvFiles);
    return countsOf(deleted);
  }

  private async sweepAndLog(): Promise<void> {
    try {
      const { runAlone } = this.options;
      const counts = runAlone ? await runAlone('retention-sweep', () => this.sweep()) : await this.sweep();
      if (counts === undefined) this.options.log.info('the retention sweep is running on another server instance: skipped here');
      else if (Object.values(counts).some((count) => count > 0)) this.options.log.info(`retention sweep deleted ${describeDeleted(counts)}`);
    } catch (error) {
      this.options.log.error(error, 'the retention sweep failed; it is tried again tomorrow or at the next start');
    }
  }

  private async removeCvs(files: string[]): Promise<void> {
    for (const file of files) await this.options.storage.removeCv(file);
  }
}
