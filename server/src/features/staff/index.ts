/**
 * Staff: signing in and out (auth), the staff accounts and their invitations, at /api/users. A
 * sign-out, a new password, a deactivation or a new role is told to the open live streams of every
 * instance (`app.authChanges`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailConfigFrom } from '../../infra/mail/mailer.ts';
import { AuthChanges } from './auth-changes.ts';
import invitationsRoutes from './invitations-routes.ts';
import type { ThrottleOptions } from './login-throttle.ts';
import { createStaffService, type StaffService } from './service.ts';
import usersRoutes from './users-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-outs, new passwords, deactivations and new roles: open streams check their session at once. */
    authChanges: AuthChanges;
    /** Staff's write paths: signing in and out, accounts, invitations (service.ts). */
    staff: StaffService;
  }
}

async function staffFeature(app: FastifyInstance, { loginThrottle }: { loginThrottle?: ThrottleOptions }) {
  app.decorate('authChanges', new AuthChanges());
  app.authChanges.relayTo((userId) => app.cluster.publish({ kind: 'sessions-changed', userId }));
  app.cluster.subscribe((message) => {
    if (message.kind === 'sessions-changed') app.authChanges.receive(message.userId);
  });
  app.decorate(
    'staff',
    createStaffService({
      db: app.db.kysely,
      audit: app.audit,
      announce: (userId) => app.authChanges.announce(userId),
      mail: mailConfigFrom(app.config),
      centreName: async () => (await app.centreSettings.get()).name,
      kickOutbox: () => app.mailOutbox.kick(),
    }),
  );
  await app.register(usersRoutes, { prefix: '/api', throttle: loginThrottle });
  await app.register(invitationsRoutes, { prefix: '/api' });
}

export default fp(staffFeature, {
  name: 'staff',
  dependencies: ['db', 'auth', 'audit', 'cluster', 'mail', 'settings'],
});
