import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from '../api/client.ts';
import { initI18n, loadAllTranslations, switchLanguage } from '../i18n/i18n.ts';
import { type DesktopBridge, type FileDownloadResult, NOTICE_LIMITS } from './bridge.ts';
import { createDesktopPlatform } from './desktop.ts';

function bridgeAnswering(result: FileDownloadResult) {
  const bridge = {
    adminInfo: {
      read: vi.fn(async () => '{"token":"t"}'),
      write: vi.fn(async () => undefined),
      remove: vi.fn(async () => undefined),
    },
    server: { get: vi.fn(), test: vi.fn(), save: vi.fn() },
    downloadFile: vi.fn(async () => result),
    setLanguage: vi.fn(),
    notifyRequest: vi.fn(async () => undefined),
    setBadgeCount: vi.fn(async () => undefined),
    onOpenServerSettings: vi.fn(),
    onOpenRequest: vi.fn(
      (_listener: (target: { kind: 'lead' | 'company-lead' | 'candidature'; id: string }) => void) => () => undefined,
    ),
  } satisfies DesktopBridge;
  return { bridge, platform: createDesktopPlatform(bridge) };
}

const REQUEST = { url: '/api/candidatures/c1/cv', fileName: 'cv.pdf', token: 'secret-token' };

beforeAll(async () => {
  await initI18n();
  await loadAllTranslations();
  await switchLanguage('fr');
});

describe('the desktop platform', () => {
  it('keeps adminInfo through the bridge, never in localStorage', async () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'cancelled' });
    expect(await platform.adminInfo.read()).toBe('{"token":"t"}');
    await platform.adminInfo.write('{"token":"u"}');
    await platform.adminInfo.remove();
    expect(bridge.adminInfo.write).toHaveBeenCalledWith('{"token":"u"}');
    expect(bridge.adminInfo.remove).toHaveBeenCalled();
    expect(localStorage.getItem('adminInfo')).toBeNull();
  });

  it('asks main for the file without handing it the token', async () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'saved', fileName: 'cv.pdf' });
    expect(await platform.downloadFile(REQUEST)).toBe(true);
    expect(bridge.downloadFile).toHaveBeenCalledWith({ url: REQUEST.url, fileName: 'cv.pdf' });
    await platform.downloadFile({
      url: '/api/leads/export.csv?status=new',
      fileName: 'leads.csv',
      token: 'secret-token',
    });
    expect(bridge.downloadFile).toHaveBeenLastCalledWith({
      url: '/api/leads/export.csv?status=new',
      fileName: 'leads.csv',
    });
  });

  it('answers false when the admin cancels', async () => {
    expect(await bridgeAnswering({ outcome: 'cancelled' }).platform.downloadFile(REQUEST)).toBe(false);
  });

  it('turns a refusal from the server into the ApiError the screens already handle', async () => {
    const failure = bridgeAnswering({
      outcome: 'failed',
      problem: 'server',
      status: 404,
      message: 'Application not found.',
    }).platform.downloadFile(REQUEST);
    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(errorMessage(error, 'fallback')).toBe('Application not found.');
    const expired = await bridgeAnswering({ outcome: 'failed', problem: 'server', status: 401 })
      .platform.downloadFile(REQUEST)
      .catch((caught: unknown) => caught);
    expect(expired).toMatchObject({ status: 401 });
  });

  it.each([
    ['network', "Le fichier n'a pas pu être téléchargé : le serveur est injoignable."],
    ['disk', "Le fichier n'a pas pu être enregistré sur cet ordinateur. Choisissez un autre dossier."],
    ['signed_out', "Votre session n'est plus valide. Veuillez vous reconnecter."],
    ['invalid_request', 'Ce fichier ne provient pas du serveur configuré.'],
  ] as const)('says what went wrong (%s) in the admin’s language', async (problem, text) => {
    const error = await bridgeAnswering({ outcome: 'failed', problem })
      .platform.downloadFile(REQUEST)
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'fallback')).toBe(text);
  });

  it('speaks Arabic too', async () => {
    await switchLanguage('ar');
    const error = await bridgeAnswering({ outcome: 'failed', problem: 'disk' })
      .platform.downloadFile(REQUEST)
      .catch((caught: unknown) => caught);
    expect(errorMessage(error)).toMatch(/[\u0600-\u06FF]/);
    await switchLanguage('fr');
  });

  it('sends a request’s notice to main, cut to what main accepts', async () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'cancelled' });
    platform.notifyRequest({ kind: 'lead', id: 'l1', title: 'Nouvelle préinscription', body: 'Sami Trabelsi' });
    expect(bridge.notifyRequest).toHaveBeenCalledWith({
      kind: 'lead',
      id: 'l1',
      title: 'Nouvelle préinscription',
      body: 'Sami Trabelsi',
    });
    platform.notifyRequest({ kind: 'lead', id: 'l2', title: '😀'.repeat(150), body: 'b'.repeat(5000) });
    const [{ title, body }] = bridge.notifyRequest.mock.lastCall as unknown as [{ title: string; body: string }];
    expect(title.length).toBeLessThanOrEqual(NOTICE_LIMITS.title);
    expect(title).toMatch(/^(😀)+…$/u);
    expect(body).toHaveLength(NOTICE_LIMITS.body);
  });

  it('never lets a refused notice or badge become an unhandled rejection', async () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'cancelled' });
    bridge.notifyRequest.mockRejectedValueOnce(new Error('refused'));
    bridge.setBadgeCount.mockRejectedValueOnce(new Error('refused'));
    expect(() => platform.notifyRequest({ kind: 'lead', id: 'l1', title: 't', body: '' })).not.toThrow();
    expect(() => platform.setBadgeCount(3)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('needs no opt-in for notifications', async () => {
    const { platform } = bridgeAnswering({ outcome: 'cancelled' });
    expect(platform.notificationsPermission()).toBe('granted');
    expect(await platform.requestNotifications()).toBe(true);
  });

  it('hands main a badge count it accepts', () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'cancelled' });
    for (const count of [0, 4, 2.7, -3, 1e9, Number.NaN]) platform.setBadgeCount(count);
    expect(bridge.setBadgeCount.mock.calls).toEqual([[0], [4], [2], [0], [99_999], [0]]);
  });

  it('passes on the request a clicked notification names, until unsubscribed', () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'cancelled' });
    const unsubscribe = vi.fn();
    bridge.onOpenRequest.mockReturnValueOnce(unsubscribe);
    const listener = vi.fn();
    const stop = platform.onOpenRequest(listener);
    bridge.onOpenRequest.mock.calls[0]![0]({ kind: 'candidature', id: 'c9' });
    expect(listener).toHaveBeenCalledWith({ kind: 'candidature', id: 'c9' });
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
