/** /admin/instructors (SPEC §2): the add form (or the edit form of the one chosen) beside the list of instructors; delete after a confirmation. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_INSTRUCTORS_KEY, deleteInstructor, fetchInstructors } from '../../api/instructors.ts';
import type { Instructor } from '../../domain/entities.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { AdminPageHeader, ListEmpty, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { InstructorForm } from './InstructorForm.tsx';
import { InstructorList } from './InstructorList.tsx';

/** The filter finds an instructor by name or by title in any language. */
const searchText = ({ name, title }: Instructor) => [name, title.fr, title.en, title.ar].join(' ');

const panel = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

export default function InstructorsAdminPage() {
  const { t } = useTranslation();
  useAdminPageMeta({ title: t('admin_instructors.title'), description: t('admin_instructors.lead') });
  const formHeading = useId();
  const listHeading = useId();
  const query = useQuery({ queryKey: ADMIN_INSTRUCTORS_KEY, queryFn: ({ signal }) => fetchInstructors(signal) });
  const list = usePagedList(query.data, searchText);
  const [editing, setEditing] = useState<Instructor>();

  const remove = useConfirmedAction<Instructor>({
    run: (instructor) => deleteInstructor(instructor._id),
    queryKey: ADMIN_INSTRUCTORS_KEY,
    confirmMessage: t('admin_instructors.confirm.delete'),
    itemName: (instructor) => instructor.name,
    confirmLabel: t('admin_instructors.list.delete'),
    toasts: {
      loading: t('admin_instructors.toasts.deleting'),
      success: t('admin_instructors.toasts.deleted'),
      failure: t('admin_instructors.toasts.delete_error'),
    },
  });

  return (
    <>
      <AdminPageHeader title={t('admin_instructors.title')} lead={t('admin_instructors.lead')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby={formHeading} className={`${panel} lg:sticky lg:top-6`}>
          <h2 id={formHeading} className="mb-5 text-lg font-bold text-slate-900">
            {editing ? t('admin_instructors.form.edit_title') : t('admin_instructors.form.title')}
          </h2>
          {/* A form of its own for each instructor edited: it starts from their values. */}
          <InstructorForm
            key={editing?._id ?? 'new'}
            headingId={formHeading}
            editing={editing}
            onDone={() => setEditing(undefined)}
          />
        </section>

        <section aria-labelledby={listHeading} className={panel}>
          <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
            <h2 id={listHeading} className="text-lg font-bold text-slate-900">
              {t('admin_instructors.list.title', { total: query.data?.length ?? 0 })}
            </h2>
            <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_instructors.list.filter')} />
          </div>
          {query.isPending ? (
            <ListLoading bare />
          ) : query.isError ? (
            <ListLoadError message={t('admin_instructors.list.load_error')} onRetry={() => void query.refetch()} bare />
          ) : list.rows.length === 0 ? (
            <ListEmpty text={t('admin_instructors.list.empty')} filtered={list.total > 0} bare />
          ) : (
            <>
              <InstructorList
                instructors={list.rows}
                busyId={remove.busyId}
                onEdit={setEditing}
                onDelete={remove.ask}
              />
              <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
            </>
          )}
        </section>
      </div>
      {remove.dialog}
    </>
  );
}
