/**
 * The application menu: the usual edit commands (their roles give the platform's shortcuts and
 * make copy and paste work in the fields), the server address, zoom, and an about box.
 */
import type { BaseWindow, Dialog, MenuItemConstructorOptions } from 'electron';
import { APP_NAME, type NativeTexts } from './native-texts.ts';

export interface MenuActions {
  openServerSettings(): void;
  showAbout(): void;
}

export function applicationMenuTemplate(
  texts: NativeTexts,
  actions: MenuActions,
  { isMac, isDev }: { isMac: boolean; isDev: boolean },
): MenuItemConstructorOptions[] {
  const { menu } = texts;
  const about: MenuItemConstructorOptions = { label: menu.about, click: () => actions.showAbout() };
  const serverAddress: MenuItemConstructorOptions = {
    label: menu.serverAddress,
    click: () => actions.openServerSettings(),
  };
  return [
    ...(isMac
      ? [
          {
            label: APP_NAME,
            submenu: [
              about,
              { type: 'separator' },
              serverAddress,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit', label: menu.quit },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : [
          {
            label: menu.file,
            submenu: [serverAddress, { type: 'separator' }, { role: 'quit', label: menu.quit }],
          } satisfies MenuItemConstructorOptions,
        ]),
    {
      label: menu.edit,
      submenu: [
        { role: 'undo', label: menu.undo },
        { role: 'redo', label: menu.redo },
        { type: 'separator' },
        { role: 'cut', label: menu.cut },
        { role: 'copy', label: menu.copy },
        { role: 'paste', label: menu.paste },
        { role: 'selectAll', label: menu.selectAll },
      ],
    },
    {
      label: menu.view,
      submenu: [
        ...(isDev
          ? ([
              { role: 'reload', label: menu.reload },
              { role: 'toggleDevTools', label: menu.devTools },
              { type: 'separator' },
            ] satisfies MenuItemConstructorOptions[])
          : []),
        { role: 'resetZoom', label: menu.resetZoom },
        { role: 'zoomIn', label: menu.zoomIn },
        { role: 'zoomOut', label: menu.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: menu.fullScreen },
      ],
    },
    {
      label: menu.window,
      submenu: [
        { role: 'minimize', label: menu.minimize },
        { role: 'close', label: menu.close },
      ],
    },
    { label: menu.help, submenu: [about] },
  ];
}

export async function showAboutBox(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BaseWindow | undefined,
  texts: NativeTexts,
  version: string,
): Promise<void> {
  const options = {
    type: 'info' as const,
    title: texts.menu.about,
    message: APP_NAME,
    detail: texts.about.detail.replace('{version}', version),
    buttons: [texts.about.ok],
    noLink: true,
  };
  await (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}
