import type { DesktopBridge } from '../shared/platform/bridge.ts';

declare global {
  interface Window {
    /** Set by the preload (src-preload/index.ts). */
    readonly takwin: DesktopBridge;
  }
}
