/**
 * The centre's mark and name, linking home: its logo when staff sent one, else a mark drawn in its
 * colours with its initial. On a phone the short name is shown (the full one stays for screen readers).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { centreName, centreShortName } from '../../domain/identity.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { useCentreSettings } from '../centre-settings.ts';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const centre = useCentreSettings();
  const language = toLanguage(i18n.resolvedLanguage);
  const name = centreName(centre, language);
  const shortName = centreShortName(centre, language);
  const nameClass = `min-w-0 truncate text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`;
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={t('nav.home_label')}>
      {centre?.logoUrl ? (
        // On the dark footer the logo sits on a white tile: a dark logo stays visible.
        <span className={inverted ? 'shrink-0 rounded-lg bg-white p-1' : 'shrink-0'}>
          <img src={centre.logoUrl} alt="" className="h-9 w-auto max-w-32 object-contain" />
        </span>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          className={`size-9 shrink-0 ${inverted ? 'fill-white' : 'fill-brand-700'}`}
        >
          <rect width="64" height="64" rx="14" />
          <text
            x="32"
            y="44"
            textAnchor="middle"
            fontSize="34"
            fontWeight="700"
            className={inverted ? 'fill-brand-700' : 'fill-white'}
          >
            {Array.from(name)[0]?.toLocaleUpperCase(language)}
          </text>
          <circle cx="50" cy="50" r="5" className="fill-accent-400" />
        </svg>
      )}
      <span className={`${nameClass} ${shortName === name ? '' : 'hidden sm:inline'}`}>{name}</span>
      {shortName !== name && (
        <span aria-hidden="true" className={`${nameClass} sm:hidden`}>
          {shortName}
        </span>
      )}
    </Link>
  );
}
