/**
 * A visitor's contact message, stored with the mails that tell staff of it (one transaction: the
 * message is not kept without its mails, nor the mails sent for a message not kept), to the
 * contact messages' own addresses or NOTIFY_EMAILS. One held as spam tells no one.
 */
import type { Kysely } from 'kysely';
import {
  type AuditActor,
  type ContactMessage,
  type ContactMessageInput,
  notificationRecipients,
} from '../../../../shared/domain/index.ts';
import { requestTarget } from '../audit/targets-repository.ts';
import type { Database } from '../../infra/db/schema.ts';
import { contactMessageStaffMail } from './mails/contact-message-mail.ts';
import type { MailConfig } from '../../infra/mail/mailer.ts';
import { enqueueMails } from '../../infra/mail/outbox.ts';
import { createRepositories } from '../repositories.ts';
import { unitOfWork } from '../unit-of-work.ts';

export async function receiveContactMessage(
  { db, mail, outbox }: { db: Kysely<Database>; mail: MailConfig; outbox: { kick(): void } },
  input: ContactMessageInput,
  spam: boolean,
): Promise<ContactMessage> {
  // Read before the transaction: on SQLite it holds the one connection.
  const recipients =
    mail.enabled && !spam
      ? notificationRecipients(
          await createRepositories(db).settings.findNotificationRouting(),
          'contact-message',
          mail.notifyEmails,
        )
      : [];
  return unitOfWork(db, async ({ trx, repos, afterCommit }) => {
    const created = await repos.contactMessages.create(input, { spam });
    await enqueueMails(
      trx,
      recipients.map((to) => contactMessageStaffMail(created, to, mail.publicUrl)),
    );
    if (recipients.length > 0) afterCommit(() => outbox.kick());
    return created;
  });
}

/** Archives or deletes a message with the audit row that records it; false when there is no such message. */
export function changeContactMessage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  action: 'request.archive' | 'request.delete',
): Promise<boolean> {
  return unitOfWork(db, async ({ trx, repos, audit }) => {
    const target = await requestTarget(trx, 'contact-message', id);
    const done =
      target !== undefined &&
      (await (action === 'request.archive' ? repos.contactMessages.archive(id) : repos.contactMessages.delete(id)));
    if (done)
      await audit(actor, {
        action,
        target,
        ...(action === 'request.archive'
          ? { summary: 'Archived', detail: { code: 'archived' } }
          : { summary: 'Deleted', detail: { code: 'deleted' } }),
      });
    return done;
  });
}
