/**
 * The outbox's SQL (the mail_outbox table), on the executor it is given: the caller's transaction
 * for mails stored with what they are about, the database for the worker (outbox.ts says why each
 * UPDATE is conditional).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import type { MailStatus, OutgoingMail } from './outbox.ts';

export function createOutboxRepository(executor: Kysely<Database>) {
  return {
    /** Stores mails as pending, due at `at`. */
    async insert(mails: OutgoingMail[], at: string): Promise<void> {
      await executor
        .insertInto('mail_outbox')
        .values(
          mails.map((mail) => ({
            id: newId(),
            purpose: mail.purpose,
            to_address: mail.to,
            reply_to: mail.replyTo ?? null,
            subject: mail.subject,
            text_body: mail.text,
            html_body: mail.html,
            status: 'pending' satisfies MailStatus,
            attempts: 0,
            next_attempt_at: at,
            claim_token: null,
            last_error: null,
            created_at: at,
            sent_at: null,
            request_id: mail.requestId ?? null,
          })),
        )
        .execute();
    },

    /** Pending mails due at `now` with attempts left, the longest due first. */
    due({ now, maxAttempts, limit }: { now: string; maxAttempts: number; limit: number }) {
      return executor
        .selectFrom('mail_outbox')
        .select(['id', 'purpose', 'to_address', 'reply_to', 'subject', 'text_body', 'html_body', 'attempts'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', maxAttempts)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Makes a mail the caller's until `until`, if it is still pending, due at `now` and at the
     * attempt count read: true when this one UPDATE won it.
     */
    async claim(mail: { id: string; attempts: number }, token: string, now: string, until: string): Promise<boolean> {
      const claimed = await executor
        .updateTable('mail_outbox')
        .set({ claim_token: token, next_attempt_at: until, attempts: sql<number>`attempts + 1` })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where('attempts', '=', mail.attempts)
        .where('next_attempt_at', '<=', now)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    /** A failed attempt of the claim `token`: tried again at `retryAt`, or given up without it. */
    async recordFailure(id: string, token: string, lastError: string, retryAt: string | undefined): Promise<void> {
      await executor
        .updateTable('mail_outbox')
        .set(
          retryAt === undefined
            ? { status: 'failed' satisfies MailStatus, claim_token: null, last_error: lastError }
            : { next_attempt_at: retryAt, claim_token: null, last_error: lastError },
        )
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('claim_token', '=', token)
        .execute();
    },

    /** A mail the SMTP server accepted, whoever holds its claim now. */
    async markSent(id: string, sentAt: string): Promise<void> {
      await executor
        .updateTable('mail_outbox')
        .set({ status: 'sent' satisfies MailStatus, sent_at: sentAt, claim_token: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Gives up the pending mails due at `now` with no attempt left; answers them. */
    giveUpAbandoned({ now, maxAttempts }: { now: string; maxAttempts: number }) {
      return executor
        .updateTable('mail_outbox')
        .set({
          status: 'failed' satisfies MailStatus,
          claim_token: null,
          last_error: 'The worker sending it stopped during its last attempt',
        })
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where('attempts', '>=', maxAttempts)
        .returning(['id', 'purpose'])
        .execute();
    },

    async deleteSentBefore(before: string): Promise<void> {
      await executor.deleteFrom('mail_outbox').where('status', '=', 'sent').where('sent_at', '<', before).execute();
    },
  };
}
