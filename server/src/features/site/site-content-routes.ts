import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DemoContentSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  SiteContentSchema,
  SiteTextsSchema,
  StoredSiteTextsSchema,
  TestimonialInputSchema,
  TestimonialOrderSchema,
  TestimonialSchema,
} from '../../../../shared/domain/index.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { actingStaff } from '../../infra/http/auth.ts';

/** The site's own words (page texts, testimonials) and the demo content: the admin's, but the public read. */
const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-content',
    {
      schema: {
        tags: ['site content'],
        summary:
          'The page texts the centre rewrote (by locale key and language) and the visible testimonials, in order',
        response: { 200: SiteContentSchema },
      },
    },
    () => app.siteContent.getPublic(),
  );

  app.put(
    '/site-content/texts',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary:
          "Replace the rewritten page texts (a key left out, or blank in every language, shows the product's wording)",
        body: SiteTextsSchema,
        response: { 200: StoredSiteTextsSchema },
      },
    },
    (request) => app.siteContent.saveTexts(actingStaff(request), request.body),
  );

  app.get(
    '/testimonials',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'Every testimonial, hidden ones too, in order',
        response: { 200: z.array(TestimonialSchema) },
      },
    },
    () => app.siteContent.listTestimonials(),
  );

  app.post(
    '/testimonials',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'Add a testimonial, last',
        body: TestimonialInputSchema,
        response: { 201: TestimonialSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.siteContent.createTestimonial(actingStaff(request), request.body)),
  );

  app.put(
    '/testimonials/order',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'Put the testimonials in this order (every one, each once)',
        body: TestimonialOrderSchema,
        response: { 200: z.array(TestimonialSchema), 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.siteContent.reorderTestimonials(actingStaff(request), request.body.ids))) {
        throw new HttpError(409, 'The testimonials changed meanwhile: reload them and order them again.', {
          code: 'testimonials_changed',
        });
      }
      return app.siteContent.listTestimonials();
    },
  );

  app.put(
    '/testimonials/:id',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'Edit a testimonial, or hide or show it',
        params: IdParamsSchema,
        body: TestimonialInputSchema,
        response: { 200: TestimonialSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const testimonial = await app.siteContent.updateTestimonial(
        actingStaff(request),
        request.params.id,
        request.body,
      );
      if (!testimonial) throw notFound('Testimonial');
      return testimonial;
    },
  );

  app.delete(
    '/testimonials/:id',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'Delete a testimonial',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!(await app.siteContent.deleteTestimonial(actingStaff(request), request.params.id)))
        throw notFound('Testimonial');
      return { message: 'Testimonial deleted.' };
    },
  );

  app.get(
    '/demo-content',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary: 'How much demo content (from `npm run seed`) there is',
        response: { 200: DemoContentSchema },
      },
    },
    () => app.repos.demoContent.count(),
  );

  app.delete(
    '/demo-content',
    {
      onRequest: app.requireStaff('content'),
      schema: {
        tags: ['site content'],
        summary:
          'Remove every demo course (with its sessions), instructor, testimonial and their pictures; nothing staff made',
        response: { 200: DemoContentSchema },
      },
    },
    (request) => app.siteContent.removeDemo(actingStaff(request)),
  );
};

export default siteContentRoutes;
