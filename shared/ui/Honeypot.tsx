import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A field people never see or reach; bots fill it in, and the server then keeps their request as
 * suspected spam, out of the staff's inbox.
 * Each form renders it after its visible fields (before its buttons, which keep their spacing), so
 * nothing that looks for a form's first field can land on it; aria-hidden and tabindex=-1 keep it
 * out of reach of screen readers, Tab and the dialogs' focus (see ui/focus-trap.ts). Its label is
 * in the page's language, as a real field's would be: what reads the page whole sees nothing odd.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label>
        {t('forms.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
