/**
 * What the staff's inboxes share: the list's filters, the way back out of the spam folder, and
 * the counts the sidebar and the overview page read.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  REQUEST_KINDS,
  type RequestKind,
  requestKindsOf,
  type StaffArea,
} from '../../../../shared/domain/index.ts';
import { notFound } from '../../infra/http/http-errors.ts';
import { staffOf } from '../../infra/http/auth.ts';
import { OVERVIEW_WEEKS } from './service.ts';

const flag = z.enum(['true', 'false']).optional();

/** `?spam=true` lists what was held as spam instead of the inbox, `?archived=true` the archived ones. */
export const ArchivableQuerySchema = z.object({ spam: flag, archived: flag });

/**
 * `POST /<kind>/:id/not-spam`: a request held as spam goes back to its inbox. A pipeline inbox
 * (`kind`) restores through the request service, which keeps a session's seats and tells the open
 * admin screens; the contact messages give their repository's own `markNotSpam`.
 */
export function notSpamRoute(
  app: FastifyInstance,
  options: {
    path: string;
    /** Who may: the inbox's area. */
    area: StaffArea;
    tag: string;
    noun: string;
  } & ({ kind: RequestKind; markNotSpam?: never } | { kind?: never; markNotSpam(id: string): Promise<boolean> }),
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${options.path}/:id/not-spam`,
    {
      onRequest: app.requireStaff(options.area),
      schema: {
        tags: [options.tag],
        summary: `Move a ${options.noun.toLowerCase()} held as spam back into the inbox`,
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const restored = await (options.markNotSpam
        ? options.markNotSpam(id)
        : app.requestService.restoreFromSpam(options.kind, id));
      if (!restored) throw notFound(`${options.noun} held as spam`);
      return { message: `${options.noun} moved back to the inbox.` };
    },
  );
}

const StatusCountsSchema = z.record(z.string(), z.number().int());
const InboxSummarySchema = z.object({
  leads: StatusCountsSchema.optional(),
  companyLeads: StatusCountsSchema.optional(),
  candidatures: StatusCountsSchema.optional(),
});
const InboxOverviewSchema = z.object({
  weeks: z.array(
    z.object({ start: z.string(), lead: z.number(), 'company-lead': z.number(), candidature: z.number() }),
  ),
  conversion: z.array(z.object({ course: z.string(), leads: z.number(), enrolled: z.number() })),
  waiting: z.array(z.object({ kind: z.enum(REQUEST_KINDS), _id: z.string(), name: z.string(), createdAt: z.string() })),
});

/** GET /api/inbox/summary and /api/inbox/overview: what the sidebar and the overview page read. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inbox/summary',
    {
      // Any staff member: each sees the counts of the inboxes their role has (an editor, none).
      onRequest: app.requireStaff(),
      schema: {
        tags: ['inbox'],
        summary: "How many active requests of each kind are in each status, for the kinds the staff member's role sees",
        response: { 200: InboxSummarySchema },
      },
    },
    (request) => app.requestService.inboxSummary(requestKindsOf(staffOf(request).role)),
  );

  app.get(
    '/inbox/overview',
    {
      onRequest: app.requireStaff('overview'),
      schema: {
        tags: ['inbox'],
        summary: `(admin) Requests per week over ${OVERVIEW_WEEKS} weeks, pre-registrations per course with how many enrolled, and the oldest requests still new`,
        response: { 200: InboxOverviewSchema },
      },
    },
    () => app.requestService.inboxOverview(),
  );
};

export default inboxRoutes;
