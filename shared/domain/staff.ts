/**
 * Staff users and what each role may use. One table decides both what the server lets a role do
 * (every admin route names its area) and what the admin shows it (screens and sidebar): they
 * cannot disagree.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './constants.ts';
import type { RequestKind } from './pipeline.ts';
import { EmailSchema, requiredText } from './schemas.ts';

export const STAFF_ROLES = ['admin', 'editor', 'sales', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What an admin route or screen is about. `overview` is the dashboard across every inbox, `staff`
 * the accounts, `audit` the audit trail, `people` what is held about one person.
 */
export const STAFF_AREAS = [
  'courses',
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
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The admin may use everything; the others their own part: the catalogue (editor), the requests
 * of prospects and companies with the contact page's messages (sales), the applications and
 * their CVs (recruiter). The centre's details, the overview across all inboxes, the accounts, the
 * audit trail and the people's data are the admin's.
 */
export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  admin: STAFF_AREAS,
  editor: ['courses', 'instructors'],
  sales: ['leads', 'company-leads', 'contact-messages'],
  recruiter: ['candidatures'],
};

export const mayUse = (role: StaffRole, area: StaffArea): boolean => ROLE_AREAS[role]?.includes(area) ?? false;

/** The area of each inbox of the pipeline (its path under /api and /admin too). */
export const REQUEST_AREAS = { lead: 'leads', 'company-lead': 'company-leads', candidature: 'candidatures' } as const satisfies Record<
  RequestKind,
  StaffArea
>;

/** The kinds of request a role sees: its inboxes, its live events, its counts. */
export const requestKindsOf = (role: StaffRole): RequestKind[] =>
  (Object.keys(REQUEST_AREAS) as RequestKind[]).filter((kind) => mayUse(role, REQUEST_AREAS[kind]));

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** A staff user as GET /api/users lists them: never their password's hash. */
export const StaffUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
  lastLoginAt: z.string().optional(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** The shortest password a staff user may choose. */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is among the most common ones: choose one that is harder to guess.',
  sameAsEmail: 'The password must not be the e-mail address.',
} as const;

/**
 * A new password: long enough, not padded (a space typed at either end would be lost in a
 * copy), not absurdly long. Whether it is a common one is the server's to say (its list stays
 * out of the browser).
 */
export const NewPasswordSchema = z
  .string({ error: 'This field is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
  .max(TEXT_LIMITS.password, { error: `At most ${TEXT_LIMITS.password} characters.` });

/** POST /api/users: a colleague's account. */
export const StaffUserInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  role: StaffRoleSchema,
  password: NewPasswordSchema,
});
export type StaffUserInput = z.output<typeof StaffUserInputSchema>;

/** PATCH /api/users/:id: any of name, role and active; at least one. */
export const StaffUserPatchSchema = z
  .strictObject({
    name: requiredText(TEXT_LIMITS.personName).optional(),
    role: StaffRoleSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Send at least one of name, role and active.' });
export type StaffUserPatch = z.output<typeof StaffUserPatchSchema>;

/** POST /api/users/me/password. */
export const PasswordChangeInputSchema = z.object({
  currentPassword: z
    .string({ error: 'This field is required.' })
    .min(1, { error: 'This field is required.' })
    .max(TEXT_LIMITS.password, { error: `At most ${TEXT_LIMITS.password} characters.` }),
  newPassword: NewPasswordSchema,
});
export type PasswordChangeInput = z.output<typeof PasswordChangeInputSchema>;
