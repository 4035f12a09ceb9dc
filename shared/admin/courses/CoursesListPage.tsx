/**
 * /admin/courses (SPEC §2): every course, drafts included, with publish/unpublish, edit and delete
 * (confirmed first, SPEC §5) and the toasts of SPEC §8. Sortable by title, price, status and last
 * update, within the text filter and the pages. On a phone each row becomes a card.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_COURSES_KEY, adminCoursesQuery, deleteCourse, toggleCoursePublished } from '../../api/courses.ts';
import type { Course } from '../../domain/entities.ts';
import { TRANSLATED_LANGUAGES, untranslatedCourseFields } from '../../domain/localize.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { Price } from '../../ui/Price.tsx';
import { primaryButton } from '../../ui/buttons.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { ToTranslateMark } from '../components/ToTranslateMark.tsx';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { AdminPageHeader, ListEmpty, QueryStates } from '../components/ListStates.tsx';
import { DemoContentBanner } from '../content/DemoContentBanner.tsx';
import { type Comparators, usePagedList } from '../components/usePagedList.ts';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { withSaveToasts } from '../forms/save-toasts.ts';

/** What the filter looks in: the title in every language and the category. */
const searchText = (course: Course) => `${course.title.fr} ${course.title.en} ${course.title.ar} ${course.category}`;

const frenchTitles = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
/** What a learner pays: the sale price when there is one. */
const pricePaid = (course: Course) => course.salePrice ?? course.price;

/** The sortable columns, ascending; the table shows French titles, so they sort as French. */
const COMPARATORS: Comparators<Course> = {
  title: (a, b) => frenchTitles.compare(a.title.fr, b.title.fr),
  price: (a, b) => pricePaid(a) - pricePaid(b),
  // Drafts first: the ones still to finish.
  status: (a, b) => Number(a.isPublished) - Number(b.isPublished),
  updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
};

