/**
 * Keeps the signed-in admin up to date while it is open: one event stream (GET /api/events) that
 * reloads every request query on a change, announces a new request (a toast, and a system
 * notification through the platform), opens a request when its notification is clicked, and puts
 * the number of new requests on the app's badge.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { earlyReadsTaken } from '../../api/early-reads.ts';
import { runEventStream, type StreamedEvent } from '../../api/events.ts';
import {
  fetchInboxSummary,
  fetchRequestDetail,
  INBOX_SUMMARY_KEY,
  REQUESTS_KEY,
  requestDetailKey,
} from '../../api/inbox.ts';
import { SESSIONS_KEY } from '../../api/sessions.ts';
import { REQUEST_EVENTS, REQUEST_KINDS, type RequestEventData, type RequestKind } from '../../domain/pipeline.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { usePlatform } from '../../platform/PlatformContext.tsx';
import type { RequestTarget } from '../../platform/platform.ts';
import { requestAddress, requestDetails, type RequestNames } from './request-notice.ts';
import { totalNew, useInboxSummary } from './useInboxSummary.ts';

function readEventData(data: string): RequestEventData | undefined {
  try {
    const value = JSON.parse(data) as Partial<RequestEventData> | null;
    if (typeof value?._id === 'string' && value._id && (REQUEST_KINDS as readonly unknown[]).includes(value.kind))
      return { kind: value.kind!, _id: value._id };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

/**
 * The stream was refused (401): the session is over. Asking for the summary again lets the admin's
 * query client see the 401 and sign out, as for any other request.
 */
async function recheckSession(queryClient: QueryClient) {
  // A summary already on its way may have left before the session ended: ask afresh.
  await queryClient.cancelQueries({ queryKey: INBOX_SUMMARY_KEY, exact: true });
  await queryClient
    .fetchQuery({
      queryKey: INBOX_SUMMARY_KEY,
      queryFn: ({ signal }) => fetchInboxSummary(signal),
      staleTime: 0,
    })
    .catch(() => undefined);
}

export function LiveUpdates() {
  const { t } = useTranslation();
  const { session } = useAdminSession();
  const token = session?.token;
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const navigate = useNavigate();
  const summary = useInboxSummary();

  const openRequest = useEffectEvent(({ kind, id }: RequestTarget) => {
    void navigate(requestAddress(kind, id));
  });

  const announce = useEffectEvent(async ({ kind, _id: id }: RequestEventData) => {
    const request = await queryClient
      .fetchQuery({
        queryKey: requestDetailKey(kind, id),
        queryFn: ({ signal }) => fetchRequestDetail<RequestNames>(kind, id, signal),
      })
      // Gone already, or not this staff member's to see: nothing to announce.
      .catch(() => undefined);
    if (!request) return;
    const title = t(`admin_live.notice_title.${kind satisfies RequestKind}`);
    const details = requestDetails(kind, request);
    const message = details ? t('admin_live.notice', { title, details }) : title;
    // The toaster may sit outside the router (desktop app): the button navigates by itself.
    toast(
      (shown) => (
        <span className="flex items-center gap-3">
          <span dir="auto">{message}</span>
          <button
            type="button"
            className="shrink-0 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-brand-700 hover:bg-slate-50"
            aria-label={t('admin_live.open_label', {
              name: details || title,
            })}
            onClick={() => {
              toast.dismiss(shown.id);
              openRequest({ kind, id });
            }}
          >
            {t('admin_live.open')}
          </button>
        </span>
      ),
      { id: `request-created:${kind}:${id}` },
    );
    platform.notifyRequest({ kind, id, title, body: details });
  });

  const onEvent = useEffectEvent(({ type, data }: StreamedEvent) => {
    if (type !== REQUEST_EVENTS.created && type !== REQUEST_EVENTS.updated) return;
    const event = readEventData(data);
    if (!event) return;
    void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    // A pre-registration counts in its session's requests, waiting list and seats.
    if (event.kind === 'lead') void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    if (type === REQUEST_EVENTS.created) void announce(event);
  });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let connections = 0;
    void runEventStream({
      signal: controller.signal,
      onEvent,
      onOpen() {
        connections += 1;
        // Back after a break: whatever happened meanwhile was not heard.
        if (connections > 1) void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
        // First connected after lists were shown from reads sent before the admin had loaded
        // (api/early-reads.ts): they catch up, without cancelling a list still being read.
        else if (earlyReadsTaken())
          void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }, { cancelRefetch: false });
      },
      onUnauthorized: () => void recheckSession(queryClient),
    });
    return () => controller.abort();
  }, [token, queryClient]);

  useEffect(() => platform.onOpenRequest(openRequest), [platform]);

  const { data, dataUpdatedAt } = summary;
  useEffect(() => {
    if (data) platform.setBadgeCount(totalNew(data));
  }, [platform, data, dataUpdatedAt]);
  // Signed out or closed: no count left on the icon.
  useEffect(() => () => platform.setBadgeCount(0), [platform]);

  return null;
}
