import { EventEmitter } from 'node:events';
import type { BrowserWindow, Rectangle } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WINDOW_SIZE,
  mainWindowOptions,
  placeOnScreen,
  secureWebPreferences,
  trackWindowState,
} from './window.ts';

describe('the window options', () => {
  it('turn on every protection of Electron’s security checklist', () => {
    const options = mainWindowOptions(
      '/app/out/preload/index.cjs',
      { width: 1300, height: 850, maximized: false },
      'Takwin Admin',
    );
    expect(options.webPreferences).toEqual(secureWebPreferences('/app/out/preload/index.cjs'));
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
    expect(options.webPreferences?.preload).toMatch(/\.cjs$/);
    expect(options).toMatchObject({ width: 1300, height: 850, show: false });
    expect(options).not.toHaveProperty('x');
  });
});

describe('placeOnScreen', () => {
  const screens = [{ x: 0, y: 0, width: 1920, height: 1040 }];
  it('opens at the default size the first time', () => {
    expect(placeOnScreen(undefined, screens)).toEqual({ ...DEFAULT_WINDOW_SIZE, maximized: false });
  });

  it('goes back where it was', () => {
    const state = { x: 200, y: 100, width: 1200, height: 800, maximized: false };
    expect(placeOnScreen(state, screens)).toEqual(state);
    expect(mainWindowOptions('p', state, 't')).toMatchObject({ x: 200, y: 100 });
  });

  it('forgets a place on a screen that is gone, keeping the size', () => {
    expect(placeOnScreen({ x: 2500, y: 100, width: 1200, height: 800, maximized: true }, screens)).toEqual({
      width: 1200,
      height: 800,
      maximized: true,
    });
    expect(placeOnScreen({ x: 100, y: -500, width: 1200, height: 800, maximized: false }, screens)).not.toHaveProperty(
      'x',
    );
  });
});

describe('trackWindowState', () => {
  /** A window that moves and closes on demand (its events), with these bounds; its state saved into `save`. */
  const trackedWindow = (maximized: boolean, bounds: Rectangle) => {
    const window = Object.assign(new EventEmitter(), {
      isDestroyed: () => false,
      isMaximized: () => maximized,
      getNormalBounds: () => bounds,
    });
    const save = vi.fn();
    trackWindowState(window as unknown as BrowserWindow, save);
    return { window, save };
  };

  it('saves the normal bounds and the maximised state when the window closes', () => {
    const { window, save } = trackedWindow(true, { x: 10, y: 20, width: 1111, height: 777 });
    window.emit('close');
    expect(save).toHaveBeenCalledWith({ x: 10, y: 20, width: 1111, height: 777, maximized: true });
  });

  it('saves once the window stops moving', () => {
    vi.useFakeTimers();
    const { window, save } = trackedWindow(false, { x: 0, y: 0, width: 1000, height: 700 });
    window.emit('move');
    window.emit('resize');
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(save).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
