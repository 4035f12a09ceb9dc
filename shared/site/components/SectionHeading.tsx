/** A section's optional eyebrow, its h2 and its lead; `id` lets the section name itself (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold text-brand-700 ltr:tracking-wider ltr:uppercase rtl:text-base">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
    </div>
  );
}