const smallButton =
  'inline-flex items-center justify-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium ring-1 sm:gap-1.5 sm:px-3 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export default function CoursesListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const courses = useQuery(adminCoursesQuery);
  const list = usePagedList(courses.data, searchText, { comparators: COMPARATORS });
  const [publishing, setPublishing] = useState<ReadonlySet<string>>(() => new Set());
  const publish = useMutation({ mutationFn: toggleCoursePublished });

  const remove = useConfirmedAction<Course>({
    run: (course) => deleteCourse(course._id),
    queryKey: ADMIN_COURSES_KEY,
    confirmMessage: t('admin_courses.confirm_delete'),
    // Named as its row names it.
    itemName: (course) => course.title.fr,
    confirmLabel: t('admin_courses.list.delete'),
    toasts: {
      loading: t('admin_courses.toasts.delete_loading'),
      success: t('admin_courses.toasts.delete_success'),
      failure: t('admin_courses.toasts.delete_error'),
    },
  });

  useEffect(() => {
    // SPEC §8: a list that cannot load is logged; the screen says so in place, without a toast.
    if (courses.error) console.error('The admin course list could not be loaded.', courses.error);
  }, [courses.error]);

  const markPublishing = (id: string, busy: boolean) =>
    setPublishing((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const togglePublished = async (course: Course) => {
    markPublishing(course._id, true);
    const { saved: updated } = await withSaveToasts(
      {
        loading: t('admin_courses.toasts.publish_loading'),
        success: t('admin_courses.toasts.publish_success'),
        failure: t('admin_courses.toasts.publish_error'),
      },
      () => publish.mutateAsync(course._id),
    );
    if (updated)
      queryClient.setQueryData<Course[]>(ADMIN_COURSES_KEY, (current) =>
        current?.map((item) => (item._id === updated._id ? updated : item)),
      );
    markPublishing(course._id, false);
  };

  const columns: Column<Course>[] = [
    {
      key: 'title',
      header: t('admin_courses.list.columns.title'),
      kind: 'title',
      sortable: true,
      // The French title keeps its own direction inside an Arabic table.
      cell: (course) => (
        <>
          <bdi lang="fr" className="font-semibold">
            {course.title.fr}
          </bdi>
          <ToTranslate course={course} />
        </>
      ),
    },
    {
      key: 'category',
      header: t('admin_courses.list.columns.category'),
      cell: (course) => t(`categories.${course.category}`),
    },
    {
      key: 'price',
      header: t('admin_courses.list.columns.price'),
      sortable: true,
      cell: (course) => <Price price={course.price} salePrice={course.salePrice} size="sm" />,
      className: 'md:whitespace-nowrap',
    },
    {
      key: 'status',
      header: t('admin_courses.list.columns.status'),
      sortable: true,
      cell: (course) => <StatusBadge published={course.isPublished} />,
    },
    {
      key: 'updated',
      header: t('admin_courses.list.columns.updated'),
      sortable: true,
      cell: (course) => <DateTime iso={course.updatedAt} />,
    },
    {
      key: 'actions',
      header: t('admin_courses.list.columns.actions'),
      kind: 'actions',
      cell: (course) => (
        <CourseActions
          course={course}
          busy={publishing.has(course._id) || remove.busyId === course._id}
          onTogglePublished={() => void togglePublished(course)}
          onDelete={() => remove.ask(course)}
        />
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t('admin_courses.list.title')} lead={t('admin_courses.list.subtitle')}>
        <Link to="/admin/courses/add" className={`${primaryButton} shrink-0`}>
          <Plus aria-hidden="true" className="size-5" />
          {t('admin_courses.list.add')}
        </Link>
      </AdminPageHeader>
      <DemoContentBanner />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_courses.list.filter')} />
        {courses.data && (
          <p className="text-sm text-slate-600">{t('admin_courses.list.count', { count: list.total })}</p>
        )}
      </div>

      <QueryStates query={courses} loadError={t('admin_courses.list.load_error')}>
        {() =>
          list.total === 0 ? (
            <div className="rounded-2xl bg-white px-4 py-16 text-center shadow-sm ring-1 ring-slate-200">
              <BookOpen aria-hidden="true" className="mx-auto size-10 text-brand-700" />
              <p className="mt-3 font-semibold text-slate-900">{t('admin_courses.list.empty_title')}</p>
              <p className="mt-1 text-slate-600">{t('admin_courses.list.empty_text')}</p>
            </div>
          ) : list.matching === 0 ? (
            <ListEmpty text={t('admin.list.no_match')} filtered />
          ) : (
            <>
              <AdminTable
                caption={t('admin_courses.list.caption')}
                columns={columns}
                rows={list.rows}
                rowKey={(course) => course._id}
                sort={list.sort}
                onSort={list.toggleSort}
              />
              <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
            </>
          )
        }
      </QueryStates>
      {remove.dialog}
    </div>
  );
}

interface CourseActionsProps {
  course: Course;
  busy: boolean;
  onTogglePublished(): void;
  onDelete(): void;
}

function CourseActions({ course, busy, onTogglePublished, onDelete }: CourseActionsProps) {
  const { t } = useTranslation();
  const title = course.title.fr;
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={onTogglePublished}
        aria-label={t(course.isPublished ? 'admin_courses.list.unpublish_label' : 'admin_courses.list.publish_label', {
          title,
        })}
        className={`${smallButton} ${course.isPublished ? 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50' : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100'}`}
      >
        {course.isPublished ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
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
    </>
  );
}

/** What of a course is in French only, per language ("à traduire · English : durée, acquis"); nothing once all is translated. */
function ToTranslate({ course }: { course: Course }) {
  const { t } = useTranslation();
  const missing = TRANSLATED_LANGUAGES.map((language) => ({
    language,
    fields: untranslatedCourseFields(course, language),
  })).filter(({ fields }) => fields.length > 0);
  if (missing.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs text-amber-800">
      <ToTranslateMark />
      {missing.map(({ language, fields }) => (
        <span key={language}>
          {t('admin_courses.list.to_translate_line', {
            language: LANGUAGE_NAMES[language],
            fields: fields.map((field) => t(`admin_courses.list.to_translate_fields.${field}`)).join(', '),
          })}
        </span>
      ))}
    </p>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        published
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
          : 'bg-amber-50 text-amber-800 ring-amber-600/25'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${published ? 'bg-emerald-600' : 'bg-amber-500'}`} />
      {t(published ? 'admin_courses.list.status.published' : 'admin_courses.list.status.draft')}
    </span>
  );
}
