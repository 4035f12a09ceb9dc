import { Tag } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCentrePageMeta } from '../centre-settings.ts';
import { HOME_POPULAR_COURSES, HOME_SALE_COURSES } from '../../domain/constants.ts';
import { CourseList } from './CourseList.tsx';
import { UpcomingSessions } from './UpcomingSessions.tsx';
import { HeroSection } from './HeroSection.tsx';
import { homeSections, type HomeSections } from './home-sections.ts';
import { siteQueries } from '../../api/site.ts';
import { CONTAINER } from './home-styles.ts';
import { AboutSection, ClosingCallSection, StepsSection, TestimonialsSection } from './InfoSections.tsx';
import { ForwardLink } from '../components/ForwardLink.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';

/** The popular and sale courses, `undefined` while loading. */
function useHomeSections(): HomeSections | undefined {
  const courses = useQuery(siteQueries.courses());
  const failed = courses.isError;
  if (courses.isPending && !failed) return undefined;
  return homeSections(courses.data, failed);
}

export function HomePage() {
  const { t } = useTranslation();
  useCentrePageMeta(t('home.meta.title'), t('home.meta.description'));
  const sections = useHomeSections();
  // The same list as the sections' (one request): the strip shows once it is there.
  const courses = useQuery(siteQueries.courses());

  return (
    <>
      <HeroSection />
      <UpcomingSessions courses={courses.data} />
      <StepsSection />
      <section aria-labelledby="home-popular" className="below-fold bg-slate-50 py-16 sm:py-24">
        <div className={CONTAINER}>
          <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
            <SectionHeading
              id="home-popular"
              eyebrow={t('home.popular.eyebrow')}
              title={t('home.popular.title')}
              lead={t('home.popular.intro')}
            />
            <ForwardLink
              to="/courses"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('home.popular.see_all')}
            </ForwardLink>
          </div>
          {sections?.popular.length === 0 ? (
            <p className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
              {t('home.popular.empty')}
            </p>
          ) : (
            <CourseList courses={sections?.popular} placeholders={HOME_POPULAR_COURSES} />
          )}
        </div>
      </section>
      {sections?.sale.length !== 0 && (
        <section
          aria-labelledby="home-sale"
          className="below-fold bg-linear-to-b from-amber-50 to-white py-16 sm:py-24"
        >
          <div className={CONTAINER}>
            <div className="flex items-start gap-5">
              <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-400 text-slate-900 shadow-sm sm:flex">
                <Tag aria-hidden="true" className="flip-rtl size-7" strokeWidth={1.75} />
              </span>
              <SectionHeading
                id="home-sale"
                eyebrow={t('home.sale.eyebrow')}
                title={t('home.sale.title')}
                lead={t('home.sale.intro')}
              />
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
