/** /entreprises: what the centre offers companies, and the quote request (SPEC §2). */
import {
  Award,
  Building2,
  Check,
  ClipboardCheck,
  type LucideIcon,
  MessagesSquare,
  PencilRuler,
  Presentation,
  TrendingUp,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accentButton } from '../../ui/buttons.ts';
import { ForwardLink } from '../components/ForwardLink.tsx';
import { CallToActionBand } from '../components/CallToActionBand.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { CenteredSection } from '../components/CenteredSection.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { useSiteText } from '../site-content.ts';

import { dialogOpener } from '../components/SiteDialog.tsx';
import { COMPANY_LEAD_DIALOG_ID, CompanyLeadDialog } from './CompanyLeadDialog.tsx';

const SERVICES = [
  { key: 'custom', icon: PencilRuler },
  { key: 'upskilling', icon: TrendingUp },
  { key: 'certification', icon: Award },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const STEPS = [
  { key: 'listen', icon: MessagesSquare },
  { key: 'design', icon: ClipboardCheck },
  { key: 'deliver', icon: Presentation },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const HIGHLIGHTS = [
  { key: 'places', icon: Building2 },
  { key: 'groups', icon: Users },
  { key: 'certificates', icon: Award },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export default function CompaniesPage() {
  const { t } = useTranslation();
  const text = useSiteText();
  usePageMeta({ title: t('companies_page.meta.title'), description: t('companies_page.meta.description') });

  return (
    <>
      <PageHero
        eyebrow={t('companies_page.hero.eyebrow')}
        title={text('companies_page.hero.title')}
        lead={text('companies_page.hero.lead')}
        aside={
          <ul className="space-y-3 rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur">
            {HIGHLIGHTS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-medium text-white">{t(`companies_page.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        }
      >
        <button {...dialogOpener(COMPANY_LEAD_DIALOG_ID)} className={accentButton}>
          {t('companies_page.hero.cta')}
        </button>
        <ForwardLink
          to="/courses"
          className="inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('companies_page.hero.secondary')}
        </ForwardLink>
      </PageHero>

      <CenteredSection
        id="services-title"
        title={text('companies_page.services.title')}
        lead={text('companies_page.services.lead')}
        className="bg-slate-50 py-16 sm:py-20"
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ key, icon }) => (
            <IconCard
              key={key}
              icon={icon}
              tone="bg-brand-50 text-brand-700"
              title={text(`companies_page.services.${key}.title`)}
              text={text(`companies_page.services.${key}.text`)}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md sm:p-8"
            >
              <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
                {(['point1', 'point2', 'point3'] as const).map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    <span>{text(`companies_page.services.${key}.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </ul>
      </CenteredSection>

      <CenteredSection
        id="process-title"
        title={t('companies_page.process.title')}
        lead={t('companies_page.process.lead')}
        className="py-16 sm:py-20"
      >
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-md">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-brand-700">
                {t('companies_page.process.step', { number: index + 1 })}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(`companies_page.process.${key}.title`)}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-relaxed text-slate-600">
                {t(`companies_page.process.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </CenteredSection>

      <CallToActionBand
        titleId="companies-cta"
        title={t('companies_page.cta.title')}
        text={t('companies_page.cta.text')}
      >
        <button {...dialogOpener(COMPANY_LEAD_DIALOG_ID)} className={accentButton}>
          {t('companies_page.cta.button')}
        </button>
      </CallToActionBand>

      <CompanyLeadDialog />
    </>
  );
}
