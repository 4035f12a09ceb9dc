/**
 * The personal data visitors leave, across the inboxes: what the retention sweep deletes once it
 * is old, and what one person has left, found by e-mail address or phone number (read for an
 * access request, erased on request).
 * A request goes with its notes and status history; an application leaves its CV file to the
 * caller, to delete once the rows are gone for good (after the transaction).
 */
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import {
  PHONE_MATCH_MIN_DIGITS,
  type PersonData,
  type PersonKey,
  type RequestKind,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';
import { createCandidaturesRepository } from '../requests/candidatures-repository.ts';
import { createCompanyLeadsRepository } from '../requests/company-leads-repository.ts';
import { toContactMessage } from '../requests/contact-messages-repository.ts';
import { createLeadsRepository } from '../requests/leads-repository.ts';
import { deleteTrails, PIPELINE_TABLES } from '../requests/pipeline-repository.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';

/** What a sweep or an erasure deleted. */
export interface DeletedRequests {
  leads: number;
  companyLeads: number;
  candidatures: number;
  contactMessages: number;
  /** Notes staff wrote on the deleted requests. */
  notes: number;
  /** Outbox mails deleted: the deleted requests' own, and (a sweep) any past the retention, (an erasure) any about the address. */
  mails: number;
  /** The CV files of the deleted applications, for the caller to remove from storage. */
  cvFiles: string[];
}

/** The ISO dates before which requests are deleted. */
export interface RetentionCutoffs {
  /** Pre-registrations, quote requests and contact messages received before it. */
  requestsBefore: string;
  /** Applications (and their CVs) received before it. */
  candidaturesBefore: string;
  /** Outbox mails, whatever their status, queued before it. */
  mailsBefore: string;
}

type Table = 'leads' | 'company_leads' | 'candidatures' | 'contact_messages';
type Where = (eb: ExpressionBuilder<Database, Table>) => Expression<SqlBool>;

/** The same address however it is capitalised (the forms keep what the person typed). */
const emailIs =
  (email: string): Where =>
  (eb) =>
    eb(eb.fn<string>('lower', ['email']), '=', email.toLowerCase());
/** A phone column's digits alone: without what PHONE_NUMBER allows besides them (the forms keep no other). */
const digitsOf = (column: string) =>
  ['+', '(', ')', '.', '-', ' '].reduce<RawBuilder<string>>(
    (expression, separator) => sql<string>`replace(${expression}, ${separator}, '')`,
    sql.ref(column),
  );
/** The same number as samePhone (shared/domain/people.ts) decides: the same digits, or one ending with the other's national number. */
const phoneIs =
  (phone: string): Where =>
  (eb) => {
    const searched = phone.replace(/\D/g, '');
    const stored = digitsOf('phone');
    return eb.or([
      eb(stored, '=', searched),
      // A longer number stored with a country code: it ends with the digits searched.
      ...(searched.length >= PHONE_MATCH_MIN_DIGITS ? [eb(stored, 'like', `%${searched}`)] : []),
      // A shorter number stored without one: the digits searched end with it.
      eb.and([
        eb(eb.fn('length', [stored]), '>=', PHONE_MATCH_MIN_DIGITS),
        eb(sql.val(searched), 'like', sql<string>`'%' || ${stored}`),
      ]),
    ]);
  };
const personIs = (person: PersonKey): Where =>
  person.email !== undefined ? emailIs(person.email) : phoneIs(person.phone);
const receivedBefore =
  (before: string): Where =>
  (eb) =>
    eb('created_at', '<', before);

export function createPersonalDataRepository(database: Kysely<Database>) {
  /** Deletes the rows `where` selects, in the caller's transaction, their notes and history first. */
  async function deleteRequests(
    trx: Kysely<Database>,
    select: Record<'requests' | 'candidatures', Where>,
  ): Promise<DeletedRequests> {
    const notes = async (kind: RequestKind, ids: string[]) => {
      if (ids.length === 0) return 0;
      const row = await trx
        .selectFrom('request_notes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('request_kind', '=', kind)
        .where('request_id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const deletePipeline = async (kind: RequestKind, where: Where) => {
      const table = PIPELINE_TABLES[kind];
      const ids = (await trx.selectFrom(table).select('id').where(where).execute()).map((row) => row.id);
      const noteCount = await notes(kind, ids);
      const { mails } = await deleteTrails(trx, kind, ids);
      const result = await trx.deleteFrom(table).where(where).executeTakeFirst();
      return { rows: Number(result.numDeletedRows), notes: noteCount, mails };
    };
    const leads = await deletePipeline('lead', select.requests);
    const companyLeads = await deletePipeline('company-lead', select.requests);
    const cvFiles = (await trx.selectFrom('candidatures').select('cv_file').where(select.candidatures).execute()).map(
      (row) => row.cv_file,
    );
    const candidatures = await deletePipeline('candidature', select.candidatures);
    const contactMessages = await trx.deleteFrom('contact_messages').where(select.requests).executeTakeFirst();
    return {
      leads: leads.rows,
      companyLeads: companyLeads.rows,
      candidatures: candidatures.rows,
      contactMessages: Number(contactMessages.numDeletedRows),
      notes: leads.notes + companyLeads.notes + candidatures.notes,
      mails: leads.mails + companyLeads.mails + candidatures.mails,
      cvFiles,
    };
  }

  /** The outbox's mails about addresses: sent to one (acknowledgments), or staff notices replying to one. */
  const mailsAbout = (emails: string[]) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) => {
    const lowered = emails.map((email) => email.toLowerCase());
    return eb.or([
      eb(eb.fn('lower', ['to_address']), 'in', lowered),
      eb.and([eb(eb.fn('lower', ['reply_to']), 'in', lowered), eb('purpose', 'like', '%-staff')]),
    ]);
  };

  /**
   * The addresses whose mails are the person's: the one searched, or, for a phone number, those
   * its requests give (a mail names an address, never a phone).
   */
  async function addressesOf(db: Kysely<Database>, person: PersonKey): Promise<string[]> {
    if (person.email !== undefined) return [person.email];
    const found = new Set<string>();
    for (const table of ['leads', 'company_leads', 'candidatures', 'contact_messages'] as const) {
      for (const row of await db.selectFrom(table).select('email').where(personIs(person)).execute())
        found.add(row.email.toLowerCase());
    }
    return [...found];
  }

  return {
    /** Deletes every request received before its cut-off, spam and archived ones included. */
    deleteExpired(cutoffs: RetentionCutoffs): Promise<DeletedRequests> {
      return inTransaction(database, async (trx) => {
        const deleted = await deleteRequests(trx, {
          requests: receivedBefore(cutoffs.requestsBefore),
          candidatures: receivedBefore(cutoffs.candidaturesBefore),
        });
        // Sent, failed or still trying: a mail holds what the visitor wrote, and is kept no longer than the requests.
        const old = await trx
          .deleteFrom('mail_outbox')
          .where('created_at', '<', cutoffs.mailsBefore)
          .executeTakeFirst();
        return { ...deleted, mails: deleted.mails + Number(old.numDeletedRows) };
      });
    },

    /** Everything held about a person, newest first, spam and archived requests included. */
    async heldAbout(person: PersonKey): Promise<PersonData> {
      const ids = async (table: Table) =>
        (
          await database
            .selectFrom(table)
            .select('id')
            .where(personIs(person))
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .execute()
        ).map((row) => row.id);
      const withTrails = async <Entity>(
        store: {
          find(id: string): Promise<Entity | undefined>;
          trail(id: string): ReturnType<ReturnType<typeof createLeadsRepository>['trail']>;
        },
        table: Table,
      ) => {
        const found = [];
        for (const id of await ids(table)) {
          const [request, trail] = await Promise.all([store.find(id), store.trail(id)]);
          if (request) found.push({ ...request, ...trail });
        }
        return found;
      };
      const contactMessages = await database
        .selectFrom('contact_messages')
        .selectAll()
        .where(personIs(person))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const addresses = await addressesOf(database, person);
      const mails =
        addresses.length === 0
          ? []
          : await database
              .selectFrom('mail_outbox')
              .select(['id', 'purpose', 'to_address', 'subject', 'status', 'created_at', 'sent_at'])
              .where(mailsAbout(addresses))
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .execute();
      return {
        ...person,
        leads: await withTrails(createLeadsRepository(database), 'leads'),
        companyLeads: await withTrails(createCompanyLeadsRepository(database), 'company_leads'),
        candidatures: await withTrails(createCandidaturesRepository(database), 'candidatures'),
        contactMessages: contactMessages.map(toContactMessage),
        outbox: mails.map((mail) => ({
          _id: mail.id,
          purpose: mail.purpose,
          to: mail.to_address,
          subject: mail.subject,
          status: mail.status,
          createdAt: mail.created_at,
          ...(mail.sent_at ? { sentAt: mail.sent_at } : {}),
        })),
        mails: mails.length,
      };
    },

    /** Deletes everything held about a person (their mails in the outbox too), in one transaction. */
    erase(person: PersonKey): Promise<DeletedRequests> {
      return inTransaction(database, async (trx) => {
        // The addresses before the requests that give them go.
        const addresses = await addressesOf(trx, person);
        const deleted = await deleteRequests(trx, { requests: personIs(person), candidatures: personIs(person) });
        const mails =
          addresses.length === 0
            ? { numDeletedRows: 0n }
            : await trx.deleteFrom('mail_outbox').where(mailsAbout(addresses)).executeTakeFirst();
        return { ...deleted, mails: deleted.mails + Number(mails.numDeletedRows) };
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
