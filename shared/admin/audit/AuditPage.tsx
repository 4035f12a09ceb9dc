/**
 * /admin/audit: the audit trail, newest first, one page at a time from the server, filtered by
 * who, what and which days. The filters and the page live in the address
 * (`?actor=<id>&action=course.publish&from=2026-03-01&to=2026-03-31&page=2`), so that the back
 * button undoes a filter and a link shows a colleague the same rows.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_ACTORS_KEY,
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditPageKey,
  fetchAuditActors,
  fetchAuditPage,
} from '../../api/audit.ts';
import { AUDIT_ACTIONS, type AuditEntry } from '../../domain/audit.ts';
import { REQUEST_KINDS, type RequestKind, requestStatusLabel } from '../../domain/pipeline.ts';
import { calendarDayOrNone, daysInOrder } from '../../domain/calendar.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { inputClass } from '../../ui/Field.tsx';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { DayInput } from '../components/DayInput.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { Pagination } from '../components/ListControls.tsx';
import { AdminPageHeader, ListEmpty, QueryStates } from '../components/ListStates.tsx';

type FilterName = keyof AuditFilters;
const FILTERS: readonly FilterName[] = ['actor', 'action', 'from', 'to'];

/** The filters and page an address describes; anything malformed in it is ignored. */
export function readAuditUrl(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const action = params.get('action') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      actor: params.get('actor') || undefined,
      action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : undefined,
      from: calendarDayOrNone(params.get('from')),
      to: calendarDayOrNone(params.get('to')),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const adminLanguage = toLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const { filters, page } = readAuditUrl(params);
  const badRange = !daysInOrder(filters.from, filters.to);

  const list = useQuery({
    queryKey: auditPageKey(filters, page),
    queryFn: ({ signal }) => fetchAuditPage(filters, page, signal),
    placeholderData: keepPreviousData,
    // The server would refuse it (400): the form says why instead.
    enabled: !badRange,
  });
  const actors = useQuery({ queryKey: AUDIT_ACTORS_KEY, queryFn: ({ signal }) => fetchAuditActors(signal) });

  const update = (changes: Partial<Record<FilterName | 'page', string | undefined>>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // Another filter is another list: back to its first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace });
  };
  const setPage = (to: number, options: { replace?: boolean } = {}) =>
    update({ page: to > 1 ? String(to) : undefined }, options.replace);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  // A page past the end (an old link): its last page instead.
  const clampPage = useEffectEvent(() => setPage(pageCount, { replace: true }));
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) clampPage();
  }, [pastTheEnd]);

  const filtered = FILTERS.some((name) => filters[name]);
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('admin_audit.columns.at'), cell: (entry) => <DateTime iso={entry.at} /> },
    {
      key: 'action',
      header: t('admin_audit.columns.action'),
      kind: 'title',
      cell: (entry) => <strong className="font-semibold">{actionName(entry.action)}</strong>,
    },
    { key: 'actor', header: t('admin_audit.columns.actor'), cell: (entry) => <Actor entry={entry} /> },
    {
      key: 'target',
      header: t('admin_audit.columns.target'),
      className: 'md:max-w-64',
      cell: (entry) =>
        entry.target ? (
          <span className="flex flex-col">
            <span className="text-xs text-slate-600">
              {t(`admin_audit.kinds.${entry.target.kind}`, { defaultValue: entry.target.kind })}
            </span>
            {/* An export's label is the list's English name: its kind says it in the admin's language. */}
            {entry.action !== 'request.export' && (
              <span dir="auto" className="break-words">
                {entry.target.label}
              </span>
            )}
          </span>
        ) : null,
    },
    {
      key: 'summary',
      header: t('admin_audit.columns.summary'),
      className: 'md:max-w-80',
      cell: (entry) => (
        <span dir="auto" className="break-words">
          {summaryText(entry)}
        </span>
      ),
    },
  ];

  /** The summary in the admin's language when the row gives its code; a row older than the codes, as written then. */
  function summaryText({ summary, detail, target }: AuditEntry): string {
    if (!detail) return summary;
    const params: Record<string, string | number> = { ...detail.params };
    // Words among the values are codes too: a refusal's reason, a role, a status, a session's mode.
    const word = (name: string, key: (code: string) => string) => {
      const code = params[name];
      if (typeof code === 'string') params[name] = t(key(code), { defaultValue: code });
    };
    word('why', (code) => `admin_audit.refusals.${code}`);
    for (const name of ['role', 'fromRole', 'toRole']) word(name, (code) => `admin_staff.roles.${code}`);
    word('mode', (code) => `admin_sessions.modes.${code}`);
    word('sessionStatus', (code) => `admin_sessions.states.${code}`);
    word('courseState', (code) => `admin_courses.list.status.${code}`);
    const requestKind =
      target && (REQUEST_KINDS as readonly string[]).includes(target.kind) ? (target.kind as RequestKind) : undefined;
    if (requestKind) {
      for (const name of ['from', 'to'])
        if (typeof params[name] === 'string')
          params[name] = requestStatusLabel(requestKind, params[name], adminLanguage);
    }
    if (detail.code === 'account_changed') params.changes = accountChanges(params);
    return t(`admin_audit.summaries.${detail.code}`, params);
  }

  /** An account's changes, each in the admin's language: "Nom : A → B ; Désactivé (sessions fermées)". */
  function accountChanges(params: Record<string, string | number>): string {
    return [
      ...(params.fromName !== undefined
        ? [t('admin_audit.changes.name', { from: params.fromName, to: params.toName })]
        : []),
      ...(params.fromRole !== undefined
        ? [t('admin_audit.changes.role', { from: params.fromRole, to: params.toRole })]
        : []),
      ...(params.active === 'reactivated'
        ? [t('admin_audit.changes.reactivated')]
        : params.active === 'deactivated'
          ? [t('admin_audit.changes.deactivated')]
          : []),
    ].join(t('admin_audit.changes.separator'));
  }

  function actionName(action: string): string {
    return t(`admin_audit.actions.${action}`, { defaultValue: action });
  }

  return (
    <>
      <AdminPageHeader
        title={list.data ? t('admin_audit.title_count', { total }) : t('admin_audit.title')}
        lead={t('admin_audit.lead')}
      />

      <AuditFilterBar
        filters={filters}
        actors={actors.data ?? []}
        actionName={actionName}
        onChange={(name, value) => update({ [name]: value || undefined }, true)}
      />
      {badRange && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {t('admin.list.bad_range')}
        </p>
      )}

      {badRange ? null : (
        <QueryStates query={list} loadError={t('admin_audit.load_error')}>
          {(data) =>
            data.items.length === 0 ? (
              <ListEmpty text={t('admin_audit.empty')} filtered={filtered}>
                {filtered && (
                  <button
                    type="button"
                    className={rowButton}
                    onClick={() => update({ actor: undefined, action: undefined, from: undefined, to: undefined })}
                  >
                    {t('admin_audit.clear_filters')}
                  </button>
                )}
              </ListEmpty>
            ) : (
              <div
                aria-busy={list.isPlaceholderData}
                className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
              >
                <AdminTable
                  caption={t('admin_audit.caption')}
                  columns={columns}
                  rows={data.items}
                  rowKey={(entry) => entry._id}
                />
                <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPage={(to) => setPage(to)} />
              </div>
            )
          }
        </QueryStates>
      )}
    </>
  );
}

