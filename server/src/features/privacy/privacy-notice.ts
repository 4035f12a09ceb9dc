/** What the public privacy page (/privacy) states from the server's own settings: the notice's version and how long requests are kept. */
import { PRIVACY_NOTICE_VERSION, type PrivacyNotice } from '../../../../shared/domain/index.ts';
import type { Config } from '../../config.ts';

export const privacyNotice = (config: Pick<Config, 'cvRetentionDays' | 'requestRetentionDays'>): PrivacyNotice => ({
  version: PRIVACY_NOTICE_VERSION,
  cvRetentionDays: config.cvRetentionDays,
  requestRetentionDays: config.requestRetentionDays,
});
