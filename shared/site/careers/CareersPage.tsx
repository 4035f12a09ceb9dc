/** /careers: working at the centre, and the application form with its CV (SPEC §2). */
import { CalendarClock, Check, GraduationCap, HeartHandshake, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormCard, FormPageColumns } from '../components/FormPage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { CandidatureForm } from './CandidatureForm.tsx';
import { useSiteText } from '../site-content.ts';

const PERKS = [
  { key: 'impact', icon: HeartHandshake },
  { key: 'flexibility', icon: CalendarClock },
  { key: 'growth', icon: GraduationCap },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const PROFILES = ['trainers', 'coordinators', 'advisers'] as const;

export default function CareersPage() {
  const { t } = useTranslation();
  const text = useSiteText();
  usePageMeta({ title: t('careers_page.meta.title'), description: t('careers_page.meta.description') });

  return (
    <>
      <PageHero
        eyebrow={t('careers_page.hero.eyebrow')}
        title={text('careers_page.hero.title')}
        lead={text('careers_page.hero.lead')}
      />

      <FormPageColumns>
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="perks-title">
            <h2 id="perks-title" className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal">
              {text('careers_page.perks.title')}
            </h2>
            <ul className="mt-6 space-y-5">
              {PERKS.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{text(`careers_page.perks.${key}.title`)}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-slate-600">
                      {text(`careers_page.perks.${key}.text`)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="profiles-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="profiles-title" className="text-lg font-semibold text-slate-900">
              {text('careers_page.profiles.title')}
            </h2>
            <ul className="mt-4 space-y-3">
              {PROFILES.map((key) => (
                <li key={key} className="flex gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-600" />
                  <span>{text(`careers_page.profiles.${key}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <FormCard
          id="apply-title"
          title={t('careers_page.form.title')}
          lead={text('careers_page.form.lead')}
          className="lg:col-span-3"
        >
          <CandidatureForm />
        </FormCard>
      </FormPageColumns>
    </>
  );
}
