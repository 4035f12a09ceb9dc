import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// electron-store asks Electron where the user's data lives; here it is a temporary folder.
const electron = vi.hoisted(() => {
  const state = { userData: '' };
  const app = { getPath: () => state.userData, getVersion: () => '0.1.0' };
  const ipcMain = { on: () => undefined };
  return { state, module: { app, ipcMain, shell: {} } };
});
vi.mock('electron', () => ({ default: electron.module, ...electron.module }));

const { default: Store } = await import('electron-store');
const { createSettings } = await import('./settings.ts');

const SESSION = JSON.stringify({ _id: 'a1', name: 'Admin', email: 'admin@takwin.tn', token: 'jwt.token' });
const open = () => createSettings(new Store({ name: 'settings', clearInvalidConfig: true }));
const settingsFile = () => path.join(electron.state.userData, 'settings.json');

beforeEach(() => {
  electron.state.userData = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-settings-'));
});
afterEach(() => fs.rmSync(electron.state.userData, { recursive: true, force: true }));

describe('the desktop settings (electron-store)', () => {
  it('keeps the server address as an origin, across runs', () => {
    const settings = open();
    expect(settings.serverOrigin()).toBeUndefined();
    expect(settings.setServerOrigin('https://takwin.example.tn/admin')).toBe('https://takwin.example.tn');
    expect(open().serverOrigin()).toBe('https://takwin.example.tn');
    expect(() => settings.setServerOrigin('ftp://x')).toThrow();
  });

  it('keeps adminInfo in the settings file, gives its token, and removes it on logout', () => {
    const settings = open();
    expect(settings.adminInfo()).toBeNull();
    settings.setAdminInfo(SESSION);
    expect(open().adminInfo()).toBe(SESSION);
    expect(settings.adminToken()).toBe('jwt.token');
    expect(JSON.parse(fs.readFileSync(settingsFile(), 'utf8'))).toMatchObject({ adminInfo: SESSION });
    settings.removeAdminInfo();
    expect(open().adminInfo()).toBeNull();
    expect(settings.adminToken()).toBeUndefined();
  });

  it('signs the admin out when the server changes, not when the same one is saved again', () => {
    const settings = open();
    settings.setServerOrigin('https://a.example.tn');
    settings.setAdminInfo(SESSION);
    settings.setServerOrigin('https://a.example.tn/');
    expect(settings.adminInfo()).toBe(SESSION);
    settings.setServerOrigin('https://b.example.tn');
    expect(settings.adminInfo()).toBeNull();
  });

  it('remembers the window, and ignores a place that makes no sense', () => {
    const settings = open();
    expect(settings.windowState()).toBeUndefined();
    settings.setWindowState({ x: 40, y: 30, width: 1400, height: 900, maximized: true });
    expect(open().windowState()).toEqual({ x: 40, y: 30, width: 1400, height: 900, maximized: true });
    settings.setWindowState({ width: 10, height: 10, maximized: false });
    expect(settings.windowState()?.width).toBe(1400);
    fs.writeFileSync(settingsFile(), JSON.stringify({ window: { width: 'big', height: 900 } }));
    expect(open().windowState()).toBeUndefined();
  });

  it('reads hand-edited values defensively', () => {
    fs.writeFileSync(
      settingsFile(),
      JSON.stringify({ serverOrigin: 'javascript:alert(1)', adminInfo: '{"token":', language: 'de' }),
    );
    const settings = open();
    expect(settings.serverOrigin()).toBeUndefined();
    expect(settings.adminToken()).toBeUndefined();
    expect(settings.language()).toBe('fr');
    settings.setLanguage('ar');
    expect(open().language()).toBe('ar');
  });

  it('starts afresh from a damaged settings file instead of failing to start', () => {
    fs.writeFileSync(settingsFile(), '{ not json');
    expect(open().serverOrigin()).toBeUndefined();
  });
});
