import type { Kysely } from 'kysely';
import type { Database } from '../infra/db/schema.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createCandidaturesRepository } from './candidatures-repository.ts';
import { createCompanyLeadsRepository } from './company-leads-repository.ts';
import { createContactMessagesRepository } from './contact-messages-repository.ts';
import { createCourseSessionsRepository } from './course-sessions-repository.ts';
import { createCoursesRepository } from './courses-repository.ts';
import { createDemoContentRepository } from './demo-content-repository.ts';
import { createInstructorsRepository } from './instructors-repository.ts';
import { createLeadsRepository } from './leads-repository.ts';
import { createLoginFailuresRepository } from './login-failures-repository.ts';
import { createPersonalDataRepository } from './personal-data-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createSiteContentRepository } from './site-content-repository.ts';
import { createStaffInvitationsRepository } from './staff-invitations-repository.ts';
import { createStaffSessionsRepository } from './staff-sessions-repository.ts';
import { createStaffUsersRepository } from './staff-users-repository.ts';
import { createSystemRepository } from './system-repository.ts';

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
