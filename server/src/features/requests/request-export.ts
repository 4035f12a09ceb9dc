/**
 * The CSV export of an inbox: which columns, titled and filled in the staff member's language, and
 * the file written batch by batch as the client reads it (never the whole file in memory).
 */
import { Readable } from 'node:stream';
import {
  type Candidature,
  CENTRE_TIME_ZONE,
  type CompanyLead,
  type Language,
  type Lead,
  type RequestKind,
  requestStatusLabel,
} from '../../../../shared/domain/index.ts';
import { CSV_BOM, csvLine } from '../../infra/export/csv.ts';

type Texts = Record<Language, string>;

/** The columns' titles per language; the personal-data export titles its own columns from them too. */
export const EXPORT_HEADINGS = {
  date: { fr: 'Date', en: 'Date', ar: 'التاريخ' },
  status: { fr: 'Statut', en: 'Status', ar: 'الحالة' },
  reason: { fr: 'Motif', en: 'Reason', ar: 'السبب' },
  name: { fr: 'Nom', en: 'Name', ar: 'الاسم' },
  company: { fr: 'Entreprise', en: 'Company', ar: 'الشركة' },
  contact: { fr: 'Contact', en: 'Contact', ar: 'جهة الاتصال' },
  email: { fr: 'E-mail', en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { fr: 'Téléphone', en: 'Phone', ar: 'الهاتف' },
  course: { fr: 'Formation', en: 'Course', ar: 'الدورة' },
  session: { fr: 'Session (début)', en: 'Session (start)', ar: 'موعد الدورة (البداية)' },
  waiting: { fr: "Liste d'attente", en: 'Waiting list', ar: 'قائمة الانتظار' },
  pace: { fr: 'Rythme', en: 'Pace', ar: 'الوتيرة' },
  message: { fr: 'Message', en: 'Message', ar: 'الرسالة' },
  cv: { fr: 'CV', en: 'CV', ar: 'السيرة الذاتية' },
  notes: { fr: 'Notes', en: 'Notes', ar: 'الملاحظات' },
} satisfies Record<string, Texts>;
type Heading = keyof typeof EXPORT_HEADINGS;

type Cell = string | number | undefined;
/** What the export knows besides the rows: each named session's start date (YYYY-MM-DD), by id. */
export interface ExportContext {
  sessionStarts?: ReadonlyMap<string, string>;
}

interface Columns<Entity> {
  headings: Heading[];
  cells(entity: Entity, context: ExportContext, language: Language): Cell[];
}

const YES: Texts = { fr: 'Oui', en: 'Yes', ar: 'نعم' };

const COLUMNS: { lead: Columns<Lead>; 'company-lead': Columns<CompanyLead>; candidature: Columns<Candidature> } = {
  lead: {
    headings: ['name', 'email', 'phone', 'course', 'session', 'waiting', 'pace', 'message'],
    cells: (lead, { sessionStarts }, language) => [
      lead.name,
      lead.email,
      lead.phone,
      lead.courseOfInterest,
      lead.sessionId ? sessionStarts?.get(lead.sessionId) : undefined,
      lead.waitingList ? YES[language] : undefined,
      lead.learningPaceInterest,
      lead.message,
    ],
  },
  'company-lead': {
    headings: ['company', 'contact', 'email', 'phone', 'message'],
    cells: (request) => [request.companyName, request.contactName, request.email, request.phone, request.message],
  },
  candidature: {
    headings: ['name', 'email', 'phone', 'message', 'cv'],
    cells: (candidature) => [
      candidature.name,
      candidature.email,
      candidature.phone,
      candidature.message,
      candidature.cvOriginalName,
    ],
  },
};

type ExportedRequest = { _id: string; createdAt: string; status: string; statusReason?: string };

/** A note as the export shows it. */
export interface ExportedNote {
  text: string;
  createdAt: string;
}

const CENTRE_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: CENTRE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the centre's staff read it, in Tunis: `28/11/2026 16:57` (what Excel takes for a date in French). */
export function centreDateTime(iso: string): string {
  // en-GB writes "28/11/2026, 16:57".
  return CENTRE_CLOCK.format(new Date(iso)).replace(', ', ' ');
}

/** The notes of a request in one cell, newest first, each after its date. */
const notesCell = (notes: readonly ExportedNote[] = []): string =>
  notes.map((note) => `${centreDateTime(note.createdAt)} ${note.text}`).join('\n');

/** Where the rows come from: the requests the filters keep, newest first, a batch at a time. */
export interface ExportSource<Entity> {
  batches: AsyncIterable<Entity[]> | Iterable<Entity[]>;
  /** The notes of a batch's requests, newest first, by request id. */
  notesOf(ids: string[]): Promise<ReadonlyMap<string, ExportedNote[]>>;
  /** What a batch needs beyond its rows (the leads' session dates). */
  contextOf?(batch: Entity[]): Promise<ExportContext>;
}

/**
 * One row per request: its date and time in Tunis, status and reason, its own fields, and its
 * notes. A readable stream: the next batch is read from the database only once the client has
 * taken the last (back-pressure), so an export holds one batch in memory, whatever its size.
 */
export function requestsCsvStream<Entity extends ExportedRequest>(
  kind: RequestKind,
  language: Language,
  source: ExportSource<Entity>,
): Readable {
  const columns = COLUMNS[kind] as unknown as Columns<Entity>;
  const headings: Heading[] = ['date', 'status', 'reason', ...columns.headings, 'notes'];
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(headings.map((heading) => EXPORT_HEADINGS[heading][language]));
    for await (const batch of source.batches) {
      const ids = batch.map((request) => request._id);
      const [notes, context] = await Promise.all([
        source.notesOf(ids),
        source.contextOf ? source.contextOf(batch) : {},
      ]);
      yield batch
        .map((request) =>
          csvLine([
            centreDateTime(request.createdAt),
            requestStatusLabel(kind, request.status, language),
            request.statusReason,
            ...columns.cells(request, context, language),
            notesCell(notes.get(request._id)),
          ]),
        )
        .join('');
      // SQLite answers synchronously and a socket on a fast link takes the bytes at once: without
      // this turn of the event loop, one export would run to its end before any other request is
      // even read.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
