/** What the public privacy page (/privacy) states from the server's own settings: how long requests are kept. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVACY_NOTICE_VERSION, PrivacyNoticeSchema } from '../../../shared/domain/index.ts';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice version and how many days applications (with CVs) and other requests are kept',
        response: { 200: PrivacyNoticeSchema },
      },
    },
    () => ({
      version: PRIVACY_NOTICE_VERSION,
      cvRetentionDays: app.config.cvRetentionDays,
      requestRetentionDays: app.config.requestRetentionDays,
    }),
  );
};

export default privacyRoutes;
