/**
 * What differs between the browser and the desktop app, behind one interface. Each entry
 * (web/, src-renderer/) provides its adapter; screens never ask which one they run in.
 */
export interface Platform {
  /** Where adminInfo is kept, as the JSON text SPEC §3 describes. */
  adminInfo: {
    read(): Promise<string | null>;
    write(value: string): Promise<void>;
    remove(): Promise<void>;
  };
  /** Saves an application's CV under its original name; answers false when the admin cancelled. */
  downloadCv(request: { url: string; fileName: string; token: string }): Promise<boolean>;
}

/** The key SPEC §3 names for the stored admin session. */
export const ADMIN_INFO_KEY = 'adminInfo';
