import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t('nav.home_label')}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0f4c81'} />
        <path d="M18 22h28v7H35.5v19h-7V29H18z" fill={inverted ? '#0f4c81' : '#ffffff'} />
        <circle cx="46" cy="46" r="5" fill="#f59e0b" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>Takwin</span>
    </Link>
  );
}
