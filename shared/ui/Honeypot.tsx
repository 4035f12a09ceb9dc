import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see or reach; bots fill it in, and the server then drops their request. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
