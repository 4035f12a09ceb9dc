import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy } from 'react';
import { AfterHydration } from '../../ui/AfterHydration.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localize } from '../../domain/localize.ts';
import { linesOf, useCentreSettings } from '../centre-settings.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { Logo } from './Logo.tsx';
import { phoneHref } from '../../ui/contact-links.ts';

// Below the first screen, and drawn logos weigh: loaded after the first paint.
const SocialLinks = lazy(() =>
  import('../components/SocialLinks.tsx').then((module) => ({ default: module.SocialLinks })),
);

export function Footer() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const centre = useCentreSettings();
  const address = centre ? linesOf(localize(centre.address, language)) : [];
  const links = [
    ['/courses', 'nav.courses'],
    ['/entreprises', 'nav.companies'],
    ['/instructors', 'nav.instructors'],
    ['/careers', 'nav.careers'],
    ['/about', 'nav.about'],
    ['/contact', 'nav.contact'],
  ] as const;
  return (
    <footer className="below-fold bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo inverted />
          <p className="max-w-xs text-sm text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links_title')}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{t('footer.links_title')}</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {links.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="text-slate-300 hover:text-white hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact_title')}</h2>
          {centre && (
            <>
              <address className="space-y-2 text-sm not-italic text-slate-300">
                {address.length > 0 && (
                  <p className="flex gap-2">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>{address.join(', ')}</span>
                  </p>
                )}
                {centre.phone && (
                  <p className="flex gap-2">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <a href={phoneHref(centre.phone)} className="hover:text-white" dir="ltr">
                      {centre.phone}
                    </a>
                  </p>
                )}
                {centre.email && (
                  <p className="flex gap-2">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <a href={`mailto:${centre.email}`} className="hover:text-white">
                      {centre.email}
                    </a>
                  </p>
                )}
              </address>
              <AfterHydration>
                <SocialLinks settings={centre} className="mt-4 text-white" />
              </AfterHydration>
            </>
          )}
          <LanguageSelector className="mt-4 [&_select]:border-slate-600 [&_select]:bg-brand-900 [&_select]:text-white [&_svg]:text-slate-300" />
        </div>
      </div>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 border-t border-white/10 px-4 py-4 text-center text-xs text-slate-400">
        <span>
          © {new Date().getFullYear()} {t('common.centre_name')}. {t('footer.rights')}
        </span>
        <Link to="/privacy" className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
          {t('footer.privacy')}
        </Link>
      </div>
    </footer>
  );
}
