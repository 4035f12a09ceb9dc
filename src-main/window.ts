/**
 * The app's window: the security flags of Electron's checklist, and the size and place it had
 * last time, kept on screen when a monitor has gone since.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle, WebPreferences } from 'electron';
import { MIN_WINDOW_SIZE, type WindowState } from './settings.ts';

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 820 } as const;

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}

/** How much of the window's top must show on a screen for its saved place to be used again. */
const VISIBLE_MARGIN = { width: 120, height: 40 };

export function placeOnScreen(state: WindowState | undefined, workAreas: Rectangle[]): WindowState {
  if (!state) return { ...DEFAULT_WINDOW_SIZE, maximized: false };
  const { x, y } = state;
  if (x === undefined || y === undefined) return state;
  const visible = workAreas.some(
    (area) =>
      Math.min(x + state.width, area.x + area.width) - Math.max(x, area.x) >= VISIBLE_MARGIN.width &&
      Math.min(y + VISIBLE_MARGIN.height, area.y + area.height) - Math.max(y, area.y) >= VISIBLE_MARGIN.height,
  );
  return visible ? state : { width: state.width, height: state.height, maximized: state.maximized };
}

export function mainWindowOptions(
  preloadPath: string,
  place: WindowState,
  title: string,
): BrowserWindowConstructorOptions {
  return {
    title,
    width: place.width,
    height: place.height,
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : {}),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    backgroundColor: '#f8fafc',
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** What bringToFront uses of a BrowserWindow. */
export interface ForegroundWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Shows the window in front of the others, restored if it was minimised. */
export function bringToFront(window: ForegroundWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** Saves the window's normal (not maximised) bounds when they settle and when it closes. */
export function trackWindowState(window: BrowserWindow, save: (state: WindowState) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    save({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, maximized: window.isMaximized() });
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, 500);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveNow);
  window.on('unmaximize', saveNow);
  window.on('close', saveNow);
}
