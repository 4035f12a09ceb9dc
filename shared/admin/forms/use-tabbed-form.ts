/**
 * An admin form whose texts are written per language behind tabs: react-hook-form with the
 * schema's resolver; the focus moved by hand to the first problem, as its tab may be hidden (the
 * tab is shown first); and a 400's per-field problems set beside their fields like the form's own.
 */
import { type FieldErrors, type FieldValues, type Path, useForm, type UseFormProps } from 'react-hook-form';
import { fieldProblems } from '../../api/client.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { useLanguageTabs } from '../language-tabs/LanguageTabs.tsx';

/** Where a form's problems are, in the order its screen shows its fields. */
export interface ErrorLocator<Values extends FieldValues> {
  /** The first problem outside the language tabs. */
  firstGeneralError(errors: FieldErrors<Values>): string | undefined;
  /** The first problem of a language, in the order its tab shows them. */
  firstErrorIn(errors: FieldErrors<Values>, language: Language): string | undefined;
  /** A server's path (`title.ar`, `syllabus.0.content.en`) as the form's field; none when the form has no such field. */
  serverPathToField(path: string): string | undefined;
}

export function useTabbedForm<Values extends FieldValues, Output>({
  locate,
  ...options
}: UseFormProps<Values, unknown, Output> & { locate: ErrorLocator<Values> }) {
  const form = useForm<Values, unknown, Output>({ ...options, shouldFocusError: false });
  const languageTabs = useLanguageTabs();
  const languagesWithErrors = (found: FieldErrors<Values>): Language[] =>
    LANGUAGES.filter((language) => locate.firstErrorIn(found, language) !== undefined);

  /** Shows the first problem: a field outside the tabs first, else the first field of the first tab with one. */
  const revealFirstError = (found: FieldErrors<Values>) => {
    const general = locate.firstGeneralError(found);
    const tab = languagesWithErrors(found)[0];
    if (tab) languageTabs.reveal(tab);
    const field = general ?? (tab && locate.firstErrorIn(found, tab));
    if (field) form.setFocus(field as Path<Values>);
  };

  /** A 400's per-field problems beside their fields, the first one shown; nothing for another failure. */
  const showServerErrors = (error: unknown) => {
    const found: Record<string, unknown> = {};
    for (const { path, code, message } of fieldProblems(error)) {
      const field = locate.serverPathToField(path);
      if (!field) continue;
      form.setError(field as Path<Values>, { type: code, message });
      setDeep(found, field, { type: code, message });
    }
    if (Object.keys(found).length > 0) revealFirstError(found as FieldErrors<Values>);
  };

  return { ...form, languageTabs, languagesWithErrors, revealFirstError, showServerErrors };
}

/** Puts `value` at a dotted path ("syllabus.0.title.fr") so the server's problems read like the form's. */
function setDeep(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const [index, key] of keys.entries()) {
    if (index === keys.length - 1) {
      node[key] = value;
    } else {
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
  }
}
