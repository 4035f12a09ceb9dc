/** The CSV export of an inbox: which columns, titled and filled in the staff member's language. */
import { type Candidature, type CompanyLead, type Language, type Lead, type RequestKind, requestStatusLabel } from '../../shared/domain/index.ts';
import { toCsv } from './csv.ts';

type Texts = Record<Language, string>;

const HEADINGS = {
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
type Heading = keyof typeof HEADINGS;

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
    cells: (application) => [application.name, application.email, application.phone, application.message, application.cvOriginalName],
  },
};

type ExportedRequest = { createdAt: string; status: string; statusReason?: string; noteCount: number };

/** One row per request: its date, status and reason, its own fields, and how many notes it has. */
export function requestsCsv<Entity extends ExportedRequest>(kind: RequestKind, requests: Entity[], language: Language, context: ExportContext = {}): string {
  const columns = COLUMNS[kind] as unknown as Columns<Entity>;
  const headings: Heading[] = ['date', 'status', 'reason', ...columns.headings, 'notes'];
  return toCsv(
    headings.map((heading) => HEADINGS[heading][language]),
    requests.map((request) => [
      request.createdAt,
      requestStatusLabel(kind, request.status, language),
      request.statusReason,
      ...columns.cells(request, context, language),
      request.noteCount,
    ]),
  );
}
