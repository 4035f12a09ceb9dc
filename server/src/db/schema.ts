import type { Generated } from 'kysely';

/**
 * Table types as stored. Portable across SQLite and PostgreSQL: ids and dates are text
 * (ISO 8601 sorts correctly), booleans are 0/1 integers, per-language objects are JSON text.
 */
/** A staff user: who may sign in to the admin, and with which role (see migration 006). */
export interface StaffUserTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  /** A StaffRole (shared/domain/roles.ts). */
  role: string;
  /** 0: deactivated, cannot sign in. */
  active: number;
  last_login_at: string | null;
  created_at: string;
}

/** One sign-in: the token names it, and it is refused once revoked. */
export interface StaffSessionTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface InstructorTable {
  id: string;
  name: string;
  /** Per-language JSON text. */
  title: string;
  image_file: string | null;
  created_at: string;
  /** Added by the demo seed (migration 014); 0 unless the seed marks it. */
  is_demo: Generated<number>;
}

export interface CourseTable {
  id: string;
  title: string;
  description: string;
  learnings: string;
  syllabus: string;
  category: string;
  /** Per-language JSON text. */
  duration: string;
  price: number;
  sale_price: number | null;
  image_file: string | null;
  instructor_id: string;
  skill_level: string;
  learning_pace: string;
  is_published: number;
  created_at: string;
  updated_at: string;
  /** The current slug per language (per-language JSON text); every slug ever held is in course_slugs. */
  slug: string;
  /** Added by the demo seed (migration 014); 0 unless the seed marks it. */
  is_demo: Generated<number>;
}

/** Every slug a course has or had (migration 015): an old address still leads to its course. */
export interface CourseSlugTable {
  slug: string;
  course_id: string;
  created_at: string;
}

export interface LeadTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  course_of_interest: string | null;
  learning_pace_interest: string;
  message: string | null;
  created_at: string;
  archived_at: string | null;
  /** 1: tripped the anti-spam check (kept out of the inbox, purged after a while). */
  is_spam: number;
  /** The pipeline status (shared/domain/pipeline.ts), and why when lost / rejected. */
  status: string;
  status_reason: string | null;
  /** The searched fields folded for search (normalizeForSearch), written with the row. */
  search_text: string;
  /** When the person agreed to the privacy notice, and its version (see migration 008); null: no consent given. */
  consent_at: string | null;
  consent_version: string | null;
  /** The course and session the visitor pre-registered for, when the site said (see migration 009). */
  course_id: string | null;
  session_id: string | null;
  /** 1: the session was full as the request arrived; 0 once enrolled. */
  waiting_list: number;
}

/** One session of a course: its days, schedule, mode, place and seats (see migration 009). */
export interface CourseSessionTable {
  id: string;
  course_id: string;
  /** Calendar days, YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  /** Per-language JSON text. */
  schedule: string;
  /** A SessionMode (shared/domain/sessions.ts). */
  mode: string;
  /** Per-language JSON text; null when online. */
  location: string | null;
  seats: number;
  /** A SessionStatus: 'open' or 'cancelled'. */
  status: string;
  created_at: string;
  updated_at: string;
  /** Added by the demo seed (migration 014); 0 unless the seed marks it. */
  is_demo: Generated<number>;
}

/** A learner's words on the home page (migration 014). */
export interface TestimonialTable {
  id: string;
  name: string;
  /** Per-language JSON text. */
  role: string;
  /** Per-language JSON text. */
  quote: string;
  /** The home page's order, smallest first. */
  position: number;
  is_visible: number;
  is_demo: number;
  created_at: string;
  updated_at: string;
}

export interface CompanyLeadTable {
  id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  created_at: string;
  is_spam: number;
  /** The pipeline status (shared/domain/pipeline.ts), and why when lost / rejected. */
  status: string;
  status_reason: string | null;
  /** The searched fields folded for search (normalizeForSearch), written with the row. */
  search_text: string;
  /** When the person agreed to the privacy notice, and its version (see migration 008); null: no consent given. */
  consent_at: string | null;
  consent_version: string | null;
}

