/** /about: the centre's mission, its three values (Excellence, Passion, Ouverture) and its story (SPEC §2). */
import { Award, Globe2, Heart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCentrePageMeta } from '../centre-settings.ts';
import { Link } from 'react-router-dom';
import { accentButton, outlineOnBrandButton } from '../../ui/buttons.ts';
import { ForwardLink } from '../components/ForwardLink.tsx';
import { CallToActionBand } from '../components/CallToActionBand.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { CenteredSection } from '../components/CenteredSection.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { useSiteText } from '../site-content.ts';

const VALUES = [
  { key: 'excellence', icon: Award, tone: 'bg-brand-50 text-brand-700' },
  { key: 'passion', icon: Heart, tone: 'bg-rose-50 text-rose-700' },
  { key: 'openness', icon: Globe2, tone: 'bg-amber-50 text-amber-800' },
] as const satisfies readonly { key: string; icon: LucideIcon; tone: string }[];

const FIGURES = ['learners', 'courses', 'companies', 'satisfaction'] as const;
const MILESTONES = ['founded', 'companies', 'hybrid', 'today'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  const text = useSiteText();
  useCentrePageMeta(t('about_page.meta.title'), t('about_page.meta.description'));

  return (
    <>
      <PageHero
        eyebrow={t('about_page.hero.eyebrow')}
        title={text('about_page.hero.title')}
        lead={text('about_page.hero.lead')}
      />

      <section aria-labelledby="mission-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2
              id="mission-title"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl rtl:tracking-normal"
            >
              {text('about_page.mission.title')}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{text('about_page.mission.text1')}</p>
            <p className="mt-4 leading-relaxed text-slate-600">{text('about_page.mission.text2')}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:gap-6">
            {FIGURES.map((key) => (
              <div
                key={key}
                className="flex flex-col-reverse justify-end rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
              >
                <dt className="mt-1 text-sm font-medium text-slate-600">{text(`about_page.figures.${key}.label`)}</dt>
                <dd className="text-3xl font-bold text-brand-700 sm:text-4xl">
                  {text(`about_page.figures.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CenteredSection
        id="values-title"
        title={text('about_page.values.title')}
        lead={text('about_page.values.lead')}
        className="bg-slate-50 py-16 sm:py-20"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ key, icon, tone }) => (
            <IconCard
              key={key}
              icon={icon}
              tone={tone}
              title={text(`about_page.values.${key}.name`)}
              text={text(`about_page.values.${key}.text`)}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            />
          ))}
        </ul>
      </CenteredSection>

      <CenteredSection
        id="story-title"
        title={text('about_page.story.title')}
        lead={text('about_page.story.lead')}
        className="py-16 sm:py-20"
        container="mx-auto max-w-3xl px-4 sm:px-6"
      >
        <ol className="mt-12 space-y-8 border-s-2 border-brand-100 ps-6 sm:ps-8">
          {MILESTONES.map((key) => (
            <li key={key} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full bg-brand-700 ring-4 ring-white sm:-start-[calc(2rem+7px)]"
              />
              <p className="text-sm font-bold text-brand-700">{text(`about_page.story.${key}.year`)}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{text(`about_page.story.${key}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{text(`about_page.story.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </CenteredSection>

      <CallToActionBand titleId="about-cta" title={t('about_page.cta.title')} text={t('about_page.cta.text')}>
        <ForwardLink to="/courses" className={accentButton}>
          {t('about_page.cta.courses')}
        </ForwardLink>
        <Link to="/contact" className={outlineOnBrandButton}>
          {t('about_page.cta.contact')}
        </Link>
      </CallToActionBand>
    </>
  );
}
