/**
 * Every channel of the DesktopBridge, answered in one place. A call is refused unless it comes
 * from the top frame of one of the app's own windows showing the app's own origin, and unless its
 * arguments have the expected shape; the handlers then check what the arguments mean.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { LANGUAGES } from '../shared/domain/constants.ts';
import { REQUEST_KINDS } from '../shared/domain/pipeline.ts';
import { DESKTOP_CHANNELS, type DesktopChannel, NOTICE_LIMITS } from '../shared/platform/bridge.ts';
import { MAX_BADGE_COUNT, type RequestNotice } from '../shared/platform/platform.ts';
import { isAppUrl } from './app-protocol.ts';
import { MAX_ADMIN_INFO_LENGTH, parseAdminToken } from './settings.ts';

interface AppWindowLike {
  isDestroyed(): boolean;
  webContents: { id: number };
}

/** The sender check: one of `windows()`, its top frame, on the app's origin. */
export function createSenderCheck(windows: () => AppWindowLike[]) {
  return (event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): boolean => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null || !isAppUrl(frame.url)) return false;
    return windows().some((window) => !window.isDestroyed() && window.webContents.id === event.sender.id);
  };
}

const AddressArgs = z.tuple([z.string().max(2048)]);
const AdminInfoArgs = z.tuple([
  z
    .string()
    .max(MAX_ADMIN_INFO_LENGTH)
    .refine((value) => parseAdminToken(value) !== undefined, 'Not an admin session.'),
]);
const DownloadArgs = z.tuple([z.strictObject({ url: z.string().min(1).max(2048), fileName: z.string().max(1024) })]);
const LanguageArgs = z.tuple([z.enum(LANGUAGES)]);
/** A request id as the server makes them (and as routes take them): no room for a path or a query. */
const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const NoticeArgs = z.tuple([
  z.strictObject({
    kind: z.enum(REQUEST_KINDS),
    id: RequestIdSchema,
    title: z.string().trim().min(1).max(NOTICE_LIMITS.title),
    body: z.string().max(NOTICE_LIMITS.body),
  }),
]);
const BadgeArgs = z.tuple([z.number().int().min(0).max(MAX_BADGE_COUNT)]);
const NoArgs = z.tuple([]);

export interface IpcHandlers {
  readAdminInfo(): string | null;
  writeAdminInfo(value: string): void;
  removeAdminInfo(): void;
  serverOrigin(): string | null;
  testServer(address: string): Promise<unknown>;
  saveServer(address: string): Promise<unknown>;
  downloadFile(request: { url: string; fileName: string }, event: IpcMainInvokeEvent): Promise<unknown>;
  setLanguage(language: (typeof LANGUAGES)[number]): void;
  notifyRequest(notice: RequestNotice): void;
  setBadgeCount(count: number): void;
}

export class IpcRefusal extends Error {}

export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
  handlers: IpcHandlers,
): void {
  const handle = <Args extends z.ZodType<unknown[]>>(
    channel: DesktopChannel,
    schema: Args,
    run: (args: z.output<Args>, event: IpcMainInvokeEvent) => unknown,
  ) => {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) throw new IpcRefusal(`${channel}: refused, not one of the app's windows`);
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new IpcRefusal(`${channel}: refused, invalid arguments`);
      return run(parsed.data, event);
    });
  };

  handle(DESKTOP_CHANNELS.adminInfoRead, NoArgs, () => handlers.readAdminInfo());
  handle(DESKTOP_CHANNELS.adminInfoWrite, AdminInfoArgs, ([value]) => handlers.writeAdminInfo(value));
  handle(DESKTOP_CHANNELS.adminInfoRemove, NoArgs, () => handlers.removeAdminInfo());
  handle(DESKTOP_CHANNELS.serverGet, NoArgs, () => handlers.serverOrigin());
  handle(DESKTOP_CHANNELS.serverTest, AddressArgs, ([address]) => handlers.testServer(address));
  handle(DESKTOP_CHANNELS.serverSave, AddressArgs, ([address]) => handlers.saveServer(address));
  handle(DESKTOP_CHANNELS.fileDownload, DownloadArgs, ([request], event) => handlers.downloadFile(request, event));
  handle(DESKTOP_CHANNELS.languageSet, LanguageArgs, ([language]) => handlers.setLanguage(language));
  handle(DESKTOP_CHANNELS.notificationShow, NoticeArgs, ([notice]) => handlers.notifyRequest(notice));
  handle(DESKTOP_CHANNELS.badgeSet, BadgeArgs, ([count]) => handlers.setBadgeCount(count));
}
