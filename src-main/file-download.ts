/**
 * Saving an admin file on the admin's computer: an application's CV, the CSV export of a
 * pipeline list, or everything held about a person as a ZIP file. The renderer names the file by the address the API uses; main checks that it is
 * one of those addresses on the configured server, rebuilds it itself, fetches it with the token
 * it keeps, and asks where to save with the system's dialog. The name the server sends (an
 * applicant's own, for a CV) becomes a safe file name.
 */
import path from 'node:path';
import type { MessageBoxOptions } from 'electron';
import { REQUEST_KINDS, REQUEST_PATHS } from '../shared/domain/pipeline.ts';
import { PeopleExportQuerySchema } from '../shared/domain/people.ts';
import { RequestExportQuerySchema } from '../shared/domain/pipeline-schemas.ts';
import type { FileDownloadResult } from '../shared/platform/bridge.ts';
import type { Fetch } from './fetch.ts';
import { fileNameFromContentDisposition, safeFileName, withExtension } from './file-names.ts';

export const FILE_DOWNLOAD_TIMEOUT_MS = 60_000;

const CV_PATH = /^\/api\/candidatures\/([A-Za-z0-9_-]{1,64})\/cv$/;
const EXPORT_PATH = /^\/api\/([a-z-]+)\/export\.csv$/;
const EXPORT_LISTS: readonly string[] = REQUEST_KINDS.map((kind) => REQUEST_PATHS[kind]);

/** What an export's query may carry: the list's filters and the headings' language, checked as the server checks them. */
const ExportQuerySchema = RequestExportQuerySchema.strict();
export const EXPORT_PARAMS = Object.keys(RequestExportQuerySchema.shape);

const PERSON_EXPORT_PATH = '/api/people/export.zip';
/** What a person's export may carry: the person (an e-mail or a phone) and the headings' language. */
const PERSON_EXPORT_PARAMS = ['email', 'phone', 'lng'] as const;

/** A file main agrees to fetch: its address on the configured server, rebuilt by main, and what it is. */
export type AdminFile =
  | { kind: 'cv'; address: string }
  | { kind: 'export'; list: string; address: string }
  | { kind: 'person-export'; address: string };

/**
 * The admin file at `url` on `origin` (relative, as the API gives it, or absolute): a CV
 * (`/api/candidatures/:id/cv`, no query), a list's export (`/api/<list>/export.csv`) or a
 * person's (`/api/people/export.zip`), each with known parameters only, each once. Anything else
 * is undefined.
 */
export function adminFileAt(url: string, origin: string): AdminFile | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || parsed.hash || parsed.username || parsed.password || url.includes('#'))
    return undefined;

  const cvId = CV_PATH.exec(parsed.pathname)?.[1];
  if (cvId) return parsed.search ? undefined : { kind: 'cv', address: `${origin}/api/candidatures/${cvId}/cv` };

  const given = [...parsed.searchParams];
  if (new Set(given.map(([name]) => name)).size !== given.length) return undefined;

  if (parsed.pathname === PERSON_EXPORT_PATH) {
    if (!given.every(([name]) => (PERSON_EXPORT_PARAMS as readonly string[]).includes(name))) return undefined;
    if (!PeopleExportQuerySchema.safeParse(Object.fromEntries(given)).success) return undefined;
    const query = new URLSearchParams();
    for (const name of PERSON_EXPORT_PARAMS) {
      const value = parsed.searchParams.get(name);
      if (value !== null) query.set(name, value);
    }
    return { kind: 'person-export', address: `${origin}${PERSON_EXPORT_PATH}?${query}` };
  }

  const list = EXPORT_PATH.exec(parsed.pathname)?.[1];
  if (!list || !EXPORT_LISTS.includes(list)) return undefined;
  if (!ExportQuerySchema.safeParse(Object.fromEntries(given)).success) return undefined;
  // Rebuilt from the checked values, in a fixed order: nothing of the renderer's text goes through as is.
  const query = new URLSearchParams();
  for (const name of EXPORT_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { kind: 'export', list, address: `${origin}/api/${list}/export.csv${search}` };
}

export interface FileDownloadDeps {
  fetch: Fetch;
  serverOrigin(): string | undefined;
  adminToken(): string | undefined;
  downloadsDir: string;
  /** The system's save dialog, titled for `file`; undefined when the admin cancels. */
  chooseSavePath(defaultPath: string, file: AdminFile): Promise<string | undefined>;
  writeFile(filePath: string, data: Uint8Array): Promise<void>;
  /** Offers to open the file or show it in its folder; not awaited, the download is done. */
  afterSave(filePath: string, file: AdminFile): void;
}

export async function downloadFile(
  deps: FileDownloadDeps,
  request: { url: string; fileName: string },
): Promise<FileDownloadResult> {
  const origin = deps.serverOrigin();
  const file = origin ? adminFileAt(request.url, origin) : undefined;
  if (!file) return { outcome: 'failed', problem: 'invalid_request' };
  const token = deps.adminToken();
  if (!token) return { outcome: 'failed', problem: 'signed_out' };

  let bytes: Uint8Array;
  let serverName: string | undefined;
  try {
    const response = await deps.fetch(file.address, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'error',
      signal: AbortSignal.timeout(FILE_DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      const message = (body as { message?: unknown } | undefined)?.message;
      return {
        outcome: 'failed',
        problem: 'server',
        status: response.status,
        ...(typeof message === 'string' && message ? { message } : {}),
      };
    }
    serverName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    return { outcome: 'failed', problem: 'network' };
  }

  const suggested = serverName ?? request.fileName;
  // An export is CSV text (or a ZIP file) whatever it is called: saved as such, never as something to run.
  const fileName =
    file.kind === 'cv'
      ? safeFileName(suggested)
      : file.kind === 'export'
        ? withExtension(safeFileName(suggested, file.list), '.csv')
        : withExtension(safeFileName(suggested, 'personal-data'), '.zip');
  const target = await deps.chooseSavePath(path.join(deps.downloadsDir, fileName), file);
  if (!target) return { outcome: 'cancelled' };
  try {
    await deps.writeFile(target, bytes);
  } catch {
    return { outcome: 'failed', problem: 'disk' };
  }
  deps.afterSave(target, file);
  return { outcome: 'saved', fileName: path.basename(target) };
}

export interface SavedFileActions {
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  openPath(filePath: string): Promise<string>;
  showItemInFolder(filePath: string): void;
}

/** After a save: open the file, show it in its folder, or just close the message. */
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
