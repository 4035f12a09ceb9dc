/**
 * The admin's head start, run by the browser entry on an admin address before the admin's code
 * has arrived: the stored session's first screen reads are sent now (shared/admin/first-reads.ts),
 * and the browser's date formatting is readied while the scripts download rather than when the
 * first rows render: its first use, in any language, costs a tenth of a second (loading the
 * browser's date data); another language after it costs a few milliseconds.
 */
import { sendFirstReads } from '../../shared/admin/first-reads.ts';
import { ADMIN_INFO_KEY, parseAdminInfo } from '../../shared/platform/platform.ts';

export function startAdmin(): void {
  const session = parseAdminInfo(localStorage.getItem(ADMIN_INFO_KEY));
  if (session) sendFirstReads(window.location.pathname, window.location.search, session);
  // A task of its own, run while the scripts are still downloading.
  setTimeout(() =>
    new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(0),
  );
}
