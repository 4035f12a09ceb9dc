/**
 * What makes a public form work as a plain HTML form too (shared/domain/page-forms.ts): it posts
 * to its page's own address, carries the page's language, and starts from what the server answered
 * a post sent without the app (the visitor's values, each field's problem, or ?sent= once it
 * arrived). When the app takes over a page rendered by the server, its form starts from what is in
 * the fields as it takes them (react-hook-form reads a field it has no value for): what the visitor
 * typed before the app arrived, even while it arrives, is kept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  type PageFormName,
  REFUSED_PAGE_FORM_KEY,
  type RefusedPageForm,
  SENT_PARAM,
  SENT_TO_WAITING_LIST,
} from '../../domain/page-forms.ts';

/** The server's words for a refused post, as its values: text fields as sent, a checkbox as ticked ("on"). */
function sentValues<Values extends FieldValues>(refused: RefusedPageForm, empty: Values): Values {
  return Object.fromEntries(
    Object.entries(empty).map(([name, nothing]) => {
      const sent = refused.values[name];
      return [name, typeof nothing === 'boolean' ? sent !== undefined && sent !== '' : (sent ?? nothing)];
    }),
  ) as Values;
}

export interface PageFormStart<Values extends FieldValues> {
  /** For the <form>: its id, where and how it posts without the app. */
  formProps: { id: string; action: string; method: 'post'; noValidate: true };
  /** The page's language, which the post carries (its acknowledgment is written in it). */
  languageField: { type: 'hidden'; name: 'language'; value: string };
  /** What the fields show in the HTML: the values of a refused post, else empty (registerInPage). */
  htmlValues: Values;
  /** For useForm: the same, but for a form the app takes over from the page, none for its fields, which it reads. */
  defaultValues: DefaultValues<Values>;
  /** The problems the server found in a post it refused, for useForm's `errors`; undefined otherwise. */
  errors?: FieldErrors<Values>;
  /** The server's words for a problem no field shows. */
  problem?: RefusedPageForm['problem'];
  /** The form was sent (?sent=): to the waiting list, or not. */
  sent?: { waitingList: boolean };
  /** Whether the page arrived with this form's answer (refused or sent): a dialog holding it starts open. */
  answered: boolean;
  /** Once the visitor is done with the answer (the dialog closed, the form filled again): the address no longer says it. */
  forgetAnswer(): void;
}

export function usePageFormStart<Values extends FieldValues>(form: PageFormName, empty: Values): PageFormStart<Values> {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = `${form}-form`;
  const [start] = useState(() => {
    const refused = queryClient.getQueryData<RefusedPageForm>(REFUSED_PAGE_FORM_KEY);
    const mine = refused?.form === form ? refused : undefined;
    // Not on the server, which has no document (nor HTMLFormElement).
    const inPage = typeof document === 'undefined' ? null : document.getElementById(id);
    const sentParam = new URLSearchParams(search).get(SENT_PARAM);
    const htmlValues = mine ? sentValues(mine, empty) : empty;
    return {
      htmlValues,
      // A form the app takes over from the page: no value for its fields, which are read as they are
      // (what was typed), only for what is no field (the course a pre-registration is for).
      defaultValues: (inPage !== null && inPage instanceof HTMLFormElement
        ? Object.fromEntries(Object.entries(htmlValues).filter(([name]) => !inPage.elements.namedItem(name)))
        : htmlValues) as DefaultValues<Values>,
      errors: mine
        ? (Object.fromEntries(
            Object.entries(mine.errors).map(([field, code]) => [field, { type: code, message: '' }]),
          ) as FieldErrors<Values>)
        : undefined,
      problem: mine?.problem,
      sent:
        sentParam === form || (form === 'preregistration' && sentParam === SENT_TO_WAITING_LIST)
          ? { waitingList: sentParam === SENT_TO_WAITING_LIST }
          : undefined,
    };
  });
  return {
    // The page the server answers opens at the form (its problems, or its confirmation in its place).
    formProps: { id, action: `${pathname}#${id}`, method: 'post', noValidate: true },
    languageField: { type: 'hidden', name: 'language', value: i18n.resolvedLanguage ?? 'fr' },
    ...start,
    answered: Boolean(start.errors ?? start.problem ?? start.sent),
    forgetAnswer: () => {
      const query = new URLSearchParams(search);
      if (!query.has(SENT_PARAM)) return;
      query.delete(SENT_PARAM);
      void navigate({ pathname, search: query.size > 0 ? `?${query}` : '', hash }, { replace: true });
    },
  };
}

/**
 * A public form's state (react-hook-form, checked by `resolver`, the request's schema) from where
 * it starts (usePageFormStart), and whether it was sent; `startAgain` empties it, drops its thanks
 * and the answer from the address (a dialog closed, a form to fill again).
 */
export function usePageForm<Values extends FieldValues, Sent>(
  name: PageFormName,
  resolver: Resolver<Values, unknown, Sent>,
  empty: Values,
) {
  const start = usePageFormStart(name, empty);
  const [sent, setSent] = useState(start.sent);
  const form = useForm<Values, unknown, Sent>({ resolver, defaultValues: start.defaultValues, errors: start.errors });
  const startAgain = () => {
    form.reset(empty);
    setSent(undefined);
    start.forgetAnswer();
  };
  return { start, form, sent, setSent, startAgain };
}

/**
 * `register`, the field's start value also written into the HTML: what a refused post's page shows
 * without the app (the app's form then sets the same). Not for radio buttons, whose value is their own.
 */
export function registerInPage<Values extends FieldValues>(register: UseFormRegister<Values>, values: Values) {
  return (name: Path<Values>): UseFormRegisterReturn & { defaultValue?: string; defaultChecked?: boolean } => {
    const value: unknown = values[name];
    return typeof value === 'boolean'
      ? { ...register(name), defaultChecked: value }
      : { ...register(name), defaultValue: String(value ?? '') };
  };
}

/**
 * What stopped a post the server refused beyond its fields (a CV of another type, too many requests
 * at once…), atop the form, in the page's language as the app would say it (errorMessage); else `fallback`.
 */
export function PageFormProblem({ problem, fallback }: { problem: RefusedPageForm['problem']; fallback: string }) {
  const { t, i18n } = useTranslation();
  if (!problem) return null;
  const key = `api_errors.${problem.code}`;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {problem.code && i18n.exists(key) ? t(key as never, problem.params ?? {}) : fallback}
    </p>
  );
}
