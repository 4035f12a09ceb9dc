/**
 * The desktop app's word on new requests: a native notification for each (its texts already in
 * the admin's language, from the renderer), a click on which brings the window forward and tells
 * its page which request to open.
 */
import type { NotificationConstructorOptions } from 'electron';
import { DESKTOP_CHANNELS } from '../shared/platform/bridge.ts';
import type { RequestNotice, RequestTarget } from '../shared/platform/platform.ts';
import { bringToFront, type ForegroundWindow } from './window.ts';

/** What main uses of Electron's Notification. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

export interface RequestNotifierDeps {
  isSupported(): boolean;
  /** Linux: notification servers read a little HTML in the body (the freedesktop spec's body-markup), and Electron passes it on as is. */
  bodyIsMarkup: boolean;
  create(options: NotificationConstructorOptions): NotificationLike;
  /** Called when staff click the notification of `target`. */
  onClick(target: RequestTarget): void;
}

/**
 * How many shown notifications main keeps a hold on. Electron forgets a notification's click
 * handler once the object is collected, and some systems never report a dismissal, so the oldest
 * go past this number.
 */
export const KEPT_NOTIFICATIONS = 50;

/** `notify(notice)` shows a native notification; nothing where the system has none. */
export function createRequestNotifier(deps: RequestNotifierDeps): (notice: RequestNotice) => void {
  const kept = new Set<NotificationLike>();
  return ({ kind, id, title, body }) => {
    if (!deps.isSupported()) return;
    const notification = deps.create({ title, body: deps.bodyIsMarkup ? withoutMarkup(body) : body });
    const forget = () => void kept.delete(notification);
    notification.on('click', () => {
      forget();
      deps.onClick({ kind, id });
    });
    notification.on('close', forget);
    kept.add(notification);
    if (kept.size > KEPT_NOTIFICATIONS) kept.delete(kept.values().next().value!);
    notification.show();
  };
}

/**
 * `text` that no notification server reads as markup. The body holds what visitors typed (their
 * name, their company): a `<b>` or `<a href>` in it must show as typed, not style or link the
 * notice. Angle brackets become look-alikes, so the text reads the same where no markup is read.
 */
export function withoutMarkup(text: string): string {
  return text.replaceAll('<', '‹').replaceAll('>', '›');
}

/** A window whose page can be told to open a request. */
export interface RequestWindow extends ForegroundWindow {
  webContents: { send(channel: string, ...args: unknown[]): void };
}

/** Restores and focuses `window`, then sends its page the request to open. */
export function openRequestIn(window: RequestWindow, target: RequestTarget): void {
  bringToFront(window);
  window.webContents.send(DESKTOP_CHANNELS.requestOpen, { kind: target.kind, id: target.id });
}
