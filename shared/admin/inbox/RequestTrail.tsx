/** What happened to a request (its status changes) and what staff wrote about it (its notes), oldest first. */
import { type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { REQUEST_LIMITS, type RequestKind, type RequestNote, type StatusChange } from '../../domain/pipeline.ts';
import { formatDate } from '../../i18n/format.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { inputClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';
import { useAddNote } from './inbox-queries.ts';
import { panelHeading, panelSection } from './panel-style.ts';
import { useStatusLabel } from './status-style.tsx';

/** "by Name · 10 Mar 2025, 09:30": who and when, the parts kept in order in Arabic. */
function Byline({ name, at }: { name: string; at: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
      <span dir="auto">{t('admin_pipeline.panel.by', { name })}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={at}>{formatDate(at, i18n.language, DATE_WITH_TIME)}</time>
    </p>
  );
}

/** A part of the trail: its heading, then its list, or `empty` when there is nothing yet; `after`, what follows either. */
function TrailSection({
  heading,
  empty,
  after,
  children,
}: {
  heading: string;
  empty: string | false;
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={panelSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={panelHeading}>
        {heading}
      </h3>
      {empty ? <p className="text-sm text-slate-600">{empty}</p> : children}
      {after}
    </section>
  );
}

export function RequestHistory({ kind, history }: { kind: RequestKind; history: readonly StatusChange[] }) {
  const { t } = useTranslation();
  const label = useStatusLabel(kind);
  return (
    <TrailSection
      heading={t('admin_pipeline.panel.history')}
      empty={history.length === 0 && t('admin_pipeline.panel.history_empty')}
    >
      <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
        {history.map((change) => (
          <li key={`${change.at}-${change.status}`} className="space-y-0.5 text-sm">
            <p className="font-medium text-slate-900">
              {t('admin_pipeline.panel.history_change', { from: label(change.from), to: label(change.status) })}
            </p>
            {change.reason && (
              <p dir="auto" className="text-slate-700">
                {t('admin_pipeline.panel.reason_shown', { reason: change.reason })}
              </p>
            )}
            <Byline name={change.by.name} at={change.at} />
          </li>
        ))}
      </ol>
    </TrailSection>
  );
}

export function RequestNotes({ kind, id, notes }: { kind: RequestKind; id: string; notes: readonly RequestNote[] }) {
  const { t } = useTranslation();
  return (
    <TrailSection
      heading={t('admin_pipeline.panel.notes')}
      empty={notes.length === 0 && t('admin_pipeline.panel.notes_empty')}
      after={<NoteForm kind={kind} id={id} />}
    >
      <ol className="space-y-3">
        {notes.map((note) => (
          <li key={note._id} className="space-y-1 rounded-xl bg-amber-50/60 p-3 ring-1 ring-amber-100">
            <p dir="auto" className="text-sm break-words whitespace-pre-wrap text-slate-800">
              {note.text}
            </p>
            <Byline name={note.author.name} at={note.createdAt} />
          </li>
        ))}
      </ol>
    </TrailSection>
  );
}

/** A note to add, under the request's notes. */
function NoteForm({ kind, id }: { kind: RequestKind; id: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const add = useAddNote(kind, id);
  // A 401 ends the session (the query client says so): nothing to show here.
  const problem =
    add.error && !(add.error instanceof ApiError && add.error.status === 401)
      ? errorMessage(add.error, t('admin_pipeline.panel.note_error'))
      : undefined;

  const submit = () =>
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('admin_pipeline.panel.note_added'));
      },
    });

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {t('admin_pipeline.panel.note_label')}
      </label>
      <textarea
        id={fieldId}
        dir="auto"
        rows={3}
        value={text}
        maxLength={REQUEST_LIMITS.note}
        onChange={(event) => {
          setText(event.target.value);
          if (add.isError) add.reset();
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${fieldId}-counter${problem ? ` ${fieldId}-error` : ''}`}
        className={`${inputClass} resize-y`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${fieldId}-counter`} className="text-xs text-slate-600 tabular-nums">
          {t('admin_pipeline.panel.note_counter', { length: text.length, max: REQUEST_LIMITS.note })}
        </p>
        <button
          type="submit"
          className={`${primaryButton} px-4 py-2 text-sm`}
          disabled={add.isPending || text.trim() === ''}
        >
          {add.isPending && <Spinner className="size-4" />}
          {add.isPending ? t('admin_pipeline.panel.adding_note') : t('admin_pipeline.panel.add_note')}
        </button>
      </div>
      {problem && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
