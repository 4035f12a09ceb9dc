/**
 * The write paths of visitors' requests (pre-registrations, quote requests, applications), with
 * their side effects in plain sight: a request is stored together with the e-mails it causes
 * (one transaction, so neither is lost without the other), then staff are told live and the
 * outbox is woken. Staff changes (status, notes, archive, delete, not-spam) are written with the
 * audit row that records them (one transaction too), then tell the open admin screens the same way.
 */
import type { Kysely } from 'kysely';
import type {
  AuditAction,
  AuditSummaryCode,
  CentreSettings,
  InboxSummary,
  Language,
  Lead,
  LeadInput,
  RequestKind,
  RequestNote,
  RequestStatus,
  StaffRef,
} from '../../../../shared/domain/index.ts';
import { centreName, notificationRecipients, REQUEST_EVENTS } from '../../../../shared/domain/index.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import type { Database } from '../../infra/db/schema.ts';
import type { MailConfig } from '../../infra/mail/mailer.ts';
import { enqueueMails, type OutgoingMail } from '../../infra/mail/outbox.ts';
import { type RequestMailInput, requestMails } from './mails/request-mails.ts';
import { takeAcknowledgmentSlot } from '../../infra/http/rate-limit-store.ts';
import { createRepositories, type Repositories } from '../repositories.ts';
import { unitOfWork } from '../unit-of-work.ts';
import { actorOf, recordAudit } from '../audit/audit-trail.ts';
import { requestTarget } from '../audit/targets-repository.ts';
import type { RequestEvents } from './live-events.ts';
import { checkSeatForRestore, checkSeatForStatus, placeLead } from '../catalogue/session-seats.ts';
import { type InboxOverview, inboxOverview, inboxSummary } from './pipeline-repository.ts';

export { OVERVIEW_WEEKS, type RequestFilters } from './pipeline-repository.ts';

/** A request as the pipeline reads it, whatever its kind. */
interface PipelineStore<Entity> {
  find(id: string): Promise<Entity | undefined>;
  setStatus(
    id: string,
    status: RequestStatus,
    reason: string | undefined,
    staff: StaffRef,
  ): Promise<{ changed: boolean } | undefined>;
  /** Back from the spam folder; false when it is not held as spam. */
  markNotSpam(id: string): Promise<boolean>;
  addNote(id: string, text: string, staff: StaffRef): Promise<RequestNote | undefined>;
}

export interface RequestServiceOptions {
  db: Kysely<Database>;
  repos: Repositories;
  events: RequestEvents;
  mail: MailConfig;
  /** Woken once a request's mails are stored; absent when mail is off. */
  outbox?: { kick(): void };
  /** The centre's name and e-mail, which sign the visitor's acknowledgment. */
  centre: () => Promise<Pick<CentreSettings, 'name' | 'email' | 'logoUrl'>>;
  /** Called once a committed change moved a course session's seats (a lead enrolled, or no longer): what visitors see of it changed. */
  onSeatsChanged?: () => void;
}

export type RequestService = ReturnType<typeof createRequestService>;

/** A staff change of a request that the kind's own repository makes, as the audit trail names it. */
export type RequestChangeAction = Extract<AuditAction, 'request.archive' | 'request.delete'>;

const CHANGE_SUMMARIES: Record<RequestChangeAction, string> = {
  'request.archive': 'Archived',
  'request.delete': 'Deleted',
};
const CHANGE_DETAILS: Record<RequestChangeAction, AuditSummaryCode> = {
  'request.archive': 'archived',
  'request.delete': 'deleted',
};

const storesOf = (repos: Repositories): Record<RequestKind, PipelineStore<unknown>> => ({
  lead: repos.leads,
  'company-lead': repos.companyLeads,
  candidature: repos.candidatures,
});

const isAcknowledgment = (queued: OutgoingMail) => queued.purpose.endsWith('-acknowledgment');

type LeadPlaceFields = Pick<Lead, 'courseId' | 'sessionId' | 'waitingList'>;

