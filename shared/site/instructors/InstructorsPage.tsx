/** /instructors: the centre's instructors from the API, or its own team when there are none (SPEC §2). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Instructor } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ForwardLink } from '../components/ForwardLink.tsx';
import { CallToActionBand } from '../components/CallToActionBand.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { CenteredSection } from '../components/CenteredSection.tsx';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { siteQueries } from '../../api/site.ts';
import { BUILTIN_INSTRUCTORS, initialsOf } from './builtin-instructors.ts';
import { InstructorCard, InstructorCardSkeleton } from './InstructorCard.tsx';

type Team = { state: 'loading' } | { state: 'ready'; instructors: Instructor[] };

export default function InstructorsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  usePageMeta({ title: t('instructors_page.meta.title'), description: t('instructors_page.meta.description') });
  const query = useQuery(siteQueries.instructors());
  // Without the API's team (none yet, or a failure) the page shows the centre's own.
  const team: Team = query.isPending ? { state: 'loading' } : { state: 'ready', instructors: query.data ?? [] };

  return (
    <>
      <PageHero
        eyebrow={t('instructors_page.hero.eyebrow')}
        title={t('instructors_page.hero.title')}
        lead={t('instructors_page.hero.lead')}
      />

      <CenteredSection
        id="team-title"
        title={t('instructors_page.team.title')}
        lead={t('instructors_page.team.lead')}
        className="bg-slate-50 py-16 sm:py-20"
      >
        {team.state === 'loading' ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('common.loading')}</span>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {BUILTIN_INSTRUCTORS.map(({ key }) => (
                <InstructorCardSkeleton key={key} />
              ))}
            </ul>
          </div>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.instructors.length > 0
              ? team.instructors.map((instructor) => (
                  <InstructorCard
                    key={instructor._id}
                    name={instructor.name}
                    title={localize(instructor.title, language)}
                    imageUrl={instructor.imageUrl}
                    initials={initialsOf(instructor.name)}
                  />
                ))
              : BUILTIN_INSTRUCTORS.map(({ key, initials, tone }) => (
                  <InstructorCard
                    key={key}
                    name={t(`instructors_page.builtin.${key}.name`)}
                    title={t(`instructors_page.builtin.${key}.title`)}
                    bio={t(`instructors_page.builtin.${key}.bio`)}
                    initials={initials}
                    tone={tone}
                  />
                ))}
          </ul>
        )}
      </CenteredSection>

      <CallToActionBand
        titleId="instructors-join"
        tone="soft"
        followsTint
        title={t('instructors_page.join.title')}
        text={t('instructors_page.join.text')}
      >
        <ForwardLink to="/careers" className={primaryButton}>
          {t('instructors_page.join.button')}
        </ForwardLink>
      </CallToActionBand>
    </>
  );
}
