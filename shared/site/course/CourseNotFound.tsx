import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WayBackLinks } from '../components/WayBackLinks.tsx';

/** An unknown course, or one that could not be loaded (SPEC §2, §8): a way back, never a dead end. */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('course_page.not_found_title')}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('course_page.not_found_text')}</p>
      <WayBackLinks
        home={t('course_page.back_home')}
        courses={t('course_page.see_courses')}
        className="mt-8 flex flex-col gap-3 sm:flex-row"
      />
    </section>
  );
}
