/** The bar that ends a long form: why it was not sent (announced as it appears), beside its buttons. */
import type { ReactNode } from 'react';

export function SaveBar({ problem, children }: { problem: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p role="alert" className="text-sm font-medium text-red-700">
        {problem}
      </p>
      {children}
    </div>
  );
}
