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
}

export interface CompanyLeadTable {
  id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  created_at: string;
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
}

export interface Database {
  admins: AdminTable;
  instructors: InstructorTable;
  courses: CourseTable;
  leads: LeadTable;
  company_leads: CompanyLeadTable;
  candidatures: CandidatureTable;
}
