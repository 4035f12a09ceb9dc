import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applicationMenuTemplate, showAboutBox } from './menu.ts';
import { NATIVE_TEXTS } from './native-texts.ts';

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

describe('the application menu', () => {
  it.each([false, true])('has the edit commands by role (mac: %s)', (isMac) => {
    const items = flatten(
      applicationMenuTemplate(
        NATIVE_TEXTS.fr,
        { openServerSettings: vi.fn(), showAbout: vi.fn() },
        { isMac, isDev: false },
      ),
    );
    const roles = items.map((item) => item.role).filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit']));
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).not.toContain('reload');
  });

  it('opens the server address screen and the about box', () => {
    const actions = { openServerSettings: vi.fn(), showAbout: vi.fn() };
    const items = flatten(applicationMenuTemplate(NATIVE_TEXTS.fr, actions, { isMac: false, isDev: false }));
    items.find((item) => item.label === 'Adresse du serveur…')?.click?.({} as never, undefined, {} as never);
    items.find((item) => item.label === 'À propos de Takwin Admin')?.click?.({} as never, undefined, {} as never);
    expect(actions.openServerSettings).toHaveBeenCalledOnce();
    expect(actions.showAbout).toHaveBeenCalledOnce();
  });

  it('offers the developer tools during development only', () => {
    const roles = flatten(
      applicationMenuTemplate(
        NATIVE_TEXTS.en,
        { openServerSettings: vi.fn(), showAbout: vi.fn() },
        { isMac: false, isDev: true },
      ),
    ).map((item) => item.role);
    expect(roles).toContain('toggleDevTools');
  });

  it('speaks the three languages with the same entries', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}.${key}`))
        : [prefix];
    expect(keys(NATIVE_TEXTS.en)).toEqual(keys(NATIVE_TEXTS.fr));
    expect(keys(NATIVE_TEXTS.ar)).toEqual(keys(NATIVE_TEXTS.fr));
    expect(JSON.stringify(NATIVE_TEXTS.ar.menu)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the about box', () => {
  it('shows the version', async () => {
    const dialog = { showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })) };
    await showAboutBox(dialog, undefined, NATIVE_TEXTS.fr, '1.2.3');
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Takwin Admin', detail: expect.stringContaining('Version 1.2.3') }),
    );
  });
});
