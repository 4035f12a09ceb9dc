/** An admin address that leads nowhere: said inside the admin's frame, with the way back to the role's first screen (the courses for most); never a redirect. */
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { primaryButton } from '../../ui/buttons.ts';
import { useStaffAccess } from '../staff-access.ts';

export function AdminNotFoundPage() {
  const { t } = useTranslation();
  const { home } = useStaffAccess();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.not_found.title')}</h1>
      <p className="mt-3 text-slate-600">{t('admin.not_found.text')}</p>
      {/* This route is the admin's catch-all: ".." is the admin's own address, wherever it is mounted. */}
      <Link to={`../${home}`} className={`${primaryButton} mt-8`}>
        <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
        {home === 'courses' ? t('admin.not_found.back') : t('admin.not_found.back_home')}
      </Link>
    </section>
  );
}
