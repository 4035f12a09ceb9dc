/**
 * Table types as stored. Portable across SQLite and PostgreSQL: ids and dates are text
 * (ISO 8601 sorts correctly), booleans are 0/1 integers, per-language objects are JSON text.
 */
export interface AdminTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface InstructorTable {
  id: string;
  name: string;
  /** Per-language JSON text. */
  title: string;
  image_file: string | null;
  created_at: string;
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

/** The inboxes of what visitors send: they share the anti-spam flag and its retention. */
export type InboxTableName = 'leads' | 'company_leads' | 'candidatures' | 'contact_messages';

export interface Database {
  admins: AdminTable;
  instructors: InstructorTable;
  courses: CourseTable;
  leads: LeadTable;
  company_leads: CompanyLeadTable;
  candidatures: CandidatureTable;
  contact_messages: ContactMessageTable;
  centre_settings: CentreSettingsTable;
  login_failures: LoginFailureTable;
}
