/** The consent columns of the requests visitors send (see shared/domain/privacy.ts and migration 008). */
import { PRIVACY_NOTICE_VERSION } from '../../../../shared/domain/index.ts';

/** The consent columns of a new row received at `at`: the time and the notice's version, or nothing. */
export const consentColumns = (consent: boolean | undefined, at: string) =>
  consent ? { consent_at: at, consent_version: PRIVACY_NOTICE_VERSION } : { consent_at: null, consent_version: null };

/** The consent fields of an answer, present only when consent was given. */
export const consentFields = (row: { consent_at?: string | null; consent_version?: string | null }) => ({
  ...(row.consent_at ? { consentAt: row.consent_at } : {}),
  ...(row.consent_version ? { consentVersion: row.consent_version } : {}),
});
