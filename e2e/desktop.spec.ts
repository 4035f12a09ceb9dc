/**
 * The desktop admin app as built (out/renderer, by `npm run desktop:build`) in Chromium, with a
 * stand-in for Electron's preload and main that runs main's own code against the real server
 * (e2e/support/desktop-bridge-double.ts): server address, sign-in, courses, a CV saved to disk.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { expect, type Page, test as base } from '@playwright/test';
import type { DesktopBridge } from '../shared/platform/bridge.ts';
import { ADMIN, pdf } from './support/api.ts';
import { DesktopBridgeDouble } from './support/desktop-bridge-double.ts';

const root = path.resolve(import.meta.dirname, '..');
const RENDERER_DIR = path.join(root, 'out', 'renderer');
const MAIN_BUNDLE = path.join(root, 'out', 'main', 'index.js');
const PRELOAD_BUNDLE = path.join(root, 'out', 'preload', 'index.cjs');
const SERVER = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

const test = base.extend<{ desktop: DesktopBridgeDouble; problems: string[] }>({
  desktop: async ({ page }, use) => {
    if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html')))
      throw new Error('The desktop app is not built: run `npm run desktop:build` first.');
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-desktop-downloads-'));
    const desktop = await DesktopBridgeDouble.create(RENDERER_DIR, downloads);
    await desktop.install(page);
    await use(desktop);
    await desktop.stop();
    fs.rmSync(downloads, { recursive: true, force: true });
  },
  // Content-Security-Policy refusals and uncaught errors, which the app must never cause.
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

async function setServer(page: Page, address: string) {
  await page.getByLabel(/^Adresse du serveur/).fill(address);
}

test('first start: the server address is checked, then kept', async ({ page, desktop, problems }) => {
  await page.goto(desktop.appUrl);
  await expect(page.getByRole('heading', { name: 'Adresse du serveur' })).toBeVisible();
  const testConnection = page.getByRole('button', { name: 'Tester la connexion' });

  await setServer(page, 'takwin.example.tn');
  await testConnection.click();
  await expect(page.getByRole('alert')).toHaveText(
    /Saisissez une adresse complète commençant par http:\/\/ ou https:\/\//,
  );

  // Nothing listens on port 9 (discard) of this machine.
  await setServer(page, 'http://127.0.0.1:9');
  await testConnection.click();
  await expect(page.getByRole('alert')).toHaveText(
    "Impossible de joindre un serveur à cette adresse. Vérifiez l'adresse et votre connexion.",
  );

  // A web server that is not a Takwin server: the page's own origin.
  await setServer(page, new URL(desktop.appUrl).origin);
  await testConnection.click();
  await expect(page.getByRole('alert')).toHaveText(
    "Un serveur répond à cette adresse, mais ce n'est pas un serveur Takwin.",
  );
  expect(desktop.settings.serverOrigin()).toBeUndefined();

  await setServer(page, `${SERVER}/`);
  await testConnection.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Connexion réussie : le serveur Takwin répond.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByText(`Serveur : ${SERVER}`)).toBeVisible();
  expect(desktop.settings.serverOrigin()).toBe(SERVER);

  // The menu's "Server address…" and the sign-in screen's link both lead back to it.
  await page.evaluate(() => (window as unknown as { takwinMenuServerAddress(): void }).takwinMenuServerAddress());
  await expect(page.getByRole('heading', { name: 'Adresse du serveur' })).toBeVisible();
  await expect(page.getByText(`Serveur actuel : ${SERVER}`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the admin signs in, sees the courses and saves a CV through the bridge', async ({
  page,
  desktop,
  problems,
  request,
}) => {
  // An application sent from the public site, with a CV of known bytes.
  const name = `Candidat Desktop ${Date.now()}`;
  const cv = pdf(4096);
  const sent = await request.post(`${SERVER}/api/candidatures`, {
    multipart: {
      name,
      email: 'desktop.e2e@example.tn',
      cv: { name: 'CV Desktop é2e.pdf', mimeType: 'application/pdf', buffer: cv },
    },
  });
  expect(sent.status()).toBe(201);
  const courses = (await (await request.get(`${SERVER}/api/courses`)).json()) as { title: { fr: string } }[];

  // The server address is already set, as after a first start.
  desktop.settings.setServerOrigin(SERVER);
  await page.goto(desktop.appUrl);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(ADMIN.email);
  await page.getByLabel(/^Mot de passe/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie !')).toBeVisible();

  await expect(page).toHaveURL(/#\/admin\/courses$/);
  // The admin's screens load on demand after sign-in: allowed more time on a loaded machine.
  await expect(page.getByText(courses[0]!.title.fr).first()).toBeVisible({ timeout: 15_000 });
  // adminInfo is with main (electron-store), never in the page's storage.
  expect(desktop.settings.adminToken()).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();

  await page.getByRole('link', { name: 'Candidatures' }).click();
  await page.getByLabel('Rechercher une candidature').fill(name);
  await page.getByRole('button', { name: `Télécharger le CV de ${name}` }).click();
  await expect.poll(() => desktop.saved.length).toBe(1);
  const [saved] = desktop.saved;
  expect(path.basename(saved!.path)).toBe('CV Desktop é2e.pdf');
  expect(path.dirname(saved!.path)).toBe(desktop.downloadsDir);
  expect(saved!.bytes.equals(cv)).toBe(true);

  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  expect(desktop.settings.adminInfo()).toBeNull();
  expect(problems).toEqual([]);
});

test('the bridge refuses a CV address that is not the server’s, and passes on the server’s refusal', async ({
  page,
  desktop,
}) => {
  desktop.settings.setServerOrigin(SERVER);
  await page.goto(desktop.appUrl);
  await page.getByLabel(/^E-mail/).fill(ADMIN.email);
  await page.getByLabel(/^Mot de passe/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/#\/admin\/courses$/);

  // Straight through the bridge, as a screen would: an address that is not a CV of this server.
  const refused = await page.evaluate(() =>
    (window as unknown as { takwin: DesktopBridge }).takwin.downloadFile({
      url: 'https://elsewhere.example/api/candidatures/x/cv',
      fileName: 'x.pdf',
    }),
  );
  expect(refused).toEqual({ outcome: 'failed', problem: 'invalid_request' });
  const missing = await page.evaluate(() =>
    (window as unknown as { takwin: DesktopBridge }).takwin.downloadFile({
      url: '/api/candidatures/does-not-exist/cv',
      fileName: 'x.pdf',
    }),
  );
  expect(missing).toMatchObject({ outcome: 'failed', problem: 'server', status: 404 });
  expect(desktop.saved).toEqual([]);
});

test('the built main process and preload start, with Electron replaced by a recorder', () => {
  if (!fs.existsSync(MAIN_BUNDLE)) throw new Error('The desktop app is not built: run `npm run desktop:build` first.');
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-desktop-user-data-'));
  const run = spawnSync(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'support', 'electron-stand-in-register.mjs'), MAIN_BUNDLE],
    {
      env: { ...process.env, TAKWIN_STAND_IN_USER_DATA: userData },
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  fs.rmSync(userData, { recursive: true, force: true });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const calls = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { call: string } & Record<string, unknown>);
  const names = calls.map(({ call }) => call);

  // Everything main needs is in the bundle (electron-store included): it loads and wires itself.
  expect(names.slice(0, 3)).toEqual(['registerSchemesAsPrivileged', 'enableSandbox', 'requestSingleInstanceLock']);
  expect(calls.filter(({ call }) => call === 'ipcMain.handle')).toHaveLength(10);
  expect(names).toEqual(
    expect.arrayContaining([
      'setPermissionRequestHandler',
      'setPermissionCheckHandler',
      'protocol.handle',
      'setApplicationMenu',
    ]),
  );
  const window = calls.find(({ call }) => call === 'new BrowserWindow') as unknown as {
    options: { webPreferences: Record<string, unknown> };
  };
  expect(window.options.webPreferences).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    webSecurity: true,
  });
  expect(window.options.webPreferences.preload).toBe(PRELOAD_BUNDLE);
  expect(calls.find(({ call }) => call === 'loadURL')).toMatchObject({ url: 'app://takwin/index.html' });
  // The built main serves the built page, under its CSP, and relays nothing before a server is set.
  expect(calls.find(({ call }) => call === 'app page')).toMatchObject({
    status: 200,
    hasRoot: true,
    csp: expect.stringContaining("connect-src 'self'"),
  });
  expect(calls.find(({ call }) => call === 'api before setup')).toMatchObject({ status: 503 });

  // The preload runs where a sandboxed preload runs: `require('electron')` and nothing else.
  const exposed = new Map<string, unknown>();
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
    ipcRenderer: { invoke: async () => undefined, on: () => undefined, removeListener: () => undefined },
  };
  vm.runInNewContext(fs.readFileSync(PRELOAD_BUNDLE, 'utf8'), {
    require: (id: string) => {
      if (id !== 'electron') throw new Error(`A sandboxed preload cannot require ${id}`);
      return electron;
    },
    module: { exports: {} },
    exports: {},
  });
  expect([...exposed.keys()]).toEqual(['takwin']);
  expect(Object.keys(exposed.get('takwin') as object).sort()).toEqual([
    'adminInfo',
    'downloadFile',
    'notifyRequest',
    'onOpenRequest',
    'onOpenServerSettings',
    'server',
    'setBadgeCount',
    'setLanguage',
  ]);
});
