/** What an admin screen says it is: its title, followed by the admin's own name, and its description. */
import { useTranslation } from 'react-i18next';
import { type PageMeta, usePageMeta } from '../ui/page-meta.tsx';

export function useAdminPageMeta({ title, ...meta }: Pick<PageMeta, 'title' | 'description' | 'noindex'>): void {
  const { t } = useTranslation();
  usePageMeta({ title: `${title} · ${t('admin.title')}`, ...meta });
}
