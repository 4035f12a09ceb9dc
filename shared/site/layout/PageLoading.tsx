import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner label={t('common.loading')} className="size-8" />
    </div>
  );
}
