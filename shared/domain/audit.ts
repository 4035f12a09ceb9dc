/**
 * The audit trail: who did what to what, and when. One row per staff action, read by admins at
 * GET /api/audit and on the admin's audit screen.
 */
import { z } from 'zod';
import { countParam, dateParam, withDaysInOrder } from './pipeline-schemas.ts';

/** Every action the trail records; the admin screen names each in the staff's language. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login-failed',
  'auth.logout',
  'user.password-change',
  'user.create',
  'user.update',
  'user.invite',
  'user.invitation-revoke',
  'user.invitation-accept',
  'course.create',
  'course.update',
  'course.publish',
  'course.unpublish',
  'course.delete',
  'session.create',
  'session.update',
  'session.cancel',
  'session.delete',
  'instructor.create',
  'instructor.update',
  'instructor.delete',
  'request.status',
  'request.note',
  'request.archive',
  'request.delete',
  'request.export',
  'cv.download',
  'retention.sweep',
  'people.export',
  'people.erase',
  'settings.notifications',
  'site-texts.update',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'testimonial.reorder',
  'demo.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is done to. `person`: everything held about one e-mail address. */
export const AUDIT_TARGET_KINDS = [
  'user',
  'course',
  'session',
  'instructor',
  'lead',
  'company-lead',
  'candidature',
  'contact-message',
  'person',
  'testimonial',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Who acted: `_id` is null for a sign-in with an unknown e-mail and for the server's own work. */
export const AuditActorSchema = z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** `_id` is null when the action is about several rows (an export) or none. */
export const AuditTargetSchema = z.object({ kind: z.string(), _id: z.string().nullable(), label: z.string() });
export type AuditTarget = z.infer<typeof AuditTargetSchema>;

/**
 * The summaries the admin writes in the staff's language (admin_audit.summaries.<code>, with the
 * detail's params); the English `summary` stays for other clients and for rows older than them.
 */
export const AUDIT_SUMMARY_CODES = [
  'signed_in_from',
  'refused_from',
  'signed_out',
  'password_changed',
  'added_as',
  'added',
  'invited_as',
  'invitation_resent',
  'invitation_revoked',
  'invitation_accepted_from',
  'recipients_saved',
  'created_draft',
  'created_published',
  'published',
  'back_to_draft',
  'updated',
  'updated_photo',
  'deleted',
  'archived',
  'note_added',
  'person_read',
  'person_exported',
  'person_erased',
  'retention_swept',
  'course_updated',
  'course_updated_image',
  'session_added',
  'session_updated',
  'session_cancelled',
  'session_deleted',
  'status_changed',
  'status_changed_reason',
  'rows_exported',
  'rows_exported_filtered',
  'texts_changed',
  'visible',
  'hidden',
  'testimonials_reordered',
  'demo_removed',
  'account_changed',
  'no_change',
] as const;
export type AuditSummaryCode = (typeof AUDIT_SUMMARY_CODES)[number];

export const AuditDetailSchema = z.object({
  code: z.enum(AUDIT_SUMMARY_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AuditDetail = z.infer<typeof AuditDetailSchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: AuditActorSchema,
  action: z.string(),
  /** Null when the action is about nothing in particular (a sign-in, a sweep). */
  target: AuditTargetSchema.nullable(),
  summary: z.string(),
  /** The summary as a code and its values, for the admin to write in its language; absent from older rows. */
  detail: AuditDetailSchema.optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE = { default: 50, max: 500 } as const;

/** GET /api/audit: newest first, one page at a time (the total in X-Total-Count). */
export const AuditQuerySchema = withDaysInOrder(
  z.object({
    /** A user's id. */
    actor: z.string().min(1).max(64).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action.' }).optional(),
    from: dateParam,
    to: dateParam,
    limit: countParam(AUDIT_PAGE.max),
    offset: countParam(10_000_000),
  }),
);
export type AuditQuery = z.output<typeof AuditQuerySchema>;
