/**
 * /privacy: what the centre keeps about the people who write to it (pre-registrations, quote
 * requests, applications with their CVs, contact messages), why, for how long (the server's
 * CV_RETENTION_DAYS and REQUEST_RETENTION_DAYS), and how to ask for a copy or its erasure (the
 * centre's e-mail from its settings). The public forms' consent box links here.
 */
import { useQuery } from '@tanstack/react-query';
import { Clock, Database, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DEFAULT_CV_RETENTION_DAYS,
  DEFAULT_REQUEST_RETENTION_DAYS,
  PRIVACY_NOTICE_VERSION,
} from '../../domain/privacy.ts';
import { usePageMeta } from '../../ui/page-meta.tsx';
import { useCentreSettings } from '../centre-settings.ts';
import { PageHero } from '../components/PageHero.tsx';
import { siteQueries } from '../../api/site.ts';

const KEPT = ['leads', 'company_leads', 'candidatures', 'contact_messages'] as const;

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('privacy_page.meta.title'), description: t('privacy_page.meta.description') });
  const notice = useQuery(siteQueries.privacyNotice()).data;
  const centre = useCentreSettings();
  // The server's settings when known; the defaults say the same as an unconfigured server.
  const cvDays = notice?.cvRetentionDays ?? DEFAULT_CV_RETENTION_DAYS;
  const requestDays = notice?.requestRetentionDays ?? DEFAULT_REQUEST_RETENTION_DAYS;
  const days = (count: number) => t('privacy_page.retention.days', { count });

  return (
    <>
      <PageHero
        eyebrow={t('privacy_page.hero.eyebrow')}
        title={t('privacy_page.hero.title')}
        lead={t('privacy_page.hero.lead')}
      />

      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl space-y-6 px-4 sm:px-6">
          <Section id="privacy-kept" icon={Database} title={t('privacy_page.kept.title')}>
            <p>{t('privacy_page.kept.lead')}</p>
            <ul className="list-disc space-y-2 ps-5">
              {KEPT.map((key) => (
                <li key={key}>{t(`privacy_page.kept.${key}`)}</li>
              ))}
            </ul>
            <p>{t('privacy_page.kept.staff')}</p>
          </Section>

          <Section id="privacy-why" icon={ShieldCheck} title={t('privacy_page.why.title')}>
            <p>{t('privacy_page.why.text')}</p>
          </Section>

          <Section id="privacy-retention" icon={Clock} title={t('privacy_page.retention.title')}>
            <p>{t('privacy_page.retention.candidatures', { days: days(cvDays) })}</p>
            <p>{t('privacy_page.retention.requests', { days: days(requestDays) })}</p>
            <p>{t('privacy_page.retention.automatic')}</p>
          </Section>

          <Section id="privacy-rights" icon={Mail} title={t('privacy_page.rights.title')}>
            {centre?.email ? (
              <>
                <p>{t('privacy_page.rights.text')}</p>
                <p>
                  <a
                    href={`mailto:${centre.email}`}
                    dir="ltr"
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {centre.email}
                  </a>
                </p>
              </>
            ) : (
              <p>
                <Link to="/contact" className="text-brand-700 underline-offset-4 hover:underline">
                  {t('privacy_page.rights.no_email')}
                </Link>
              </p>
            )}
            <p>{t('privacy_page.rights.answer')}</p>
          </Section>

          <p className="text-center text-sm text-slate-500">
            {t('privacy_page.version', { version: notice?.version ?? PRIVACY_NOTICE_VERSION })}
          </p>
        </div>
      </div>
    </>
  );
}
