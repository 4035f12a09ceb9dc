/**
 * The request pipeline: what becomes of a visitor's pre-registration, quote request or
 * application once staff handle it. One vocabulary for the server, the admin and the desktop app,
 * without any library: the admin's entry reads it before the rest of the admin's code has arrived,
 * and the admin's lists never load the schemas (pipeline-schemas.ts) that only forms and the
 * server need.
 */

import type { Language } from './constants.ts';

/** The three kinds of request that go through the pipeline, as events and e-mails name them. */
export const REQUEST_KINDS = ['lead', 'company-lead', 'candidature'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Each kind's statuses, in pipeline order; every request starts as `new`. */
export const REQUEST_STATUSES = {
  lead: ['new', 'contacted', 'enrolled', 'lost'],
  'company-lead': ['new', 'quoted', 'won', 'lost'],
  candidature: ['new', 'interview', 'hired', 'rejected'],
} as const satisfies Record<RequestKind, readonly string[]>;

export type RequestStatus<K extends RequestKind = RequestKind> = (typeof REQUEST_STATUSES)[K][number];
export type AnyRequestStatus = RequestStatus;

/**
 * Each status's name in the three languages: the admin's screens, the desktop app and the CSV
 * export say the same words. An application is feminine in French (« une candidature »): Nouvelle.
 */
export const REQUEST_STATUS_LABELS = {
  fr: {
    lead: { new: 'Nouveau', contacted: 'Contacté', enrolled: 'Inscrit', lost: 'Perdu' },
    'company-lead': { new: 'Nouveau', quoted: 'Devis envoyé', won: 'Gagné', lost: 'Perdu' },
    candidature: { new: 'Nouvelle', interview: 'Entretien', hired: 'Retenu(e)', rejected: 'Refusé(e)' },
  },
  en: {
    lead: { new: 'New', contacted: 'Contacted', enrolled: 'Enrolled', lost: 'Lost' },
    'company-lead': { new: 'New', quoted: 'Quote sent', won: 'Won', lost: 'Lost' },
    candidature: { new: 'New', interview: 'Interview', hired: 'Hired', rejected: 'Rejected' },
  },
  ar: {
    lead: { new: 'جديد', contacted: 'تم التواصل', enrolled: 'مسجَّل', lost: 'ضائع' },
    'company-lead': { new: 'جديد', quoted: 'أُرسل عرض السعر', won: 'مكسوب', lost: 'ضائع' },
    candidature: { new: 'جديدة', interview: 'مقابلة', hired: 'مقبول(ة)', rejected: 'مرفوض(ة)' },
  },
} as const satisfies Record<Language, { [K in RequestKind]: Record<RequestStatus<K>, string> }>;

/** A status's name in a language; an unknown status is shown as it is stored. */
export const requestStatusLabel = (kind: RequestKind, status: string, language: Language): string =>
  (REQUEST_STATUS_LABELS[language][kind] as Record<string, string>)[status] ?? status;

/** The statuses that close a request for good; they alone may carry a reason. */
export const REASONED_STATUSES: readonly AnyRequestStatus[] = ['lost', 'rejected'];

/** Where each kind lives under /api and in the admin (/admin/<path>). */
export const REQUEST_PATHS = {
  lead: 'leads',
  'company-lead': 'company-leads',
  candidature: 'candidatures',
} as const satisfies Record<RequestKind, string>;

/** The keys of GET /api/inbox/summary. */
export const SUMMARY_KEYS = {
  lead: 'leads',
  'company-lead': 'companyLeads',
  candidature: 'candidatures',
} as const satisfies Record<RequestKind, string>;

export const REQUEST_LIMITS = { note: 5000, reason: 500, search: 200 } as const;

export const isStatusOf = (kind: RequestKind, status: string): status is RequestStatus =>
  (REQUEST_STATUSES[kind] as readonly string[]).includes(status);

export type {
  NoteInput,
  RequestExportQuery,
  RequestListQuery,
  RequestNote,
  RequestTrail,
  StaffRef,
  StatusChange,
  StatusChangeInput,
} from './pipeline-schemas.ts';

/**
 * GET /api/inbox/summary: how many requests of each kind are in each status (active ones only),
 * for the kinds the staff member's role sees (the others are left out).
 */
export type InboxSummary = { [K in RequestKind as (typeof SUMMARY_KEYS)[K]]?: Record<RequestStatus<K>, number> };

/** The events of GET /api/events (Server-Sent Events), and what each carries. */
export const REQUEST_EVENTS = { created: 'request-created', updated: 'request-updated' } as const;
export interface RequestEventData {
  kind: RequestKind;
  _id: string;
}
