/**
 * The routes the three pipeline inboxes share, under /api/<leads|company-leads|candidatures>:
 * the filtered list (paged on request), its CSV export, one request with its notes and history,
 * a status change and a new note. Each kind's own file keeps what differs (the public form,
 * archive or delete, the CV).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  centreToday,
  ErrorResponseSchema,
  IdParamsSchema,
  isStatusOf,
  NoteInputSchema,
  REASONED_STATUSES,
  REQUEST_AREAS,
  REQUEST_PATHS,
  REQUEST_STATUSES,
  RequestExportQuerySchema,
  RequestListQuerySchema,
  type RequestKind,
  type RequestListQuery,
  RequestNoteSchema,
  REQUEST_PAGE_MAX,
  RequestTrailSchema,
  type RequestTrail,
  StatusChangeInputSchema,
} from '../../../../shared/domain/index.ts';
import { attachmentHeader } from '../../infra/http/attachment-header.ts';
import { SMALL_BODY_LIMIT, TEXT_BODY_LIMIT } from '../../infra/http/body-limits.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { actingStaff, staffOf } from '../../infra/http/auth.ts';
import type { RequestFilters } from './service.ts';
import type { AuditRecord } from '../audit/audit-trail.ts';
import { type ExportContext, type ExportedNote, requestsCsvStream } from './request-export.ts';

interface PipelineEntity {
  _id: string;
  createdAt: string;
  status: string;
  statusReason?: string;
  noteCount: number;
}

export interface PipelineRouteOptions<Entity extends PipelineEntity> {
  kind: RequestKind;
  tag: string;
  /** How a message names one request: 'Pre-registration'. */
  noun: string;
  // Loosely typed: the answers are checked by this schema at run time, the store types them here.
  entitySchema: z.ZodType;
  store: {
    list(filters: RequestFilters): Promise<{ items: Entity[]; total?: number }>;
    batches(filters: RequestFilters): AsyncIterable<Entity[]>;
    notesOf(ids: string[]): Promise<ReadonlyMap<string, ExportedNote[]>>;
    find(id: string): Promise<Entity | undefined>;
    trail(id: string): Promise<RequestTrail>;
  };
  /** What the CSV export needs beyond the rows (the leads' session dates). */
  exportContext?: (items: Entity[]) => Promise<ExportContext>;
}

/**
 * The most rows a list answers at once: a page asked with `limit` (at most this), and the list
 * asked without one, which answers its first this many with the total in X-Total-Count (the whole
 * inbox in one answer would hold the server for seconds at 100,000 requests).
 */
export const LIST_MAX_ROWS = REQUEST_PAGE_MAX;

/** The query as the repository takes it; a status the kind does not have is a 400 that says which it has. */
function filtersOf(
  kind: RequestKind,
  query: Omit<RequestListQuery, 'limit' | 'offset'> & Partial<Pick<RequestListQuery, 'limit' | 'offset'>>,
): RequestFilters {
  if (query.status !== undefined && !isStatusOf(kind, query.status)) throw unknownStatus(kind, 'status');
  if (query.sessionId !== undefined && kind !== 'lead') {
    throw new HttpError(400, 'Only pre-registrations are filtered by session.', {
      code: 'invalid_filter',
      errors: [{ path: 'sessionId', message: 'Leave the session out for this list.' }],
    });
  }
  return {
    spam: query.spam === 'true',
    archived: query.archived === 'true',
    status: query.status,
    q: query.q,
    from: query.from,
    to: query.to,
    sessionId: query.sessionId,
    limit: query.limit,
    offset: query.offset,
  };
}

const unknownStatus = (kind: RequestKind, path: string) => {
  const statuses = REQUEST_STATUSES[kind].join(', ');
  return new HttpError(400, `Unknown status: choose one of ${statuses}.`, {
    code: 'unknown_status',
    errors: [{ path, message: `Choose one of ${statuses}.` }],
  });
};

/** What an export's audit row says: how many rows, with which filters. */
/** An export's audit summary: how many rows, and the filters as given (their names are the API's). */
function exportSummary(
  count: number,
  query: Record<string, string | undefined>,
): Pick<AuditRecord, 'summary' | 'detail'> {
  const filters = Object.entries(query)
    .filter(([name, value]) => value !== undefined && name !== 'lng')
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  return {
    summary: `${count} row${count === 1 ? '' : 's'}${filters ? ` (${filters})` : ''}`,
    detail: filters
      ? { code: 'rows_exported_filtered', params: { count, filters } }
      : { code: 'rows_exported', params: { count } },
  };
}

