/**
 * The privacy notice (/privacy) and the consent the public forms ask for. A request sent with
 * `consent: true` is stored with the time the server received it and the notice's version, so
 * the centre can tell which text a person agreed to. A request without it (an older page or
 * client) is still taken, stored without consent.
 */
import { z } from 'zod';
import { withCode } from './validation-codes.ts';

/** Raise it whenever the notice's text changes in substance: consents name the version they were given to. */
export const PRIVACY_NOTICE_VERSION = '2025-01';

/** Days an application and its CV are kept after it was sent (CV_RETENTION_DAYS). */
export const DEFAULT_CV_RETENTION_DAYS = 365;
/** Days the other requests (pre-registrations, quote requests, contact messages) are kept (REQUEST_RETENTION_DAYS). */
export const DEFAULT_REQUEST_RETENTION_DAYS = 730;

export const CONSENT_REQUIRED_MESSAGE = 'Tick the box to accept the privacy notice.';

/** As JSON (true / false) or as a multipart field ("true" / "false"). */
const fromBooleanText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/** The consent field of a public request: optional, true when the visitor ticked the box. */
export const consentField = {
  consent: z.preprocess(fromBooleanText, z.boolean({ error: 'consent must be true or false.' }).optional()),
};

/** What a form in the browser adds to its request's schema: it does not send until the box is ticked. */
export const requireConsent = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({
    consent: z
      .boolean()
      .refine((ticked) => ticked, { error: CONSENT_REQUIRED_MESSAGE, ...withCode('consent_required') }),
  });

/** The consent a stored request carries (absent: given by no one, or sent by an older client). */
export const ConsentFieldsSchema = z.object({
  /** When the server received the request with consent (ISO 8601). */
  consentAt: z.string().optional(),
  /** The PRIVACY_NOTICE_VERSION the person agreed to. */
  consentVersion: z.string().optional(),
});
export type ConsentFields = z.infer<typeof ConsentFieldsSchema>;

/** GET /api/privacy: what the privacy page states from the server's settings. */
export const PrivacyNoticeSchema = z.object({
  version: z.string(),
  /** CV_RETENTION_DAYS. */
  cvRetentionDays: z.number().int(),
  /** REQUEST_RETENTION_DAYS. */
  requestRetentionDays: z.number().int(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>;
