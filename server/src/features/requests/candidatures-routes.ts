import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidatureSchema,
  CV_MAX_BYTES,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../../../shared/domain/index.ts';
import { attachmentHeader } from '../../infra/http/attachment-header.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { actingStaff, staffOf } from '../../infra/http/auth.ts';
import { readMultipartForm } from '../../infra/http/multipart-form.ts';
import { notSpamRoute } from './inbox-routes.ts';
import { pipelineRoutes } from './pipeline-routes.ts';
import { publicFormConfig, publicFormReceivers, senderAnswer, visitorLanguage } from './public-forms.ts';

const candidaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { candidatures } = app.repos;

  app.post(
    '/candidatures',
    {
      config: publicFormConfig(app),
      schema: {
        tags: ['candidatures'],
        summary: 'Apply for a job (multipart: name, email, phone, message, cv as PDF, DOC or DOCX up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: CandidatureSchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.storage, { fileField: 'cv', maxBytes: CV_MAX_BYTES });
      const candidature = await publicFormReceivers(app).application(
        form,
        visitorLanguage(request, form.fields.language),
      );
      return reply.status(201).send(senderAnswer(candidature));
    },
  );

  pipelineRoutes(app, {
    kind: 'candidature',
    tag: 'candidatures',
    noun: 'Application',
    entitySchema: CandidatureSchema,
    store: candidatures,
  });

  app.get(
    '/candidatures/:id/cv',
    {
      onRequest: app.requireStaff('candidatures'),
      schema: {
        tags: ['candidatures'],
        summary: 'Download the CV of an application under its original file name (admin)',
        params: IdParamsSchema,
        response: { 200: z.any().describe('The CV file'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const cv = await app.candidatures.downloadCv(request.params.id, actingStaff(request));
      return reply
        .header('Content-Type', cv.mimeType)
        .header('Content-Length', String(cv.file.size))
        .header('Content-Disposition', attachmentHeader(cv.originalName))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(cv.file.body);
    },
  );

  app.delete(
    '/candidatures/:id',
    {
      onRequest: app.requireStaff('candidatures'),
      schema: {
        tags: ['candidatures'],
        summary: 'Delete an application and its CV',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.candidatures.delete(request.params.id, staffOf(request)))) throw notFound('Application');
      return { message: 'Application deleted.' };
    },
  );

  notSpamRoute(app, {
    path: 'candidatures',
    area: 'candidatures',
    kind: 'candidature',
    tag: 'candidatures',
    noun: 'Application',
  });
};

export default candidaturesRoutes;
