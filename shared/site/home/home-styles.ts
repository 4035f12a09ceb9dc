/** Looks shared by the home page's sections. */
export const CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6';

const bigButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The main call on a dark brand background. */
export const bigAccentButton = `${bigButton} bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-300`;

/** The second call on a dark brand background. */
export const bigOutlineButton = `${bigButton} border border-white/40 text-white hover:bg-white/10`;
