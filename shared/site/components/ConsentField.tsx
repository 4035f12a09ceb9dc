/**
 * The consent box of the public forms: the person agrees to the privacy notice (/privacy) before
 * their request is sent. The form's schema (requireConsent) refuses to send while it is unticked;
 * the error is told next to the box, and the form's first-error focus lands on it.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ConsentField({ registration, invalid }: { registration: UseFormRegisterReturn; invalid: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-required="true"
          aria-describedby={invalid ? errorId : undefined}
          className="mt-1 size-4 shrink-0 rounded border-slate-400 text-brand-700 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600"
          {...registration}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          <Trans
            i18nKey="consent.label"
            t={t}
            components={{
              // A new tab: the visitor reads the notice without losing what they typed.
              privacyLink: (
                <Link
                  to="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                />
              ),
            }}
          />
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="ps-7 text-sm text-red-700">
          {t('consent.required')}
        </p>
      )}
    </div>
  );
}
