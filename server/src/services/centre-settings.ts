/**
 * The centre's details: read by every page (embedded in the HTML) and by GET /api/settings, so
 * they are held in memory, replaced at once when staff save new ones here, and read again after
 * a few seconds (another server on the same database may have saved). Saving clears the rendered
 * pages, which all show them (onSaved).
 */
import { type CentreSettings, type CentreSettingsInput, type PublicCentreSettings, PublicCentreSettingsSchema } from '../../../shared/domain/index.ts';
import { DEFAULT_CENTRE_SETTINGS } from '../centre-defaults.ts';
import type { SettingsRepository } from '../repositories/settings-repository.ts';

interface Held {
  settings: CentreSettings;
  /** The public schema's fields only: an allow-list, so a staff-only field added later stays out. */
  publicSettings: PublicCentreSettings;
}

const hold = (settings: CentreSettings): Held => ({ settings, publicSettings: PublicCentreSettingsSchema.parse(settings) });

export interface CentreSettingsOptions {
  /** Called once new details are saved: every public page shows them (app.ts clears the rendered pages, everywhere). */
  onSaved?: () => void;
  /** How long details read from the database are held before they are read again. */
  lifetimeMs?: number;
}

export class CentreSettingsService {
  private held: { value: Promise<Held>; at: number } | undefined;
  private readonly onSaved: () => void;
  private readonly lifetimeMs: number;

  constructor(
    private readonly repository: SettingsRepository,
    { onSaved = () => {}, lifetimeMs = 10_000 }: CentreSettingsOptions = {},
  ) {
    this.onSaved = onSaved;
    this.lifetimeMs = lifetimeMs;
  }

  private read(): Promise<Held> {
    if (this.held && Date.now() - this.held.at < this.lifetimeMs) return this.held.value;
    const value = this.repository.findCentre().then((saved) => hold(saved ?? DEFAULT_CENTRE_SETTINGS));
    const held = { value, at: Date.now() };
    this.held = held;
    // A failed read is not kept: the next request asks the database again.
    value.catch(() => {
      if (this.held === held) this.held = undefined;
    });
    return value;
  }

  async get(): Promise<CentreSettings> {
    return (await this.read()).settings;
  }

  async getPublic(): Promise<PublicCentreSettings> {
    return (await this.read()).publicSettings;
  }

  /** Another server saved new details (cluster/bus.ts): the next read asks the database. */
  forget(): void {
    this.held = undefined;
  }

  async save(input: CentreSettingsInput): Promise<CentreSettings> {
    const saved = await this.repository.saveCentre(input);
    this.held = { value: Promise.resolve(hold(saved)), at: Date.now() };
    this.onSaved();
    return saved;
  }
}
