/** The button looks of the whole product (public site and admin). */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const accentButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-2.5 font-semibold text-slate-900 shadow-sm transition hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
/** A secondary action drawn on the brand colour: its outline in white. */
export const outlineOnBrandButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white ring-1 ring-white/50 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
