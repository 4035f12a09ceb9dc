/**
 * The public pages' forms, which also work as plain HTML forms: posted to their page's own address
 * without the app (no script, or before it has arrived), answered by the server with the page again
 * (the visitor's values and each field's problem, 400) or sent to its confirmation (303, so that a
 * reload does not send it twice). The app, once there, sends them through the API instead.
 */
import type { ValidationCode } from './validation-codes.ts';

/** Each page's form, by the page it is on (shared/domain/site-routes.ts). */
export const PAGE_FORMS = {
  course: 'preregistration',
  companies: 'quote',
  careers: 'application',
  contact: 'contact',
} as const;
export type PageFormName = (typeof PAGE_FORMS)[keyof typeof PAGE_FORMS];

/** ?sent=<form> (or its waiting-list variant): the page shows that form's confirmation. */
export const SENT_PARAM = 'sent';
/** ?sent= of a pre-registration the server put on its session's waiting list. */
export const SENT_TO_WAITING_LIST = 'preregistration-waiting-list';

/** What a form's page says of a post the server refused: the values sent (no file) and the problem of each field. */
export interface RefusedPageForm {
  form: PageFormName;
  values: Record<string, string>;
  /** By field name; `form` for a problem no field shows (the form's message then says it). */
  errors: Record<string, ValidationCode>;
  /** A problem no field shows, as the API would say it (its `code` and `params` are translated where known). */
  problem?: { code?: string; params?: Record<string, string | number>; message: string };
}

/** The query key the refused post travels under, with the page's other answers, to the browser that hydrates it. */
export const REFUSED_PAGE_FORM_KEY = ['refused-page-form'] as const;

/** A checkbox posted by a plain form: present ("on") when ticked, absent when not. */
export const isTicked = (value: string | undefined): boolean => value !== undefined && value !== '';
