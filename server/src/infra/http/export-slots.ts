/**
 * How many CSV exports run at once on this server instance: one per staff member (a second click
 * waits for the first), and a few in all, so that exports share the process with the visitors
 * instead of taking it over. Beyond either, the export is refused (429) and tried again later.
 */
import { HttpError } from './http-errors.ts';

/** Exports one instance runs at once, all staff together. */
export const MAX_EXPORTS_PER_INSTANCE = 4;

export class ExportSlots {
  private readonly running = new Set<string>();

  constructor(private readonly maxRunning = MAX_EXPORTS_PER_INSTANCE) {}

  /** Takes a slot for this staff member, or throws the 429 that says why not; answers its release (safe to call twice). */
  take(staffId: string): () => void {
    if (this.running.has(staffId)) {
      throw new HttpError(429, 'Your previous export is still being downloaded. Try again once it has finished.', {
        code: 'export_running',
      });
    }
    if (this.running.size >= this.maxRunning) {
      throw new HttpError(429, 'Too many exports are being downloaded right now. Try again in a minute.', {
        code: 'exports_busy',
      });
    }
    this.running.add(staffId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.delete(staffId);
    };
  }
}
