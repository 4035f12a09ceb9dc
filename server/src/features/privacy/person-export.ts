/**
 * What a person receives when they ask for a copy of their data: one ZIP file with everything held
 * about them as JSON (person.json, as GET /api/people answers it), one CSV per kind for a
 * spreadsheet (the inbox exports' columns, see request-export.ts) and their CV files themselves.
 */
import type { Readable } from 'node:stream';
import type { Language, PersonData, RequestKind } from '../../../../shared/domain/index.ts';
import { toCsv } from '../../infra/export/csv.ts';
import { centreDateTime, EXPORT_HEADINGS, type ExportedNote, requestsCsvStream } from '../requests/request-export.ts';
import type { ZipEntry } from '../../infra/export/zip.ts';

const HEADINGS = {
  ...EXPORT_HEADINGS,
  consentAt: { fr: 'Consentement (date)', en: 'Consent (date)', ar: 'الموافقة (التاريخ)' },
  consentVersion: {
    fr: 'Consentement (version de la notice)',
    en: 'Consent (notice version)',
    ar: 'الموافقة (نسخة الإشعار)',
  },
  to: { fr: 'Destinataire', en: 'To', ar: 'المرسل إليه' },
  subject: { fr: 'Objet', en: 'Subject', ar: 'الموضوع' },
  purpose: { fr: 'Motif', en: 'Purpose', ar: 'الغرض' },
  sentAt: { fr: 'Envoyé le', en: 'Sent at', ar: 'تاريخ الإرسال' },
} satisfies Record<string, Record<Language, string>>;

/** A kind's requests written by the inbox's own export (one batch: a person's requests are few), each with its notes newest first. */
function requestsCsv(
  kind: RequestKind,
  requests: { _id: string; createdAt: string; status: string; notes: ExportedNote[] }[],
  language: Language,
): Readable {
  const notes = new Map(
    requests.map((request) => [request._id, [...request.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt))]),
  );
  return requestsCsvStream(kind, language, { batches: [requests], notesOf: async () => notes });
}

const headings = (names: (keyof typeof HEADINGS)[], language: Language) =>
  names.map((name) => HEADINGS[name][language]);

/** A file name a CV can have inside the archive: its application's id first (two CVs may share a name), nothing that makes a folder. */
export const cvEntryName = (candidatureId: string, originalName: string) => {
  const safe = [...originalName]
    .map((character) => (character.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(character) ? '_' : character))
    .join('');
  return `cvs/${candidatureId}-${safe.replace(/^\.+/, '_')}`;
};

/** The archive's entries: the texts first, then each CV as `cvs` gives it (read one at a time). */
export async function* personExportEntries(
  data: PersonData,
  cvs: AsyncIterable<{ candidature: PersonData['candidatures'][number]; body: Readable }>,
  language: Language,
): AsyncGenerator<ZipEntry> {
  const text = (name: string, content: string): ZipEntry => ({ name, data: Buffer.from(content, 'utf8') });
  yield text('person.json', `${JSON.stringify(data, null, 2)}\n`);
  yield { name: 'pre-registrations.csv', stream: requestsCsv('lead', data.leads, language) };
  yield { name: 'quote-requests.csv', stream: requestsCsv('company-lead', data.companyLeads, language) };
  yield { name: 'applications.csv', stream: requestsCsv('candidature', data.candidatures, language) };
  yield text(
    'contact-messages.csv',
    toCsv(
      headings(['date', 'name', 'email', 'phone', 'message', 'consentAt', 'consentVersion'], language),
      data.contactMessages.map((message) => [
        centreDateTime(message.createdAt),
        message.name,
        message.email,
        message.phone,
        message.message,
        message.consentAt && centreDateTime(message.consentAt),
        message.consentVersion,
      ]),
    ),
  );
  yield text(
    'mails.csv',
    toCsv(
      headings(['date', 'to', 'subject', 'purpose', 'status', 'sentAt'], language),
      data.outbox.map((mail) => [
        centreDateTime(mail.createdAt),
        mail.to,
        mail.subject,
        mail.purpose,
        mail.status,
        mail.sentAt && centreDateTime(mail.sentAt),
      ]),
    ),
  );
  for await (const { candidature, body } of cvs)
    yield { name: cvEntryName(candidature._id, candidature.cvOriginalName), stream: body };
}
