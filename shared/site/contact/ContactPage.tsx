/**
 * /contact: the centre's address, phone, WhatsApp, email and hours (from its settings), a drawn
 * map with a directions link, and a message form.
 */
import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCentreSettings } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { directionsHref, linesOf, splitHoursLine, useCentrePageMeta, useCentreSettings } from '../centre-settings.ts';
import { BrandIcon } from '../components/BrandIcon.tsx';
import { FormCard, FormPageColumns } from '../components/FormPage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { ContactForm } from './ContactForm.tsx';
import { MapIllustration } from './MapIllustration.tsx';
import { phoneHref, whatsappHref } from '../../ui/contact-links.ts';

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** A number to call or to write to (the phone, WhatsApp): left to right in every language, on one line. */
function NumberLink({ href, external = false, children }: { href: string; external?: boolean; children: string }) {
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      dir="ltr"
      className="font-medium whitespace-nowrap text-brand-700 hover:underline"
    >
      {children}
    </a>
  );
}

function CentreDetails({ centre, language }: { centre: PublicCentreSettings; language: string }) {
  const { t } = useTranslation();
  // A part staff have not filled in yet (a new install) is left out, not shown empty.
  const address = linesOf(localize(centre.address, language));
  const hours = linesOf(localize(centre.openingHours, language));
  return (
    <>
      <address className="space-y-4 not-italic">
        {address.length > 0 && (
          <DetailCard icon={<MapPin aria-hidden="true" className="size-5" />} title={t('contact_page.details.address')}>
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </DetailCard>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {centre.phone && (
            <DetailCard icon={<Phone aria-hidden="true" className="size-5" />} title={t('contact_page.details.phone')}>
              <NumberLink href={phoneHref(centre.phone)}>{centre.phone}</NumberLink>
            </DetailCard>
          )}
          {centre.whatsapp && (
            <DetailCard icon={<BrandIcon brand="whatsapp" className="size-5" />} title={t('centre.whatsapp')}>
              <NumberLink href={whatsappHref(centre.whatsapp, t('whatsapp.general_message'))} external>
                {centre.whatsapp}
              </NumberLink>
            </DetailCard>
          )}
          {centre.email && (
            <DetailCard icon={<Mail aria-hidden="true" className="size-5" />} title={t('contact_page.details.email')}>
              <a href={`mailto:${centre.email}`} className="font-medium break-all text-brand-700 hover:underline">
                {centre.email}
              </a>
            </DetailCard>
          )}
        </div>
      </address>
      {hours.length > 0 && (
        <DetailCard icon={<Clock aria-hidden="true" className="size-5" />} title={t('contact_page.hours.title')}>
          <dl className="mt-1 space-y-1 text-sm">
            {hours.map((line) => {
              const [days, time] = splitHoursLine(line);
              return (
                <div key={line} className="flex justify-between gap-6">
                  <dt>{days}</dt>
                  {time && <dd className="text-end font-medium text-slate-900">{time}</dd>}
                </div>
              );
            })}
          </dl>
        </DetailCard>
      )}
      <SocialLinks settings={centre} className="pt-2 text-brand-700" />
    </>
  );
}

export default function ContactPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const centre = useCentreSettings();
  const directions = centre && directionsHref(centre);
  useCentrePageMeta(t('contact_page.meta.title'), t('contact_page.meta.description'));

  return (
    <>
      <PageHero
        eyebrow={t('contact_page.hero.eyebrow')}
        title={t('contact_page.hero.title')}
        lead={t('contact_page.hero.lead')}
      />

      <FormPageColumns>
        <section aria-labelledby="details-title" className="space-y-4 lg:col-span-2">
          <h2 id="details-title" className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal">
            {t('contact_page.details.title')}
          </h2>
          {centre && <CentreDetails centre={centre} language={language} />}
        </section>

        <div className="space-y-6 lg:col-span-3">
          <FormCard id="message-title" title={t('contact_page.form.title')} lead={t('contact_page.form.lead')}>
            <ContactForm />
          </FormCard>
          {/* Only for a centre that says where it is: a drawn map and no directions would be invented. */}
          {directions && (
            <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:grid sm:grid-cols-5">
              <div className="sm:col-span-3">
                <MapIllustration />
              </div>
              <figcaption className="space-y-3 p-5 text-sm text-slate-700 sm:col-span-2 sm:self-center">
                <p className="font-semibold text-slate-900">{t('contact_page.map.access_title')}</p>
                <a
                  href={directions}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('centre.directions_hint')}
                  className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-800"
                >
                  <Navigation aria-hidden="true" className="size-4" />
                  {t('centre.directions')}
                </a>
              </figcaption>
            </figure>
          )}
        </div>
      </FormPageColumns>
    </>
  );
}
