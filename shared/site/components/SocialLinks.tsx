/** The centre's pages on social networks, as set in /admin/settings; nothing when there are none. */
import { useTranslation } from 'react-i18next';
import type { PublicCentreSettings } from '../../domain/entities.ts';
import { type Brand, BrandIcon } from './BrandIcon.tsx';

const NETWORKS: { brand: Brand; field: 'facebookUrl' | 'instagramUrl' | 'linkedinUrl'; name: string }[] = [
  { brand: 'facebook', field: 'facebookUrl', name: 'Facebook' },
  { brand: 'instagram', field: 'instagramUrl', name: 'Instagram' },
  { brand: 'linkedin', field: 'linkedinUrl', name: 'LinkedIn' },
];

export function SocialLinks({ settings, className = '' }: { settings: PublicCentreSettings; className?: string }) {
  const { t } = useTranslation();
  const links = NETWORKS.filter(({ field }) => settings[field]);
  if (links.length === 0) return null;
  return (
    <ul className={`flex gap-3 ${className}`}>
      {links.map(({ brand, field, name }) => (
        <li key={brand}>
          <a
            href={settings[field]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('centre.social_link', { network: name, centre: settings.name })}
            className="flex size-9 items-center justify-center rounded-full bg-current/10 transition hover:bg-current/20"
          >
            <BrandIcon brand={brand} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
