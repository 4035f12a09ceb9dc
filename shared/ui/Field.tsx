/** The one form field: a visible label, the control, a hint or the error announced with it. */
import { type ReactElement, type ReactNode, cloneElement, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A short mark after the label, part of its name (the admin's "to translate"). */
  mark?: ReactNode;
  /** An input, select or textarea; it receives id and the aria attributes. */
  children: ReactElement<Record<string, unknown>>;
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** An input whose text is written left to right in every language, aligned on the side the page reads from. */
export const ltrInputClass = `${inputClass} text-start rtl:text-end`;

export function Field({ label, error, hint, required, mark, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
        {mark && <> {mark}</>}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? noteId : undefined,
        'aria-required': required || undefined,
      })}
      {(error || hint) && (
        <p
          id={noteId}
          className={error ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          role={error ? 'alert' : undefined}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

interface LtrFieldProps extends Omit<FieldProps, 'children'> {
  type: 'email' | 'tel' | 'password';
  autoComplete: string;
  /** What the form's `register` answered for this input. */
  registration: UseFormRegisterReturn;
}

/**
 * A field whose text is written left to right in every language (an e-mail address, a phone
 * number, a password), aligned on the side the page reads from.
 */
export function LtrField({ type, autoComplete, registration, ...field }: LtrFieldProps) {
  return (
    <Field {...field}>
      <input type={type} autoComplete={autoComplete} dir="ltr" className={ltrInputClass} {...registration} />
    </Field>
  );
}

interface SelectFieldProps<Value extends string> extends Omit<FieldProps, 'children'> {
  /** The values to choose from, in their order. */
  values: readonly Value[];
  /** The name an option shows for its value. */
  optionLabel(value: Value): ReactNode;
  registration: UseFormRegisterReturn;
}

/** A field choosing one of a fixed list of values. */
export function SelectField<Value extends string>({
  values,
  optionLabel,
  registration,
  ...field
}: SelectFieldProps<Value>) {
  return (
    <Field {...field}>
      <select className={inputClass} {...registration}>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}
