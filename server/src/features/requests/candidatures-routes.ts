import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidatureInputSchema,
  CandidatureSchema,
  CV_MAX_BYTES,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../../../shared/domain/index.ts';
import { attachmentHeader } from '../../infra/http/attachment-header.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { actingStaff, staffOf } from '../../infra/http/auth.ts';
import { readMultipartForm } from '../../infra/http/multipart-form.ts';
import { requestTarget } from '../audit/audit-targets.ts';
import { parseInput } from '../../infra/http/validation.ts';
import { notSpamRoute } from './inbox-routes.ts';
import { pipelineRoutes } from './pipeline-routes.ts';
import { isBot, visitorLanguage, publicFormConfig, senderAnswer } from './public-forms.ts';

const MAX_FILE_NAME = 150;

/**
 * The name an admin's download gets: the applicant's own name for the file, stripped of folders,
 * control characters and the bidirectional controls that make a name display in another order
 * than it reads ("cv\u202Efdp.exe"), with the extension of what the file really is.
 */
export function downloadFileName(originalName: string, extension: string): string {
  const base = path.posix.basename(originalName.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, MAX_FILE_NAME) || 'cv';
  return `${stem}${extension}`;
}

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
      let cvFile: string | undefined;
      try {
        const input = parseInput(CandidatureInputSchema, form.fields);
        if (!form.file) throw new HttpError(400, 'Please attach your CV (PDF, DOC or DOCX, 5 MB at most).', {
            code: 'cv_required',
            errors: [{ path: 'cv', message: 'Required.' }],
          });
        const originalName = form.file.originalName;
        const stored = await app.storage.saveCv(form.file);
        cvFile = stored.file;
        const cv = { file: stored.file, mimeType: stored.mimeType, originalName: downloadFileName(originalName, stored.extension) };
        const application = await app.requestService.receive('candidature', visitorLanguage(request, form.fields.language), (repos) =>
          repos.candidatures.create(input, cv, { spam: isBot(input) }),
        );
        return reply.status(201).send(senderAnswer(application));
      } catch (error) {
        if (form.file) await app.storage.discard(form.file);
        await app.storage.removeCv(cvFile);
        throw error;
      }
    },
  );

  pipelineRoutes(app, { kind: 'candidature', tag: 'candidatures', noun: 'Application', entitySchema: CandidatureSchema, store: candidatures });

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
      const cv = await candidatures.findCv(request.params.id);
      if (!cv) throw notFound('Application');
      // Opened before the audit row: a missing file is a 404, not a recorded download.
      const file = await app.storage.openCv(cv.file);
      if (!file) throw notFound('CV file');
      try {
        // Every download is recorded, before the file goes out: no CV leaves without its row.
        const target = await requestTarget(app.db.kysely, 'candidature', request.params.id);
        await app.audit.record(actingStaff(request), { action: 'cv.download', ...(target ? { target } : {}), summary: cv.originalName });
      } catch (error) {
        file.body.destroy();
        throw error;
      }
      return reply
        .header('Content-Type', cv.mimeType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', attachmentHeader(cv.originalName))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
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
      const { id } = request.params;
      const audit = { action: 'request.delete', by: staffOf(request) } as const;
      const deleted = await app.requestService.change('candidature', id, (repos) => repos.candidatures.delete(id), audit);
      if (!deleted) throw notFound('Application');
      await app.storage.removeCv(deleted.cvFile);
      return { message: 'Application deleted.' };
    },
  );

  notSpamRoute(app, { path: 'candidatures', area: 'candidatures', kind: 'candidature', tag: 'candidatures', noun: 'Application' });
};

export default candidaturesRoutes;
