/**
 * Saving an application's CV on the admin's computer. The renderer names the candidature (by the
 * cvUrl the API gave it); main checks that it is a CV address of the configured server, rebuilds
 * the address itself, fetches it with the token it keeps, and asks where to save with the
 * system's dialog. The applicant's file name, as the server sends it, becomes a safe file name.
 */
import path from 'node:path';
import type { MessageBoxOptions } from 'electron';
import type { CvDownloadResult } from '../shared/platform/bridge.ts';
import type { Fetch } from './fetch.ts';
import { fileNameFromContentDisposition, safeFileName } from './file-names.ts';

export const CV_DOWNLOAD_TIMEOUT_MS = 60_000;

const CV_PATH = /^\/api\/candidatures\/([A-Za-z0-9_-]{1,64})\/cv$/;

/** The candidature id of a CV address on `origin` (relative, as the API gives it, or absolute). */
export function candidatureIdFromCvUrl(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || parsed.search || parsed.hash || parsed.username || parsed.password) return undefined;
  return CV_PATH.exec(parsed.pathname)?.[1];
}

export interface CvDownloadDeps {
  fetch: Fetch;
  serverOrigin(): string | undefined;
  adminToken(): string | undefined;
  downloadsDir: string;
  /** The system's save dialog; undefined when the admin cancels. */
  chooseSavePath(defaultPath: string): Promise<string | undefined>;
  writeFile(filePath: string, data: Uint8Array): Promise<void>;
  /** Offers to open the file or show it in its folder; not awaited, the download is done. */
  afterSave(filePath: string): void;
}

export async function downloadCv(deps: CvDownloadDeps, request: { url: string; fileName: string }): Promise<CvDownloadResult> {
  const origin = deps.serverOrigin();
  const id = origin ? candidatureIdFromCvUrl(request.url, origin) : undefined;
  if (!origin || !id) return { outcome: 'failed', problem: 'invalid_request' };
  const token = deps.adminToken();
  if (!token) return { outcome: 'failed', problem: 'signed_out' };

  let bytes: Uint8Array;
  let serverName: string | undefined;
  try {
    const response = await deps.fetch(`${origin}/api/candidatures/${id}/cv`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'error',
      signal: AbortSignal.timeout(CV_DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      const message = (body as { message?: unknown } | undefined)?.message;
      return { outcome: 'failed', problem: 'server', status: response.status, ...(typeof message === 'string' && message ? { message } : {}) };
    }
    serverName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    return { outcome: 'failed', problem: 'network' };
  }

  const fileName = safeFileName(serverName ?? request.fileName);
  const target = await deps.chooseSavePath(path.join(deps.downloadsDir, fileName));
  if (!target) return { outcome: 'cancelled' };
  try {
    await deps.writeFile(target, bytes);
  } catch {
    return { outcome: 'failed', problem: 'disk' };
  }
  deps.afterSave(target);
  return { outcome: 'saved', fileName: path.basename(target) };
}

export interface SavedFileActions {
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  openPath(filePath: string): Promise<string>;
  showItemInFolder(filePath: string): void;
}

/** After a save: open the CV, show it in its folder, or just close the message. */
export async function offerToOpenSavedFile(
  actions: SavedFileActions,
  texts: { saved: string; open: string; showInFolder: string; close: string },
  filePath: string,
): Promise<void> {
  const { response } = await actions.showMessageBox({
    type: 'info',
    message: texts.saved,
    detail: filePath,
    buttons: [texts.open, texts.showInFolder, texts.close],
    defaultId: 0,
    cancelId: 2,
    noLink: true,
  });
  if (response === 0) await actions.openPath(filePath);
  else if (response === 1) actions.showItemInFolder(filePath);
}
