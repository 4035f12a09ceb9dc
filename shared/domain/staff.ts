/** Staff users as the API reads and writes them (the roles and their areas: roles.ts). */
import { z } from 'zod';
import { LANGUAGES, TEXT_LIMITS } from './constants.ts';
import { STAFF_ROLES } from './roles.ts';
import { EmailSchema, requiredText } from './schemas.ts';

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
  /** Present (true) while the user's password is provisional: they must choose their own at their next sign-in. */
  passwordChangeRequired: z.literal(true).optional(),
  /** The latest invitation of a user who has not accepted one yet (no password of their own). */
  invitation: z.object({ status: z.enum(['pending', 'expired', 'revoked']), expiresAt: z.string() }).optional(),
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

/** POST /api/users/invitations: a colleague invited by mail to choose their own password; `language` is the mail's and the page's. */
export const StaffInvitationInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.personName),
  email: EmailSchema,
  role: StaffRoleSchema,
  language: z.enum(LANGUAGES, { error: 'Choose a language.' }).default('fr'),
});
export type StaffInvitationInput = z.output<typeof StaffInvitationInputSchema>;

/**
 * What an invitation sent answers: the account, and when the link expires. `link` only when mail
 * is off: then the admin hands it over themselves; with mail on it is the invitee's alone.
 */
export const StaffInvitationSentSchema = z.object({
  user: StaffUserSchema,
  expiresAt: z.string(),
  mailed: z.boolean(),
  link: z.string().optional(),
});
export type StaffInvitationSent = z.infer<typeof StaffInvitationSentSchema>;

/** GET /api/invitations/:token: whom a valid link is for (shown on the page that opens it). */
export const InvitationDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

/** POST /api/invitations/:token: the password the invitee chooses. */
export const InvitationAcceptInputSchema = z.object({ password: NewPasswordSchema });
export type InvitationAcceptInput = z.output<typeof InvitationAcceptInputSchema>;

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_HOURS = 72;
