/** GET /api/privacy: what the public privacy page (/privacy) states from the server's own settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PrivacyNoticeSchema } from '../../../../shared/domain/index.ts';
import { privacyNotice } from './privacy-notice.ts';

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
    () => privacyNotice(app.config),
  );
};

export default privacyRoutes;
