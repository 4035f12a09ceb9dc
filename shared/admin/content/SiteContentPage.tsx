/**
 * /admin/content: the centre's own words on the public site (the page texts, the testimonials),
 * and the demo content's removal while there is some. The admin's alone.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SITE_TEXTS_KEY, DEFAULT_SITE_TEXTS_KEY, fetchSiteTexts } from '../../api/site-content.ts';
import { AdminPageHeader, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { FRESH_FOR_EDITING } from '../query-client.ts';
import { DemoContentBanner } from './DemoContentBanner.tsx';
import { loadDefaultTexts } from './site-text-fields.ts';
import { SiteTextsForm } from './SiteTextsForm.tsx';
import { TestimonialsEditor } from './TestimonialsEditor.tsx';

export default function SiteContentPage() {
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ADMIN_SITE_TEXTS_KEY,
    queryFn: ({ signal }) => fetchSiteTexts(signal),
    ...FRESH_FOR_EDITING,
  });
  const defaults = useQuery({ queryKey: DEFAULT_SITE_TEXTS_KEY, queryFn: loadDefaultTexts, staleTime: Infinity });

  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader title={t('admin_content.title')} lead={t('admin_content.lead')} />
      <DemoContentBanner />
      <div className="space-y-8">
        <TestimonialsEditor />
        {texts.isPending || defaults.isPending ? (
          <ListLoading />
        ) : texts.isError || defaults.isError ? (
          <ListLoadError message={t('admin_content.load_error')} onRetry={() => void texts.refetch()} />
        ) : (
          <SiteTextsForm texts={texts.data} defaults={defaults.data} />
        )}
      </div>
    </div>
  );
}
