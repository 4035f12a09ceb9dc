/**
 * The admin's first screen in its first frame: when the browser entry sent that screen's reads
 * while the admin's code loaded (first-reads.ts), their answers have usually arrived by the time
 * the admin mounts. They are put in its cache before the screen renders, so it renders once, with
 * its rows, rather than a loading state first and the rows a frame later.
 */
import { type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminSession } from '../auth/AdminSession.tsx';
import { adminCoursesQuery } from '../api/courses.ts';
import { type FirstScreen, takeSentFirstReads } from './first-reads.ts';
import { requestPageQuery } from './inbox/inbox-queries.ts';
import { inboxSummaryQuery } from './live/useInboxSummary.ts';
import { sessionIndexQuery } from './sessions/useSessionIndex.ts';

/** Fills `queryClient` with the reads of `first` (a read that failed is the screen's to retry and show). */
function prefetchFirstScreen(queryClient: QueryClient, first: FirstScreen): Promise<unknown> {
  const lists =
    first.screen === 'courses'
      ? [queryClient.prefetchQuery(adminCoursesQuery)]
      : [
          queryClient.prefetchQuery(requestPageQuery(first.kind, first.filters, first.page)),
          first.sessionIndex && queryClient.prefetchQuery(sessionIndexQuery),
        ];
  return Promise.all([...lists, queryClient.prefetchQuery(inboxSummaryQuery)]);
}

/** The longest the admin waits for them: an answer slower than that shows the screen's own loading state. */
const FIRST_SCREEN_WAIT_MS = 250;

/**
 * False until the reads sent early for the first screen are in `queryClient` (once the session,
 * whose token they carry, is read), or a quarter of a second has passed; true at once when none
 * were sent: any other screen, the desktop app, a later mount.
 */
export function useFirstScreenReady(queryClient: QueryClient): boolean {
  const { session, ready: sessionReady } = useAdminSession();
  const [sent] = useState(takeSentFirstReads);
  const [ready, setReady] = useState(sent === undefined);
  useEffect(() => {
    if (!sent || !sessionReady || ready) return undefined;
    let mounted = true;
    const show = () => mounted && setReady(true);
    // Another tab signed out, or in as someone else, since the reads left: nothing to wait for.
    if (session?.token !== sent.token) {
      show();
      return undefined;
    }
    void prefetchFirstScreen(queryClient, sent.first).then(show);
    const timer = setTimeout(show, FIRST_SCREEN_WAIT_MS);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [sent, session, sessionReady, ready, queryClient]);
  return ready;
}
