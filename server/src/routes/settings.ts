import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CentreSettingsInputSchema, CentreSettingsSchema, PublicCentreSettingsSchema } from '../../../shared/domain/index.ts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { tags: ['settings'], summary: "The centre's public details (name, address, phone, WhatsApp, hours, links, map)", response: { 200: PublicCentreSettingsSchema } } },
    () => app.centreSettings.getPublic(),
  );

  app.get(
    '/settings/all',
    { onRequest: app.requireStaff('settings'), schema: { tags: ['settings'], summary: "The centre's details as staff edit them (admin)", response: { 200: CentreSettingsSchema } } },
    () => app.centreSettings.get(),
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireStaff('settings'),
      schema: { tags: ['settings'], summary: "Replace the centre's details", body: CentreSettingsInputSchema, response: { 200: CentreSettingsSchema } },
    },
    (request) => app.centreSettings.save(request.body),
  );
};

export default settingsRoutes;
