import { ArrowRight, Tag } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchPublishedCourses } from '../../api/courses.ts';
import { HOME_POPULAR_COURSES, HOME_SALE_COURSES } from '../../domain/constants.ts';
import type { CourseSummary } from '../../domain/entities.ts';
import { useDocumentMeta } from '../useDocumentMeta.ts';
import { CourseList } from './CourseList.tsx';
import { HeroSection } from './HeroSection.tsx';
import { type DemoCourses, homeSections, type HomeSections, needsDemo } from './home-sections.ts';
import { CONTAINER } from './home-styles.ts';
import { AboutSection, ClosingCallSection, StepsSection, TestimonialsSection } from './InfoSections.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';

// The demo courses (three languages of text) are fetched only when the centre's own courses fall short.
const loadDemo = (): Promise<DemoCourses | undefined> =>
  import('../demo/demo-courses.ts').then(
    (demo) => (demo.demoCoursesEnabled() ? demo : undefined),
    () => undefined,
  );

/** The popular and sale courses, `undefined` while loading. */
function useHomeSections(): HomeSections | undefined {
  const [sections, setSections] = useState<HomeSections>();
  useEffect(() => {
    const controller = new AbortController();
    const settle = async (courses: CourseSummary[] | undefined, failed: boolean) => {
      const demo = needsDemo(courses, failed) ? await loadDemo() : undefined;
      // A transition: drawing the cards yields to the browser rather than holding the main thread.
      if (!controller.signal.aborted) startTransition(() => setSections(homeSections(courses, failed, demo)));
    };
    fetchPublishedCourses(controller.signal).then(
      (courses) => settle(courses, false),
      () => (controller.signal.aborted ? undefined : settle(undefined, true)),
    );
    return () => controller.abort();
  }, []);
  return sections;
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentMeta(t('home.meta.title'), t('home.meta.description'));
  const sections = useHomeSections();

  return (
    <>
      <HeroSection />
      <StepsSection />
      <section aria-labelledby="home-popular" className="bg-slate-50 py-16 sm:py-24">
        <div className={CONTAINER}>
          <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
            <SectionHeading id="home-popular" eyebrow={t('home.popular.eyebrow')} title={t('home.popular.title')} lead={t('home.popular.intro')} />
            <Link to="/courses" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {t('home.popular.see_all')}
              <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
            </Link>
          </div>
          {sections?.popular.length === 0 ? (
            <p className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">{t('home.popular.empty')}</p>
          ) : (
            <CourseList courses={sections?.popular} placeholders={HOME_POPULAR_COURSES} />
          )}
        </div>
      </section>
      {sections?.sale.length !== 0 && (
        <section aria-labelledby="home-sale" className="bg-linear-to-b from-amber-50 to-white py-16 sm:py-24">
          <div className={CONTAINER}>
            <div className="flex items-start gap-5">
              <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-400 text-slate-900 shadow-sm sm:flex">
                <Tag aria-hidden="true" className="flip-rtl size-7" strokeWidth={1.75} />
              </span>
              <SectionHeading id="home-sale" eyebrow={t('home.sale.eyebrow')} title={t('home.sale.title')} lead={t('home.sale.intro')} />
            </div>
            <CourseList courses={sections?.sale} placeholders={HOME_SALE_COURSES} />
          </div>
        </section>
      )}
      <AboutSection />
      <TestimonialsSection />
      <ClosingCallSection />
    </>
  );
}
