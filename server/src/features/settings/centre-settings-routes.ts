import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CentreSettingsInputSchema,
  CentreSettingsSchema,
  IMAGE_MAX_BYTES,
  PublicCentreSettingsSchema,
} from '../../../../shared/domain/index.ts';
import { HttpError } from '../../infra/http/http-errors.ts';
import { readMultipartForm } from '../../infra/http/multipart-form.ts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The centre's public details (name, logo, colours, address, phone, WhatsApp, hours, links, map)",
        response: { 200: PublicCentreSettingsSchema },
      },
    },
    () => app.centreSettings.getPublic(),
  );

  app.get(
    '/settings/all',
    {
      onRequest: app.requireStaff('settings'),
      schema: {
        tags: ['settings'],
        summary: "The centre's details as staff edit them (admin)",
        response: { 200: CentreSettingsSchema },
      },
    },
    () => app.centreSettings.get(),
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireStaff('settings'),
      schema: {
        tags: ['settings'],
        summary: "Replace the centre's details (the logo stays: see /settings/logo)",
        body: CentreSettingsInputSchema,
        response: { 200: CentreSettingsSchema },
      },
    },
    (request) => app.centreSettings.saveDetails(request.body),
  );

  app.put(
    '/settings/logo',
    {
      onRequest: app.requireStaff('settings'),
      schema: {
        tags: ['settings'],
        summary: "Replace the centre's logo (multipart: one `logo` file, SVG, PNG, WebP or JPEG; an SVG is rasterised)",
        consumes: ['multipart/form-data'],
        response: { 200: CentreSettingsSchema },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, app.storage, { fileField: 'logo', maxBytes: IMAGE_MAX_BYTES });
      if (!form.file) throw new HttpError(400, 'Send the logo as the file "logo".', { code: 'required' });
      return app.centreSettings.replaceLogo(form.file);
    },
  );

  app.delete(
    '/settings/logo',
    {
      onRequest: app.requireStaff('settings'),
      schema: {
        tags: ['settings'],
        summary: "Remove the centre's logo (the site's own mark returns)",
        response: { 200: CentreSettingsSchema },
      },
    },
    () => app.centreSettings.removeLogo(),
  );
};

export default settingsRoutes;
