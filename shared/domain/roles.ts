/**
 * The staff's roles and what each may use, without any library: the admin's first screen and the
 * stored session read them. One table decides both what the server lets a role do (every admin
 * route names its area) and what the admin shows it (screens and sidebar): they cannot disagree.
 */
import type { RequestKind } from './pipeline.ts';

export const STAFF_ROLES = ['admin', 'editor', 'sales', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What an admin route or screen is about. `sessions` are the courses' dates and seats, `overview` is the dashboard across every inbox, `staff`
 * the accounts, `audit` the audit trail, `people` what is held about one person, `content` the site's own words
 * (page texts, testimonials) and the demo content.
 */
export const STAFF_AREAS = [
  'courses',
  'sessions',
  'instructors',
  'leads',
  'company-leads',
  'candidatures',
  'contact-messages',
  'overview',
  'settings',
  'staff',
  'audit',
  'people',
  'content',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The admin may use everything; the others their own part: the catalogue (editor), the requests
 * of prospects and companies with the contact page's messages (sales), the courses' sessions
 * (both: editors plan them, sales fill them), the applications and
 * their CVs (recruiter). The centre's details, the overview across all inboxes, the accounts, the
 * audit trail and the people's data are the admin's.
 */
export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  admin: STAFF_AREAS,
  editor: ['courses', 'sessions', 'instructors'],
  sales: ['sessions', 'leads', 'company-leads', 'contact-messages'],
  recruiter: ['candidatures'],
};

export const mayUse = (role: StaffRole, area: StaffArea): boolean => ROLE_AREAS[role]?.includes(area) ?? false;

/** The screen each role lands on at /admin (a path under it): the course list, or its own inbox. */
export const ROLE_HOME: Record<StaffRole, string> = {
  admin: 'courses',
  editor: 'courses',
  sales: 'leads',
  recruiter: 'candidatures',
};

/** The area of each inbox of the pipeline (its path under /api and /admin too). */
export const REQUEST_AREAS = {
  lead: 'leads',
  'company-lead': 'company-leads',
  candidature: 'candidatures',
} as const satisfies Record<RequestKind, StaffArea>;

/** The kinds of request a role sees: its inboxes, its live events, its counts. */
export const requestKindsOf = (role: StaffRole): RequestKind[] =>
  (Object.keys(REQUEST_AREAS) as RequestKind[]).filter((kind) => mayUse(role, REQUEST_AREAS[kind]));