/** Who acted: a staff member by name and e-mail, a refused sign-in by the e-mail tried, or the server itself. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { _id, name, email } = entry.actor;
  if (!_id && !email) return <span>{t('admin_audit.system')}</span>;
  return (
    <span className="flex flex-col">
      <span dir="auto">{name || t('admin_audit.unknown_actor')}</span>
      {email && (
        <span dir="ltr" className="text-xs break-all text-slate-600">
          {email}
        </span>
      )}
    </span>
  );
}

function AuditFilterBar({
  filters,
  actors,
  actionName,
  onChange,
}: {
  filters: AuditFilters;
  actors: { _id: string; name: string; email: string }[];
  actionName(action: string): string;
  onChange(name: FilterName, value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = 'mb-1 block text-sm font-medium text-slate-700';
  return (
    <form
      role="search"
      aria-label={t('admin_audit.filters')}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      {(
        [
          ['actor', actors.map((actor) => ({ value: actor._id, text: `${actor.name} (${actor.email})` }))],
          ['action', AUDIT_ACTIONS.map((action) => ({ value: action, text: actionName(action) }))],
        ] as const
      ).map(([name, options]) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className={label}>
            {t(`admin_audit.${name}`)}
          </label>
          <select
            id={`${id}-${name}`}
            className={inputClass}
            value={filters[name] ?? ''}
            onChange={(event) => onChange(name, event.target.value)}
          >
            <option value="">{t(`admin_audit.any_${name}`)}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
      ))}
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className={label}>
            {t(`admin_audit.${name}`)}
          </label>
          <DayInput id={`${id}-${name}`} value={filters[name]} onChange={(day) => onChange(name, day ?? '')} />
        </div>
      ))}
    </form>
  );
}
