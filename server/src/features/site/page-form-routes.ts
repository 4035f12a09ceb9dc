/**
 * The public forms as plain HTML forms (shared/domain/page-forms.ts): each posts to its page's own
 * address when the app is not there (no script, or not arrived yet). The form is checked with the
 * schema the app checks it with (its consent required), then received as the API receives it
 * (publicFormReceivers: spam flag, acknowledgment, staff told through the mail outbox), under the
 * same rate limit. Sent: 303 to the page's confirmation (?sent=), so a reload does not send it
 * again. Refused, for any reason the API would refuse it: the page again, with the visitor's values
 * and each field's problem, with the API's status.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CandidatureInputSchema,
  CompanyLeadRequestSchema,
  ContactMessageInputSchema,
  CV_MAX_BYTES,
  isTicked,
  LANGUAGE_PARAM,
  LeadRequestSchema,
  PAGE_FORMS,
  type PageFormName,
  type RefusedPageForm,
  requireConsent,
  SENT_PARAM,
  SENT_TO_WAITING_LIST,
  SITE_PAGE_PATHS,
  type Language,
} from '../../../../shared/domain/index.ts';
import { VALIDATION_CODES, type ValidationCode } from '../../../../shared/domain/validation-codes.ts';
import { errorAnswer } from '../../infra/http/errors.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { inputOfForm, readMultipartForm } from '../../infra/http/multipart-form.ts';
import { parseInput } from '../../infra/http/validation.ts';
import {
  PUBLIC_FORM_BODY_LIMIT,
  publicFormConfig,
  publicFormReceivers,
  visitorLanguage,
} from '../requests/public-forms.ts';

type Fields = Record<string, string>;
type FormPage = keyof typeof PAGE_FORMS;

/** Answers the page `request` posted to, again: with the form's values and problems, under `status`. */
export type SendRefusedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  refused: RefusedPageForm,
  language: Language,
  status: number,
) => Promise<FastifyReply>;

/** The fields a request posted, as read (the multipart form's, once its handler has read them). */
const postedFields = new WeakMap<FastifyRequest, Fields>();

/** A checkbox's field as the schemas take it: ticked or not. */
const withConsent = (fields: Fields) => ({ ...fields, consent: isTicked(fields.consent) });

export async function pageFormRoutes(app: FastifyInstance, sendRefusedPage: SendRefusedPage) {
  const receive = publicFormReceivers(app);
  /** The language of the page the form was on (its `language` field), once its fields are read. */
  const languageOf = (request: FastifyRequest) => visitorLanguage(request, postedFields.get(request)?.language);

  /** Receives a page's form; answers its ?sent= value. */
  const receivers: Record<FormPage, (request: FastifyRequest) => Promise<string>> = {
    course: async (request) => {
      const address = (request.params as { id: string }).id;
      const course = (await app.publishedCourses.publishedCourse(address))?.value;
      if (!course) throw notFound('Course');
      const fields = postedFields.get(request)!;
      // The course is the page's, whatever the form says; the inbox reads its French title.
      const input = parseInput(requireConsent(LeadRequestSchema), {
        ...withConsent(fields),
        courseId: course._id,
        courseOfInterest: course.title.fr,
      });
      const lead = await receive.lead(input, languageOf(request));
      return lead.waitingList ? SENT_TO_WAITING_LIST : PAGE_FORMS.course;
    },
    companies: async (request) => {
      const input = parseInput(requireConsent(CompanyLeadRequestSchema), withConsent(postedFields.get(request)!));
      await receive.companyLead(input, languageOf(request));
      return PAGE_FORMS.companies;
    },
    contact: async (request) => {
      const input = parseInput(requireConsent(ContactMessageInputSchema), withConsent(postedFields.get(request)!));
      await receive.contactMessage(input);
      return PAGE_FORMS.contact;
    },
    careers: async (request) => {
      const read: Fields = {};
      postedFields.set(request, read);
      const form = await readMultipartForm(request, app.storage, {
        fileField: 'cv',
        maxBytes: CV_MAX_BYTES,
        fields: read,
      });
      const fields = await inputOfForm(form, app.storage, (read) => {
        parseInput(requireConsent(CandidatureInputSchema), withConsent(read));
        return { ...read, consent: 'true' };
      });
      await receive.application({ ...form, fields }, languageOf(request));
      return PAGE_FORMS.careers;
    },
  };

  /** The API's answer to the failure, said on the page: each field's problem beside it, the rest atop the form. */
  const refusedPage =
    (form: PageFormName) => async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = errorAnswer(error, request);
      const { code, params, message } = answer.body;
      const errors: Record<string, ValidationCode> = {};
      for (const problem of (answer.body.errors ?? []) as { path: string; code?: string }[]) {
        const field = problem.path.split('.')[0] || 'form';
        errors[field] ??= (VALIDATION_CODES as readonly unknown[]).includes(problem.code)
          ? (problem.code as ValidationCode)
          : 'invalid';
      }
      const { website: _honeypot, ...values } = postedFields.get(request) ?? {};
      const refused: RefusedPageForm = {
        form,
        values,
        errors,
        ...(Object.keys(errors).length === 0 || code !== 'invalid_input'
          ? { problem: { code, params: params as Record<string, string | number> | undefined, message } }
          : {}),
      };
      return sendRefusedPage(request, reply.headers(answer.headers ?? {}), refused, languageOf(request), answer.status);
    };

  await app.register(async (forms) => {
    // Only here: the API takes JSON (and multipart where it says so), never a cross-site form's body.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: PUBLIC_FORM_BODY_LIMIT },
      (request, body, done) => {
        const fields = Object.fromEntries(new URLSearchParams(body as string));
        postedFields.set(request, fields);
        done(null, fields);
      },
    );
    for (const [page, form] of Object.entries(PAGE_FORMS) as [FormPage, PageFormName][]) {
      forms.post(
        SITE_PAGE_PATHS[page],
        { config: publicFormConfig(app), bodyLimit: PUBLIC_FORM_BODY_LIMIT, errorHandler: refusedPage(form) },
        async (request, reply) => {
          if (!postedFields.has(request) && !request.isMultipart()) postedFields.set(request, {});
          const sent = await receivers[page](request);
          const pathname = request.url.split('?')[0]!;
          return reply.redirect(`${pathname}?${SENT_PARAM}=${sent}&${LANGUAGE_PARAM}=${languageOf(request)}`, 303);
        },
      );
    }
  });
}
