/** The home page's sections beside the courses: how it works, why us, testimonials, closing call. */
import { ArrowRight, Award, BadgeCheck, BookOpen, CalendarClock, Hammer, Quote, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bigAccentButton, bigOutlineButton, CONTAINER } from './home-styles.ts';
import { ForwardLink } from '../components/ForwardLink.tsx';
import { CallToActionBand } from '../components/CallToActionBand.tsx';
import { CenteredSection } from '../components/CenteredSection.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { initialsOf } from '../instructors/builtin-instructors.ts';
import { useSiteText, useTestimonials } from '../site-content.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { localize } from '../../domain/localize.ts';

const STEPS = [
  ['explore', Search],
  ['learn', BookOpen],
  ['achieve', Award],
] as const;

export function StepsSection() {
  const { t } = useTranslation();
  return (
    <CenteredSection
      id="home-steps"
      eyebrow={t('home.steps.eyebrow')}
      title={t('home.steps.title')}
      lead={t('home.steps.intro')}
      className="below-fold py-16 sm:py-24"
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(([key, Icon], index) => (
          <li
            key={key}
            className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:block"
          >
            <span className="relative flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
              <span
                aria-hidden="true"
                className="absolute -end-2 -top-2 flex size-6 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-slate-900 ring-2 ring-white"
              >
                {index + 1}
              </span>
            </span>
            <div className="md:mt-6">
              <p className="text-sm font-semibold text-brand-700">{t('home.steps.step', { number: index + 1 })}</p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{t(`home.steps.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`home.steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </CenteredSection>
  );
}

const REASONS = [
  ['trainers', Users],
  ['projects', Hammer],
  ['certificates', BadgeCheck],
  ['paces', CalendarClock],
] as const;

export function AboutSection() {
  const { t } = useTranslation();
  const text = useSiteText();
  return (
    <section id="a-propos" aria-labelledby="home-about" className="below-fold scroll-mt-16 py-16 sm:py-24">
      <div className={`${CONTAINER} grid gap-12 lg:grid-cols-5 lg:items-center`}>
        <div className="lg:col-span-2">
          <SectionHeading
            id="home-about"
            eyebrow={text('home.about.eyebrow')}
            title={text('home.about.title')}
            lead={text('home.about.text')}
          />
          <ForwardLink
            to="/about"
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('home.about.more')}
          </ForwardLink>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
          {REASONS.map(([key, Icon]) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:block">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <div className="sm:mt-5">
                <h3 className="text-lg font-bold text-slate-900">{t(`home.about.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`home.about.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const AVATAR_COLOURS = ['bg-brand-700', 'bg-teal-700', 'bg-violet-700'] as const;

/** The learners' words staff published (/admin/content), in their order; no section without any. */
export function TestimonialsSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const testimonials = useTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <CenteredSection
      id="home-testimonials"
      eyebrow={t('home.testimonials.eyebrow')}
      title={t('home.testimonials.title')}
      className="bg-slate-50 py-16 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ _id, name, role, quote }, index) => (
          <li key={_id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <Quote
                aria-hidden="true"
                className="flip-rtl size-8 text-accent-500"
                fill="currentColor"
                strokeWidth={0}
              />
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                <p className="whitespace-pre-line">{localize(quote, language)}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-6">
                <span
                  aria-hidden="true"
                  className={`flex size-12 shrink-0 items-center justify-center rounded-full font-bold text-white ${AVATAR_COLOURS[index % AVATAR_COLOURS.length]}`}
                >
                  {initialsOf(name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{name}</span>
                  {localize(role, language) && (
                    <span className="block text-sm text-slate-600">{localize(role, language)}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </CenteredSection>
  );
}

export function ClosingCallSection() {
  const { t } = useTranslation();
  return (
    <CallToActionBand titleId="home-cta" prominent title={t('home.cta.title')} text={t('home.cta.text')}>
      <Link to="/courses" className={bigAccentButton}>
        {t('home.cta.courses')}
        <ArrowRight aria-hidden="true" className="flip-rtl size-5" />
      </Link>
      <Link to="/contact" className={bigOutlineButton}>
        {t('home.cta.contact')}
      </Link>
    </CallToActionBand>
  );
}
