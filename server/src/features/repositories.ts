import type { Kysely } from 'kysely';
import type { Database } from '../infra/db/schema.ts';
import { createAuditRepository } from './audit/repository.ts';
import { createCandidaturesRepository } from './requests/candidatures-repository.ts';
import { createCompanyLeadsRepository } from './requests/company-leads-repository.ts';
import { createContactMessagesRepository } from './requests/contact-messages-repository.ts';
import { createCourseSessionsRepository } from './catalogue/course-sessions-repository.ts';
import { createCoursesRepository } from './catalogue/courses-repository.ts';
import { createDemoContentRepository } from './site/demo-content-repository.ts';
import { createInstructorsRepository } from './catalogue/instructors-repository.ts';
import { createLeadsRepository } from './requests/leads-repository.ts';
import { createLoginFailuresRepository } from './staff/login-failures-repository.ts';
import { createPersonalDataRepository } from './privacy/repository.ts';
import { createSettingsRepository } from './settings/repository.ts';
import { createSiteContentRepository } from './site/site-content-repository.ts';
import { createStaffInvitationsRepository } from './staff/staff-invitations-repository.ts';
import { createStaffSessionsRepository } from './staff/auth-sessions-repository.ts';
import { createStaffUsersRepository } from './staff/staff-users-repository.ts';
import { createSystemRepository } from './health/repository.ts';

export function createRepositories(db: Kysely<Database>) {
  return {
    staffUsers: createStaffUsersRepository(db),
    staffSessions: createStaffSessionsRepository(db),
    staffInvitations: createStaffInvitationsRepository(db),
    courses: createCoursesRepository(db),
    courseSessions: createCourseSessionsRepository(db),
    instructors: createInstructorsRepository(db),
    leads: createLeadsRepository(db),
    companyLeads: createCompanyLeadsRepository(db),
    candidatures: createCandidaturesRepository(db),
    contactMessages: createContactMessagesRepository(db),
    settings: createSettingsRepository(db),
    system: createSystemRepository(db),
    loginFailures: createLoginFailuresRepository(db),
    audit: createAuditRepository(db),
    personalData: createPersonalDataRepository(db),
    siteContent: createSiteContentRepository(db),
    demoContent: createDemoContentRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature's repositories on the server's database (infra/db/plugin.ts). */
    repos: Repositories;
  }
}
