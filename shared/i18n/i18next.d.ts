/**
 * The translation keys as types, from the French files (the reference language): a key that no
 * file has fails the type check instead of showing the key. Every French file is listed here
 * (shared/i18n/locales.test.ts checks it).
 */
import 'i18next';
import type about from './locales/fr/about.json';
import type adminAudit from './locales/fr/admin-audit.json';
import type adminContactMessages from './locales/fr/admin-contact-messages.json';
import type adminContent from './locales/fr/admin-content.json';
import type adminCourses from './locales/fr/admin-courses.json';
import type adminInbox from './locales/fr/admin-inbox.json';
import type adminLive from './locales/fr/admin-live.json';
import type adminOnboarding from './locales/fr/admin-onboarding.json';
import type adminOverview from './locales/fr/admin-overview.json';
import type adminPeople from './locales/fr/admin-people.json';
import type adminPipeline from './locales/fr/admin-pipeline.json';
import type adminPrivacy from './locales/fr/admin-privacy.json';
import type adminSessions from './locales/fr/admin-sessions.json';
import type adminSettings from './locales/fr/admin-settings.json';
import type adminSpam from './locales/fr/admin-spam.json';
import type adminStaff from './locales/fr/admin-staff.json';
import type admin from './locales/fr/admin.json';
import type api from './locales/fr/api.json';
import type careers from './locales/fr/careers.json';
import type catalog from './locales/fr/catalog.json';
import type common from './locales/fr/common.json';
import type companies from './locales/fr/companies.json';
import type contact from './locales/fr/contact.json';
import type course from './locales/fr/course.json';
import type courses from './locales/fr/courses.json';
import type desktop from './locales/fr/desktop.json';
import type forms from './locales/fr/forms.json';
import type home from './locales/fr/home.json';
import type instructors from './locales/fr/instructors.json';
import type login from './locales/fr/login.json';
import type notfound from './locales/fr/notfound.json';
import type privacy from './locales/fr/privacy.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof about &
        typeof adminAudit &
        typeof adminContactMessages &
        typeof adminContent &
        typeof adminCourses &
        typeof adminInbox &
        typeof adminLive &
        typeof adminOnboarding &
        typeof adminOverview &
        typeof adminPeople &
        typeof adminPipeline &
        typeof adminPrivacy &
        typeof adminSessions &
        typeof adminSettings &
        typeof adminSpam &
        typeof adminStaff &
        typeof admin &
        typeof api &
        typeof careers &
        typeof catalog &
        typeof common &
        typeof companies &
        typeof contact &
        typeof course &
        typeof courses &
        typeof desktop &
        typeof forms &
        typeof home &
        typeof instructors &
        typeof login &
        typeof notfound &
        typeof privacy;
    };
  }
}