export function pipelineRoutes<Entity extends PipelineEntity>(
  instance: FastifyInstance,
  options: PipelineRouteOptions<Entity>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { kind, tag, noun, entitySchema, store, exportContext } = options;
  const path = REQUEST_PATHS[kind];
  const access = app.requireStaff(REQUEST_AREAS[kind]);
  const DetailSchema = z.intersection(entitySchema, RequestTrailSchema);

  app.get(
    `/${path}`,
    {
      onRequest: access,
      schema: {
        tags: [tag],
        summary: `${noun}s, newest first: the active ones, or ?archived=true / ?spam=true; filters status, q (search), from and to (YYYY-MM-DD, days in the centre's time zone, both included)${kind === 'lead' ? ', sessionId' : ''}; limit and offset answer one page; without limit, the first ${LIST_MAX_ROWS}; the total in X-Total-Count`,
        querystring: RequestListQuerySchema,
        response: { 200: z.array(entitySchema), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(kind, request.query);
      const { items, total } = await store.list(
        filters.limit === undefined ? { ...filters, limit: LIST_MAX_ROWS, offset: 0 } : filters,
      );
      reply.header('X-Total-Count', String(total ?? items.length));
      return items;
    },
  );

  app.get(
    `/${path}/export.csv`,
    {
      onRequest: access,
      schema: {
        tags: [tag],
        summary: `The ${noun.toLowerCase()}s the filters keep, as CSV for a spreadsheet (UTF-8 with BOM, ';', dates in Tunis, notes newest first), streamed; lng: the headings' language; one export per staff member at once, a few per server (429 beyond)`,
        querystring: RequestExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(kind, request.query);
      const release = app.exportSlots.take(staffOf(request)._id);
      try {
        const { total } = await store.list({ ...filters, limit: 0, offset: 0 });
        await app.audit.record(actingStaff(request), {
          action: 'request.export',
          target: { kind, label: `${noun}s` },
          ...exportSummary(total ?? 0, request.query),
        });
        const csv = requestsCsvStream(kind, request.query.lng ?? 'fr', {
          batches: store.batches(filters),
          notesOf: (ids) => store.notesOf(ids),
          ...(exportContext ? { contextOf: exportContext } : {}),
        });
        // The slot is free once the file has left, or the client has gone.
        csv.once('close', release);
        reply.raw.once('close', release);
        // A stream, which the 200 schema (the text the client receives) does not type.
        return await (reply as FastifyReply)
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachmentHeader(`${path}-${centreToday()}.csv`))
          .header('Cache-Control', 'no-store')
          .send(csv);
      } catch (error) {
        release();
        throw error;
      }
    },
  );

  app.get(
    `/${path}/:id`,
    {
      onRequest: access,
      schema: {
        tags: [tag],
        summary: `One ${noun.toLowerCase()} with its notes and its history of statuses`,
        params: IdParamsSchema,
        response: { 200: DetailSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const found = await store.find(request.params.id);
      if (!found) throw notFound(noun);
      return { ...found, ...(await store.trail(request.params.id)) };
    },
  );

  app.patch(
    `/${path}/:id`,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: access,
      schema: {
        tags: [tag],
        summary: `Set the status of a ${noun.toLowerCase()} (${REQUEST_STATUSES[kind].join(', ')}); lost and rejected may carry a reason`,
        params: IdParamsSchema,
        body: StatusChangeInputSchema,
        response: { 200: entitySchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      if (!isStatusOf(kind, status)) throw unknownStatus(kind, 'status');
      if (reason !== undefined && !REASONED_STATUSES.includes(status)) {
        throw new HttpError(400, `Only ${REASONED_STATUSES.join(' or ')} take a reason.`, {
          code: 'reason_not_allowed',
          errors: [{ path: 'reason', message: 'Leave the reason out for this status.' }],
        });
      }
      const changed = await app.requestService.changeStatus<Entity>(
        kind,
        request.params.id,
        status,
        reason,
        staffOf(request),
      );
      if (!changed) throw notFound(noun);
      return changed;
    },
  );

  app.post(
    `/${path}/:id/notes`,
    {
      bodyLimit: TEXT_BODY_LIMIT,
      onRequest: access,
      schema: {
        tags: [tag],
        summary: `Add a staff note to a ${noun.toLowerCase()} (5,000 characters at most)`,
        params: IdParamsSchema,
        body: NoteInputSchema,
        response: { 201: RequestNoteSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await app.requestService.addNote(kind, request.params.id, request.body.text, staffOf(request));
      if (!note) throw notFound(noun);
      return reply.status(201).send(note);
    },
  );
}
