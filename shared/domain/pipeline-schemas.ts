/**
 * The request pipeline's schemas: what the API accepts and sends about a request's status,
 * history and notes, and the filters of its lists (the vocabulary is in pipeline.ts).
 */
import { z } from 'zod';
import { daysInOrder, isCalendarDay } from './calendar.ts';
import { LANGUAGES } from './constants.ts';
import { REQUEST_LIMITS } from './pipeline.ts';
import { IdSchema, optionalText, requiredText } from './schemas.ts';

/** `PATCH /api/<kind>/:id`. The status is checked against the kind by the route. */
export const StatusChangeInputSchema = z.object({
  status: z.string({ error: 'Choose a status.' }).min(1, { error: 'Choose a status.' }).max(40),
  reason: optionalText(REQUEST_LIMITS.reason, 'lines'),
});
export type StatusChangeInput = z.output<typeof StatusChangeInputSchema>;

/** `POST /api/<kind>/:id/notes`. */
export const NoteInputSchema = z.object({ text: requiredText(REQUEST_LIMITS.note, 'lines') });
export type NoteInput = z.output<typeof NoteInputSchema>;

/** A staff member as a request's history and notes name them. */
export const StaffRefSchema = z.object({ _id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof StaffRefSchema>;

export const RequestNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: StaffRefSchema,
  createdAt: z.string(),
});
export type RequestNote = z.infer<typeof RequestNoteSchema>;

/** One change of status: from what, to what, why (lost / rejected), when and by whom. */
export const StatusChangeSchema = z.object({
  status: z.string(),
  from: z.string(),
  reason: z.string().optional(),
  at: z.string(),
  by: StaffRefSchema,
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** What GET /api/<kind>/:id adds to a request. */
export const RequestTrailSchema = z.object({ notes: z.array(RequestNoteSchema), history: z.array(StatusChangeSchema) });
export type RequestTrail = z.infer<typeof RequestTrailSchema>;

/** A calendar day in a query (YYYY-MM-DD), checked to exist. */
export const dateParam = z.string().refine(isCalendarDay, { error: 'Give a date as YYYY-MM-DD.' }).optional();
/** A query's `from` and `to` days: a range whose first day comes after its last is refused, not answered empty. */
export const withDaysInOrder = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S): S =>
  schema.refine((query) => daysInOrder(query.from, query.to), {
    error: 'The first day comes after the last.',
    path: ['from'],
  });

/** A whole number in a query, up to `max`. */
export const countParam = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: 'Give a whole number.' })
    .transform(Number)
    .refine((value) => value <= max, { error: `At most ${max}.` })
    .optional();

/** The most requests one list answer carries (a page's `limit` at most; a list asked without one, its first this many). */
export const REQUEST_PAGE_MAX = 500;

/**
 * The filters every pipeline list takes. None given: the active requests, newest first, at most
 * REQUEST_PAGE_MAX of them. `limit` cuts one page of it; the total is in X-Total-Count.
 */
const RequestFiltersSchema = z.object({
  spam: z.enum(['true', 'false']).optional(),
  archived: z.enum(['true', 'false']).optional(),
  status: z.string().max(40).optional(),
  q: z
    .string()
    .max(REQUEST_LIMITS.search, { error: `Search for ${REQUEST_LIMITS.search} characters at most.` })
    .optional(),
  from: dateParam,
  to: dateParam,
  /** Pre-registrations only: those naming this course session (another kind answers 400). */
  sessionId: IdSchema.optional(),
  limit: countParam(REQUEST_PAGE_MAX),
  offset: countParam(10_000_000),
});
export const RequestListQuerySchema = withDaysInOrder(RequestFiltersSchema).refine(
  (query) => query.offset === undefined || query.limit !== undefined,
  {
    error: 'Give limit with offset: offset moves through pages of limit rows.',
    path: ['offset'],
  },
);
export type RequestListQuery = z.output<typeof RequestListQuerySchema>;

/** GET /api/<kind>/export.csv: the list's filters (not its paging), and `lng` for the headings. */
export const RequestExportQuerySchema = withDaysInOrder(
  RequestFiltersSchema.omit({ limit: true, offset: true }).extend({
    lng: z.enum(LANGUAGES).optional(),
  }),
);
export type RequestExportQuery = z.output<typeof RequestExportQuerySchema>;
