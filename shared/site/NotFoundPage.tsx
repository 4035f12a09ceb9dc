/** Any unknown address: says so plainly and offers the way back. */
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WayBackLinks } from './components/WayBackLinks.tsx';
import { FILL_MAIN_HEIGHT } from './layout/SiteLayout.tsx';
import { usePageMeta } from '../ui/page-meta.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('not_found.meta.title'), description: t('not_found.meta.description'), notFound: true });

  return (
    <section className={`${FILL_MAIN_HEIGHT} flex items-center justify-center bg-slate-50 px-4 py-16 sm:px-6`}>
      <div className="max-w-lg text-center">
        <p
          aria-hidden="true"
          className="bg-gradient-to-b from-brand-700 to-brand-600/40 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl"
          dir="ltr"
        >
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('not_found.title')}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{t('not_found.text')}</p>
        <WayBackLinks
          home={t('not_found.home')}
          courses={t('not_found.courses')}
          coursesIcon={Search}
          className="mt-8 flex flex-col justify-center gap-3 sm:flex-row"
        />
      </div>
    </section>
  );
}
