/** The body of a page built around a visitor's form (contact, careers): what the page tells on one side, the form in its card on the other. */
import type { ReactNode } from 'react';

/** The slate band under the hero: two columns from a wide screen on (two fifths, three fifths). */
export function FormPageColumns({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:gap-12">
        {children}
      </div>
    </div>
  );
}

/** The form's card, named by its title; `className` places it in the columns. */
export function FormCard({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8${className ? ` ${className}` : ''}`}
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
