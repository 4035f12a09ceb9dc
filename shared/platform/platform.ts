import type { AdminSession } from '../domain/entities.ts';
import type { RequestKind } from '../domain/pipeline.ts';
import { STAFF_ROLES } from '../domain/roles.ts';

/** A request of the pipeline, as a notification names it and a click opens it. */
export interface RequestTarget {
  kind: RequestKind;
  id: string;
}

/** A new request's notification: the texts are already in the staff member's language. */
export interface RequestNotice extends RequestTarget {
  title: string;
  body: string;
}

/** An admin file to save: a CV (`cvPath`) or a list's `/api/<kind>/export.csv?<filters>`. */
export interface FileDownload {
  /** The API address, as `/api/...`. */
  url: string;
  /** The name suggested to the browser or the save dialog (the server's own name wins in the desktop app). */
  fileName: string;
  /** The signed-in admin's token. */
  token: string;
}

/** Whether the staff member let this admin show notifications; 'unsupported' where there are none. */
export type NotificationsPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/**
 * What differs between the browser and the desktop app, behind one interface. Each entry
 * (web/, src-renderer/) provides its adapter; screens never ask which one they run in.
 */
export interface Platform {
  /** Where adminInfo is kept, as the JSON text SPEC §3 describes. */
  adminInfo: {
    read(): Promise<string | null>;
    write(value: string): Promise<void>;
    remove(): Promise<void>;
  };
  /** Saves an admin file (a CV, a CSV export); answers false when the admin cancelled. */
  downloadFile(request: FileDownload): Promise<boolean>;
  /** Tells staff of a new request (a system notification); does nothing without permission. */
  notifyRequest(notice: RequestNotice): void;
  /** Whether notifyRequest may show anything now; the desktop app needs no opt-in. */
  notificationsPermission(): NotificationsPermission;
  /** Asks the staff member to allow notifications (after they opted in); true when allowed. */
  requestNotifications(): Promise<boolean>;
  /** Calls `listener` when staff click a request's notification; returns the unsubscribe. */
  onOpenRequest(listener: (target: RequestTarget) => void): () => void;
  /** Shows `count` (the new requests) on the app's icon (a badge, or on Windows an overlay on the taskbar button); 0 clears it. */
  setBadgeCount(count: number): void;
}

export { ADMIN_INFO_KEY } from '../domain/constants.ts';

/** The stored admin session, or undefined when there is none or it cannot be read. */
export function parseAdminInfo(text: string | null): AdminSession | undefined {
  if (!text) return undefined;
  // SPEC §3: the token is what is sent; the role says which screens to show (a session stored
  // before roles existed has none, and its token is refused anyway). No schema library in the
  // site's first bundle.
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { token, role } = parsed as { token?: unknown; role?: unknown };
    const knownRole = (STAFF_ROLES as readonly unknown[]).includes(role);
    return typeof token === 'string' && token !== '' && knownRole ? (parsed as AdminSession) : undefined;
  } catch {
    return undefined;
  }
}

/** The highest count put on the app's icon. */
export const MAX_BADGE_COUNT = 99_999;

/** A count as a badge shows it: a whole number from 0 to MAX_BADGE_COUNT (anything else is 0). */
export function toBadgeCount(count: number): number {
  return Number.isFinite(count) ? Math.min(MAX_BADGE_COUNT, Math.max(0, Math.floor(count))) : 0;
}
