/**
 * /admin/courses (SPEC §2): every course, drafts included, with publish/unpublish, edit and delete
 * (confirmed first, SPEC §5) and the toasts of SPEC §8. On a phone each row becomes a card.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteCourse, fetchAllCourses, toggleCoursePublished } from '../../api/courses.ts';
import type { Course } from '../../domain/entities.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { ADMIN_COURSES_KEY, showFailure } from './admin-courses.ts';

/** What the filter looks in: the title in every language and the category. */
const searchText = (course: Course) => `${course.title.fr} ${course.title.en} ${course.title.ar} ${course.category}`;

const smallButton =
  'inline-flex items-center justify-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium ring-1 sm:gap-1.5 sm:px-3 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export default function CoursesListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const courses = useQuery({ queryKey: ADMIN_COURSES_KEY, queryFn: ({ signal }) => fetchAllCourses(signal) });
  const list = usePagedList(courses.data, searchText);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [toDelete, setToDelete] = useState<Course | undefined>();
  const publish = useMutation({ mutationFn: toggleCoursePublished });
  const remove = useMutation({ mutationFn: deleteCourse });

  useEffect(() => {
    // SPEC §8: a list that cannot load is logged; the screen says so in place, without a toast.
    if (courses.error) console.error('The admin course list could not be loaded.', courses.error);
  }, [courses.error]);

  const markPending = (id: string, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const togglePublished = async (course: Course) => {
    const toastId = toast.loading(t('admin_courses.toasts.publish_loading'));
    markPending(course._id, true);
    try {
      const updated = await publish.mutateAsync(course._id);
      queryClient.setQueryData<Course[]>(ADMIN_COURSES_KEY, (current) => current?.map((item) => (item._id === updated._id ? updated : item)));
      toast.success(t('admin_courses.toasts.publish_success'), { id: toastId });
    } catch (error) {
      showFailure(toastId, error, t('admin_courses.toasts.publish_error'));
    } finally {
      markPending(course._id, false);
    }
  };

  const confirmDelete = async () => {
    const course = toDelete;
    setToDelete(undefined);
    if (!course) return;
    const toastId = toast.loading(t('admin_courses.toasts.delete_loading'));
    markPending(course._id, true);
    try {
      await remove.mutateAsync(course._id);
      queryClient.setQueryData<Course[]>(ADMIN_COURSES_KEY, (current) => current?.filter((item) => item._id !== course._id));
      void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
      toast.success(t('admin_courses.toasts.delete_success'), { id: toastId });
    } catch (error) {
      showFailure(toastId, error, t('admin_courses.toasts.delete_error'));
    } finally {
      markPending(course._id, false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin_courses.list.title')}</h1>
          <p className="mt-1 text-slate-600">{t('admin_courses.list.subtitle')}</p>
        </div>
        <Link to="/admin/courses/add" className={`${primaryButton} shrink-0`}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin_courses.list.add')}
        </Link>
      </div>

      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_courses.list.filter')} />
          {courses.data && <p className="text-sm text-slate-600">{t('admin_courses.list.count', { count: list.total })}</p>}
        </div>

        {courses.isPending ? (
          <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner className="size-6 text-brand-700" />
            {t('common.loading')}
          </p>
        ) : courses.isError ? (
          <div className="px-4 py-16 text-center">
            <p className="text-slate-700">{t('admin_courses.list.load_error')}</p>
            <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void courses.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : list.total === 0 ? (
          <div className="px-4 py-16 text-center">
            <BookOpen aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <p className="mt-3 font-semibold text-slate-900">{t('admin_courses.list.empty_title')}</p>
            <p className="mt-1 text-slate-600">{t('admin_courses.list.empty_text')}</p>
          </div>
        ) : list.matching === 0 ? (
          <p className="px-4 py-16 text-center text-slate-600">{t('admin.list.no_match')}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin_courses.list.caption')}</caption>
            <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group">
              <tr>
                <th scope="col" className="px-6 py-3 text-start">
                  {t('admin_courses.list.columns.title')}
                </th>
                <th scope="col" className="px-6 py-3 text-start">
                  {t('admin_courses.list.columns.category')}
                </th>
                <th scope="col" className="px-6 py-3 text-start">
                  {t('admin_courses.list.columns.status')}
                </th>
                <th scope="col" className="px-6 py-3 text-end">
                  {t('admin_courses.list.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.rows.map((course) => (
                <CourseRow
                  key={course._id}
                  course={course}
                  busy={pending.has(course._id)}
                  onTogglePublished={() => void togglePublished(course)}
                  onDelete={() => setToDelete(course)}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('admin.confirm.title')}
        message={t('admin_courses.confirm_delete')}
        confirmLabel={t('admin_courses.list.delete')}
        cancelLabel={t('admin.confirm.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(undefined)}
      />
    </div>
  );
}

interface CourseRowProps {
  course: Course;
  busy: boolean;
  onTogglePublished(): void;
  onDelete(): void;
}

/** A table row from md up; below, the same cells stack into a card. */
function CourseRow({ course, busy, onTogglePublished, onDelete }: CourseRowProps) {
  const { t } = useTranslation();
  const title = course.title.fr;
  return (
    <tr className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4 md:table-row md:p-0">
      <th scope="row" className="w-full text-start text-base font-semibold text-slate-900 md:w-auto md:px-6 md:py-4 md:text-sm">
        {/* The French title keeps its own direction inside an Arabic table. */}
        <bdi lang="fr">{title}</bdi>
      </th>
      <td className="text-slate-700 md:px-6 md:py-4">
        <span className="sr-only md:hidden">{t('admin_courses.list.columns.category')} </span>
        {t(`categories.${course.category}`)}
      </td>
      <td className="md:px-6 md:py-4">
        <span className="sr-only md:hidden">{t('admin_courses.list.columns.status')} </span>
        <StatusBadge published={course.isPublished} />
      </td>
      <td className="w-full pt-1 md:w-auto md:px-6 md:py-4">
        <div className="flex flex-wrap gap-2 whitespace-nowrap md:flex-nowrap md:justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={onTogglePublished}
            aria-label={t(course.isPublished ? 'admin_courses.list.unpublish_label' : 'admin_courses.list.publish_label', { title })}
            className={`${smallButton} ${course.isPublished ? 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50' : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100'}`}
          >
            {course.isPublished ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {t(course.isPublished ? 'admin_courses.list.unpublish' : 'admin_courses.list.publish')}
          </button>
          <Link
            to={`/admin/courses/edit/${encodeURIComponent(course._id)}`}
            aria-label={t('admin_courses.list.edit_label', { title })}
            className={`${smallButton} bg-white text-slate-800 ring-slate-300 hover:bg-slate-50`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('admin_courses.list.edit')}
          </Link>
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            aria-label={t('admin_courses.list.delete_label', { title })}
            className={`${smallButton} bg-white text-red-700 ring-red-200 hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin_courses.list.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        published ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-amber-50 text-amber-800 ring-amber-600/25'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${published ? 'bg-emerald-600' : 'bg-amber-500'}`} />
      {t(published ? 'admin_courses.list.status.published' : 'admin_courses.list.status.draft')}
    </span>
  );
}
