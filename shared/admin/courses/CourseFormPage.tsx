/**
 * /admin/courses/add and /admin/courses/edit/{id} (SPEC §2): one form, in add or edit mode. The
 * form is shown once what it starts from is known: the instructors, and in edit mode the course.
 * Under it, the course's sessions (once the course exists).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminCourseKey, fetchCourseForEdit } from '../../api/courses.ts';
import { ADMIN_INSTRUCTORS_KEY, fetchInstructors } from '../../api/instructors.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { CourseSessionsPanel, SessionsAfterSave } from '../sessions/CourseSessionsPanel.tsx';
import { isSessionRejected } from '../forms/save-toasts.ts';
import { FRESH_FOR_EDITING } from '../query-client.ts';
import { CourseForm } from './CourseForm.tsx';

export default function CourseFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = id !== undefined;

  const instructors = useQuery({ queryKey: ADMIN_INSTRUCTORS_KEY, queryFn: ({ signal }) => fetchInstructors(signal) });
  const course = useQuery({
    queryKey: adminCourseKey(id ?? ''),
    queryFn: ({ signal }) => fetchCourseForEdit(id ?? '', signal),
    enabled: editing,
    ...FRESH_FOR_EDITING,
  });

  useEffect(() => {
    if (instructors.error && !isSessionRejected(instructors.error)) {
      const message = t('admin_courses.toasts.instructors_error');
      toast.error(message, { id: message });
    }
  }, [instructors.error, t]);

  useEffect(() => {
    // A rejected session goes to /login through the admin query client, not back to the list.
    if (!course.error || isSessionRejected(course.error)) return;
    const message = t('admin_courses.toasts.load_error');
    toast.error(message, { id: message });
    navigate('/admin/courses', { replace: true });
  }, [course.error, navigate, t]);

  const ready = !instructors.isPending && (!editing || course.isSuccess);

  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/courses"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {t('admin_courses.form.back')}
      </Link>
      <div className="mt-3 mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t(editing ? 'admin_courses.form.edit_title' : 'admin_courses.form.add_title')}
        </h1>
        {editing && course.data && (
          <p className="mt-1 text-lg text-slate-600">
            <bdi lang="fr">{course.data.title.fr}</bdi>
          </p>
        )}
      </div>
      {ready ? (
        <>
          <CourseForm key={course.data?._id ?? 'new'} course={course.data} instructors={instructors.data ?? []} />
          {/* Apart from the course's form: sessions are saved by their own calls, not by its button. */}
          {course.data ? <CourseSessionsPanel courseId={course.data._id} /> : <SessionsAfterSave />}
        </>
      ) : (
        <p
          role="status"
          className="flex items-center justify-center gap-3 rounded-2xl bg-white py-16 text-slate-600 shadow-sm ring-1 ring-slate-200"
        >
          <Spinner className="size-6 text-brand-700" />
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
