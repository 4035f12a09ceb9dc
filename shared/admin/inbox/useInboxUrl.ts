/**
 * An inbox's state lives in its address, so that the back button undoes a filter and a link
 * shows a colleague the same list (and the same open request):
 * `?view=archived&status=lost&q=react&from=2026-11-01&to=2026-11-30&page=2&open=<id>`, and for
 * pre-registrations `session=<id>`.
 * Defaults are left out of the address.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { InboxView } from '../../api/inbox.ts';
import type { RequestKind } from '../../domain/pipeline.ts';
import { readInboxUrl } from './inbox-url.ts';

type Param = 'view' | 'status' | 'q' | 'session' | 'from' | 'to' | 'page' | 'open';

/** Marks a history entry made by opening a request from the list: closing it goes back there. */
interface PanelState {
  openedFromList?: true;
}

export function useInboxUrl(kind: RequestKind, views: readonly InboxView[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readInboxUrl(params, kind, views);
  // The address as this hook last set it, before the router has rendered it: a change that comes
  // in between (a search typed before a click on another view, sent once typing pauses) builds on
  // it instead of undoing it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (next: URLSearchParams, options?: { replace?: boolean }) => {
    latest.current = next;
    setParams(next, options);
  };

  const withChanges = (changes: Partial<Record<Param, string | undefined>>, base: URLSearchParams = latest.current) => {
    const next = new URLSearchParams(base);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  // A new filter starts at its first page.
  const filter = (changes: Partial<Record<Param, string | undefined>>) =>
    update(withChanges({ ...changes, page: undefined }));

  return {
    ...state,
    setView: (view: InboxView) =>
      filter({ view: view === 'active' ? undefined : view, status: undefined, q: undefined }),
    setStatus: (status: string | undefined) => filter({ status }),
    setQuery: (q: string) => filter({ q: q.trim() }),
    setSession: (sessionId: string | undefined) => filter({ session: sessionId }),
    setDays: (days: { from?: string } | { to?: string }) => filter(days),
    clearFilters: () => filter({ status: undefined, q: undefined, session: undefined, from: undefined, to: undefined }),
    setPage: (page: number, options: { replace?: boolean } = {}) =>
      update(withChanges({ page: page > 1 ? String(page) : undefined }), options),
    /** The address of the list with `id` open in the panel, for a link (shareable, opens in a new tab too). */
    openSearch: (id: string) => `?${withChanges({ open: id }, params)}`,
    openState: { openedFromList: true } satisfies PanelState,
    /** Back to the list: the previous entry when the panel was opened from it, else the same list without `open`. */
    close: () => {
      if ((location.state as PanelState | null)?.openedFromList) navigate(-1);
      else update(withChanges({ open: undefined }), { replace: true });
    },
  };
}
