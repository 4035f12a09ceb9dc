/** A section's eyebrow, h2 and introduction; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, intro, centered = false }: { id: string; eyebrow: string; title: string; intro?: string; centered?: boolean }) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold text-brand-700 ltr:tracking-wider ltr:uppercase rtl:text-base">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}
