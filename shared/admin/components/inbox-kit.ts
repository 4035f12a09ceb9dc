/**
 * Looks shared by the admin's lists (instructors, pre-registrations, candidatures, company leads):
 * small row buttons that sit inside table cells and cards.
 */
export const rowButton =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerRowButton =
  'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 transition hover:border-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/** Dates of requests: the day and the hour, as an admin sorting a morning's messages needs both. */
export const DATE_WITH_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };
export const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'short', hourCycle: 'h23' };

/** Links to write or call, kept on one line in tables and wrapped anywhere in a narrow card. */
export const contactLink =
  'break-all text-brand-700 underline-offset-2 hover:underline md:break-normal md:whitespace-nowrap';
