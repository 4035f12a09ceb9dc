/**
 * What a visitor reads once their request is sent, in place of its form: that it arrived and what
 * happens next, until they close it or start again (a toast passes before it is read). It takes
 * the focus, which was on the form's button: keyboards and screen readers land on it.
 */
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../ui/buttons.ts';

export function SentConfirmation({ title, next, children }: { title: string; next: string; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-2xl bg-emerald-50 px-5 py-8 text-center ring-1 ring-emerald-200 focus:outline-none"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
      <p className="mt-3 text-lg font-bold text-slate-900">{title}</p>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{next}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </div>
  );
}

/** The confirmation of a form on a page of its own, with the way back to an empty form. */
export function SentWithFillAgain({ title, next, onFillAgain }: { title: string; next: string; onFillAgain(): void }) {
  const { t } = useTranslation();
  return (
    <SentConfirmation title={title} next={next}>
      <button type="button" onClick={onFillAgain} className={secondaryButton}>
        {t('forms.fill_again')}
      </button>
    </SentConfirmation>
  );
}
