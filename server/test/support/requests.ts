/** What staff do to a visitor's request in its inbox, through the API: the answers, for the test to check. */
import { sendMultipart, type TestContext } from './context.ts';

/** A visitor's application as the careers form sends it: its fields and a CV (a PDF unless said); answers the response. */
export async function postCandidature(
  ctx: TestContext,
  fields: Record<string, string>,
  cv: { filename: string; content: Buffer; contentType?: string },
  headers: Record<string, string> = {},
) {
  return sendMultipart(
    ctx,
    'POST',
    '/api/candidatures',
    fields,
    [{ name: 'cv', contentType: 'application/pdf', ...cv }],
    headers,
  );
}

/** An inbox of requests, as its API address names it. */
export type Inbox = 'leads' | 'company-leads' | 'candidatures' | 'contact-messages';

/** Moves a request to a status (with the reason a lost or refused one may carry). */
export const moveRequest = (ctx: TestContext, inbox: Inbox, id: string, change: { status: string; reason?: string }) =>
  ctx.inject({ method: 'PATCH', url: `/api/${inbox}/${id}`, headers: ctx.auth, payload: change });

/** Adds a staff note to a request. */
export const noteRequest = (ctx: TestContext, inbox: Inbox, id: string, text: string) =>
  ctx.inject({ method: 'POST', url: `/api/${inbox}/${id}/notes`, headers: ctx.auth, payload: { text } });