export interface CandidatureTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  cv_file: string;
  cv_original_name: string;
  cv_mime_type: string;
  created_at: string;
  is_spam: number;
  /** The pipeline status (shared/domain/pipeline.ts), and why when lost / rejected. */
  status: string;
  status_reason: string | null;
  /** The searched fields folded for search (normalizeForSearch), written with the row. */
  search_text: string;
  /** When the person agreed to the privacy notice, and its version (see migration 008); null: no consent given. */
  consent_at: string | null;
  consent_version: string | null;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
  archived_at: string | null;
  is_spam: number;
  /** When the person agreed to the privacy notice, and its version (see migration 018); null: no consent given. */
  consent_at: string | null;
  consent_version: string | null;
}

/** Settings as JSON, one row per group ('centre': the centre's own details). */
export interface CentreSettingsTable {
  id: string;
  value: string;
  updated_at: string;
}

/** One failed login (or one being checked): what the login throttle counts. */
export interface LoginFailureTable {
  id: string;
  /** Lower-cased; any e-mail typed, not only those of an account. */
  email: string;
  /** The visitor's address as the throttle keys it (an IPv6 address by its /64). */
  address: string;
  failed_at: string;
}

/** One change of a request's status (see migration 004). */
export interface RequestStatusChangeTable {
  id: string;
  request_kind: string;
  request_id: string;
  from_status: string;
  to_status: string;
  reason: string | null;
  changed_at: string;
  staff_id: string;
  /** As it was when the change was made. */
  staff_name: string;
}

/** A staff member's note on a request. */
export interface RequestNoteTable {
  id: string;
  request_kind: string;
  request_id: string;
  text: string;
  created_at: string;
  staff_id: string;
  staff_name: string;
}

/** One mail to one recipient, waiting in the outbox, sent, or given up (server/src/mail/outbox.ts). */
export interface MailOutboxTable {
  id: string;
  purpose: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** 'pending' (to send, or being sent), 'sent' or 'failed' (given up after its retries). */
  status: string;
  attempts: number;
  /** When a pending mail is due: its next retry, or when the claim of the worker sending it lapses. */
  next_attempt_at: string;
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The request the mail is about (migration 017): it goes with it. */
  request_id: string | null;
}

/** One staff action, as the audit trail keeps it (see migration 007); rows are only ever added. */
export interface AuditLogTable {
  id: string;
  at: string;
  /** Null for a sign-in with an unknown e-mail and for the server's own work. */
  actor_id: string | null;
  /** As they were when the action was made. */
  actor_name: string;
  actor_email: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  /** How the target was named then. */
  target_label: string | null;
  summary: string;
}

/** A public form's requests from one address in the current window (see migration 010). */
export interface RateLimitHitTable {
  /** The route and the address. */
  key: string;
  hits: number;
  /** When the window ends, in milliseconds since 1970 (PostgreSQL's bigint comes back as a string). */
  reset_at: number | string;
}

/** The inboxes of what visitors send: they share the anti-spam flag and its retention. */
export type InboxTableName = 'leads' | 'company_leads' | 'candidatures' | 'contact_messages';

/** The inboxes that go through the pipeline (statuses, history, notes). */
export type PipelineTableName = 'leads' | 'company_leads' | 'candidatures';

export interface Database {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  instructors: InstructorTable;
  courses: CourseTable;
  course_slugs: CourseSlugTable;
  course_sessions: CourseSessionTable;
  leads: LeadTable;
  company_leads: CompanyLeadTable;
  candidatures: CandidatureTable;
  contact_messages: ContactMessageTable;
  centre_settings: CentreSettingsTable;
  login_failures: LoginFailureTable;
  request_status_changes: RequestStatusChangeTable;
  request_notes: RequestNoteTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  rate_limit_hits: RateLimitHitTable;
  testimonials: TestimonialTable;
}
