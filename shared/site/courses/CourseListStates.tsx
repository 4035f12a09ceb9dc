import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { instead, RESET_FORM_ID } from './FilterBar.tsx';

function StatePanel({
  icon,
  title,
  text,
  children,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
  tone: 'neutral' | 'error';
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <div
        className={`mb-4 flex size-14 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}
      >
        {icon}
      </div>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function NoCourseFound({ onReset }: { onReset(): void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="neutral"
      icon={<SearchX aria-hidden="true" className="size-7" />}
      title={t('courses_page.not_found_title')}
      text={t('courses_page.not_found_text')}
    >
      <button type="submit" form={RESET_FORM_ID} onClick={instead(onReset)} className={secondaryButton}>
        {t('courses_page.reset')}
      </button>
    </StatePanel>
  );
}

export function CoursesLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <StatePanel
        tone="error"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('courses_page.error_title')}
        text={t('courses_page.error_text')}
      >
        <button type="button" onClick={onRetry} className={primaryButton}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('common.retry')}
        </button>
      </StatePanel>
    </div>
  );
}
