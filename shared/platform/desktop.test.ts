import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from '../api/client.ts';
import { initI18n, loadAllTranslations, switchLanguage } from '../i18n/i18n.ts';
import type { CvDownloadResult, DesktopBridge } from './bridge.ts';
import { createDesktopPlatform } from './desktop.ts';

function bridgeAnswering(result: CvDownloadResult) {
  const bridge = {
    adminInfo: { read: vi.fn(async () => '{"token":"t"}'), write: vi.fn(async () => undefined), remove: vi.fn(async () => undefined) },
    server: { get: vi.fn(), test: vi.fn(), save: vi.fn() },
    downloadCv: vi.fn(async () => result),
    setLanguage: vi.fn(),
    onOpenServerSettings: vi.fn(),
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

  it('asks main for the CV without handing it the token', async () => {
    const { bridge, platform } = bridgeAnswering({ outcome: 'saved', fileName: 'cv.pdf' });
    expect(await platform.downloadCv(REQUEST)).toBe(true);
    expect(bridge.downloadCv).toHaveBeenCalledWith({ url: REQUEST.url, fileName: 'cv.pdf' });
  });

  it('answers false when the admin cancels', async () => {
    expect(await bridgeAnswering({ outcome: 'cancelled' }).platform.downloadCv(REQUEST)).toBe(false);
  });

  it('turns a refusal from the server into the ApiError the screens already handle', async () => {
    const failure = bridgeAnswering({ outcome: 'failed', problem: 'server', status: 404, message: 'Application not found.' }).platform.downloadCv(REQUEST);
    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(errorMessage(error, 'fallback')).toBe('Application not found.');
    const expired = await bridgeAnswering({ outcome: 'failed', problem: 'server', status: 401 }).platform.downloadCv(REQUEST).catch((caught: unknown) => caught);
    expect(expired).toMatchObject({ status: 401 });
  });

  it.each([
    ['network', 'Le CV n\'a pas pu être téléchargé : le serveur est injoignable.'],
    ['disk', 'Le CV n\'a pas pu être enregistré sur cet ordinateur. Choisissez un autre dossier.'],
    ['signed_out', 'Votre session n\'est plus valide. Veuillez vous reconnecter.'],
    ['invalid_request', 'Ce CV ne provient pas du serveur configuré.'],
  ] as const)('says what went wrong (%s) in the admin’s language', async (problem, text) => {
    const error = await bridgeAnswering({ outcome: 'failed', problem }).platform.downloadCv(REQUEST).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'fallback')).toBe(text);
  });

  it('speaks Arabic too', async () => {
    await switchLanguage('ar');
    const error = await bridgeAnswering({ outcome: 'failed', problem: 'disk' }).platform.downloadCv(REQUEST).catch((caught: unknown) => caught);
    expect(errorMessage(error)).toMatch(/[\u0600-\u06FF]/);
    await switchLanguage('fr');
  });
});
