/** The looks of the request panel's sections, shared by its parts. */
export const panelSection = 'space-y-3 border-t border-slate-200 pt-5';
export const panelHeading = 'text-sm font-semibold tracking-wide text-slate-600 uppercase rtl:tracking-normal';