/** What a pre-registration's mails name: its course as the catalogue titles it (each mail in its own language), and its session's days. */
async function placeForMails(
  repos: Repositories,
  lead: LeadPlaceFields,
): Promise<Pick<RequestMailInput, 'courseTitle' | 'session'>> {
  const session = lead.sessionId ? await repos.courseSessions.find(lead.sessionId) : undefined;
  const course =
    !session && lead.courseId ? await repos.courses.findById(lead.courseId, { publishedOnly: false }) : undefined;
  const title = session?.course.title ?? course?.title;
  return {
    ...(title && { courseTitle: title }),
    ...(session && {
      session: { startDate: session.startDate, endDate: session.endDate, waitingList: lead.waitingList === true },
    }),
  };
}

export function createRequestService({
  db,
  repos,
  events,
  mail,
  outbox,
  centre,
  onSeatsChanged,
}: RequestServiceOptions) {
  const stores = storesOf(repos);
  const updated = (kind: RequestKind, _id: string) => events.publish(REQUEST_EVENTS.updated, { kind, _id });

  return {
    /**
     * A visitor's request: `store` writes it with the repositories it is given (bound to the
     * transaction), the mails it causes are queued with it. One held as spam tells no one. `undo`
     * removes what was stored for it beforehand (a CV) if it is not received.
     */
    async receive<Entity extends RequestMailInput['request'] & { spam?: true }>(
      kind: RequestKind,
      language: Language,
      store: (transactional: Repositories) => Promise<Entity>,
      undo?: () => unknown,
    ): Promise<Entity> {
      // Read before the transaction: on SQLite it holds the one connection. A read that fails undoes too.
      const [signature, staffAddresses] = await Promise.all([
        mail.enabled ? centre() : undefined,
        // Each kind to its own addresses (set in the admin), NOTIFY_EMAILS for a kind left empty.
        mail.enabled
          ? repos.settings
              .findNotificationRouting()
              .then((routing) => notificationRecipients(routing, kind, mail.notifyEmails))
          : [],
      ]).catch(async (error: unknown) => {
        await undo?.();
        throw error;
      });
      return unitOfWork(
        db,
        async ({ trx, repos: transactional, afterCommit }) => {
          const created = await store(transactional);
          if (!created.spam && signature) {
            const place = kind === 'lead' ? await placeForMails(transactional, created as LeadPlaceFields) : {};
            const mails = requestMails(
              {
                kind,
                request: created,
                language,
                ...place,
                centreName: centreName(signature, language),
                ...(signature.email && { centreEmail: signature.email }),
                ...(signature.logoUrl && { centreLogoUrl: signature.logoUrl }),
              },
              { ...mail, notifyEmails: staffAddresses },
            );
            // One acknowledgment per address an hour: the forms cannot be used to flood someone's mailbox.
            const allowed = [];
            for (const queued of mails)
              if (!isAcknowledgment(queued) || (await takeAcknowledgmentSlot(trx, queued.to)))
                allowed.push({ ...queued, requestId: created._id });
            await enqueueMails(trx, allowed);
          }
          if (!created.spam) {
            afterCommit(() => {
              events.publish(REQUEST_EVENTS.created, { kind, _id: created._id });
              outbox?.kick();
            });
          }
          return created;
        },
        undo,
      );
    },

    /**
     * A visitor's pre-registration: the course and session it names are checked, and the seats
     * counted, in the transaction that stores it with its mails (the seat decided there).
     */
    receiveLead(input: LeadInput, language: Language, { spam }: { spam: boolean }): Promise<Lead & { spam?: true }> {
      return this.receive('lead', language, async (transactional) =>
        transactional.leads.create(input, { spam, place: await placeLead(transactional, input) }),
      );
    },

    /** Archives a pre-registration with its audit row; false when there is no such active request. */
    archiveLead(id: string, staff: StaffRef): Promise<boolean> {
      return this.change('lead', id, (transactional) => transactional.leads.archive(id), {
        action: 'request.archive',
        by: staff,
      });
    },

    /** How many active requests of each kind are in each status, for the kinds given (a role's). */
    inboxSummary(kinds: readonly RequestKind[]): Promise<InboxSummary> {
      return inboxSummary(db, kinds);
    },

    /** What the admin's overview page shows. */
    inboxOverview(): Promise<InboxOverview> {
      return inboxOverview(db);
    },

    /**
     * The request after the change; undefined when there is no such request. The same status
     * again changes nothing and records nothing. Enrolling a lead in a full session is refused
     * (409, session_full) and changes nothing (features/catalogue/session-seats.ts).
     */
    async changeStatus<Entity>(
      kind: RequestKind,
      id: string,
      status: RequestStatus,
      reason: string | undefined,
      staff: StaffRef,
    ) {
      const result = await inTransaction(db, async (trx) => {
        const before = await requestTarget(trx, kind, id);
        if (!before) return undefined;
        const transactional = createRepositories(trx);
        const store = storesOf(transactional)[kind];
        const previous = (await store.find(id)) as { status: string };
        const seat = kind === 'lead' ? await checkSeatForStatus(transactional, id, status) : { seatsMove: false };
        const outcome = await store.setStatus(id, status, reason, staff);
        if (outcome?.changed) {
          if (kind === 'lead' && status === 'enrolled') await transactional.leads.leaveWaitingList(id);
          await recordAudit(trx, actorOf(staff), {
            action: 'request.status',
            target: before,
            summary: `${previous.status} → ${status}${reason ? ` (${reason})` : ''}`,
            detail: reason
              ? { code: 'status_changed_reason', params: { from: previous.status, to: status, reason } }
              : { code: 'status_changed', params: { from: previous.status, to: status } },
          });
        }
        return outcome && { ...outcome, seatsMove: outcome.changed && seat.seatsMove };
      });
      if (!result) return undefined;
      if (result.changed) updated(kind, id);
      if (result.seatsMove) onSeatsChanged?.();
      return (stores[kind] as PipelineStore<Entity>).find(id);
    },

    /**
     * Moves a request held as spam back into its inbox; false when it is not held as spam. A lead
     * enrolled in a session meanwhile takes its seat back, refused (409, session_full) and left in
     * the spam folder when the session has filled since (features/catalogue/session-seats.ts).
     */
    async restoreFromSpam(kind: RequestKind, id: string): Promise<boolean> {
      const result = await inTransaction(db, async (trx) => {
        const transactional = createRepositories(trx);
        const seat = kind === 'lead' ? await checkSeatForRestore(transactional, id) : { seatsMove: false };
        const restored = await storesOf(transactional)[kind].markNotSpam(id);
        return { restored, seatsMove: restored && seat.seatsMove };
      });
      if (result.restored) updated(kind, id);
      if (result.seatsMove) onSeatsChanged?.();
      return result.restored;
    },

    async addNote(kind: RequestKind, id: string, text: string, staff: StaffRef): Promise<RequestNote | undefined> {
      const note = await inTransaction(db, async (trx) => {
        const target = await requestTarget(trx, kind, id);
        if (!target) return undefined;
        const added = await storesOf(createRepositories(trx))[kind].addNote(id, text, staff);
        // The note's text stays with the request (and goes when it is erased), not in the trail.
        if (added)
          await recordAudit(trx, actorOf(staff), {
            action: 'request.note',
            target,
            summary: `Note added (${text.length} characters)`,
            detail: { code: 'note_added', params: { characters: text.length } },
          });
        return added;
      });
      if (note) updated(kind, id);
      return note;
    },

    /**
     * Runs a change the kind's own repository makes (archive, delete) and, when it
     * happened, tells the open screens. `change` answers whether it happened. With `audit`, it
     * runs with the repositories of one transaction and is recorded there when it happened (a
     * falsy answer records nothing).
     */
    async change<T>(
      kind: RequestKind,
      id: string,
      change: (repos: Repositories) => Promise<T>,
      audit?: { action: RequestChangeAction; by: StaffRef },
    ): Promise<T> {
      const result = !audit
        ? await change(repos)
        : await inTransaction(db, async (trx) => {
            const target = await requestTarget(trx, kind, id);
            const done = await change(createRepositories(trx));
            if (done && target)
              await recordAudit(trx, actorOf(audit.by), {
                action: audit.action,
                target,
                summary: CHANGE_SUMMARIES[audit.action],
                detail: { code: CHANGE_DETAILS[audit.action] },
              });
            return done;
          });
      if (result) updated(kind, id);
      return result;
    },
  };
}
