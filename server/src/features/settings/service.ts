/**
 * The centre's details: read by every page (embedded in the HTML) and by GET /api/settings, so
 * they are held in memory, replaced at once when staff save new ones here, and read again after
 * a few seconds (another server on the same database may have saved). Saving clears the rendered
 * pages, which all show them (onSaved).
 */
import {
  type CentreSettings,
  type CentreSettingsInput,
  type PublicCentreSettings,
  PublicCentreSettingsSchema,
} from '../../../../shared/domain/index.ts';
import { DEFAULT_CENTRE_SETTINGS } from './centre-defaults.ts';
import { HeldValue } from '../../infra/cache/held-value.ts';
import { publicImageUrl } from '../../infra/http/public-paths.ts';
import type { SettingsRepository, StoredCentreSettings } from './repository.ts';
import { logoIconOf } from '../../infra/storage/uploads.ts';

interface Held {
  /** The stored logo's name, for the start-up sweep and for replacing it. */
  logoFile?: string;
  settings: CentreSettings;
  /** The public schema's fields only: an allow-list, so a staff-only field added later stays out. */
  publicSettings: PublicCentreSettings;
}

function hold({ logoFile, ...stored }: StoredCentreSettings): Held {
  const settings: CentreSettings = {
    ...stored,
    ...(logoFile && { logoUrl: publicImageUrl(logoFile), iconUrl: publicImageUrl(logoIconOf(logoFile)) }),
  };
  return { logoFile, settings, publicSettings: PublicCentreSettingsSchema.parse(settings) };
}

/** What a save does to the logo: a newly stored one replaces it, or it is removed; unset, it stays. */
export type LogoChange = { file: string } | 'remove' | undefined;

export interface CentreSettingsOptions {
  /** Called once new details are saved: every public page shows them (app.ts clears the rendered pages, everywhere). */
  onSaved?: () => void;
  /** How long details read from the database are held before they are read again. */
  lifetimeMs?: number;
}

export class CentreSettingsService {
  private readonly held: HeldValue<Held>;
  private readonly onSaved: () => void;

  constructor(
    private readonly repository: SettingsRepository,
    { onSaved = () => {}, lifetimeMs = 10_000 }: CentreSettingsOptions = {},
  ) {
    this.onSaved = onSaved;
    this.held = new HeldValue(async () => hold((await repository.findCentre()) ?? DEFAULT_CENTRE_SETTINGS), lifetimeMs);
  }

  async get(): Promise<CentreSettings> {
    return (await this.held.get()).settings;
  }

  async getPublic(): Promise<PublicCentreSettings> {
    return (await this.held.get()).publicSettings;
  }

  /** Another server saved new details (cluster/bus.ts): the next read asks the database. */
  forget(): void {
    this.held.forget();
  }

  /** The stored logo's name (the start-up sweep keeps it), read from the database. */
  async logoFile(): Promise<string | undefined> {
    return (await this.repository.findCentre())?.logoFile;
  }

  /**
   * Saves new details (or, without `input`, the stored ones again: a new logo alone); answers them
   * with the logo file they no longer use, for the caller to remove.
   */
  async save(
    input: CentreSettingsInput | undefined,
    logo?: LogoChange,
  ): Promise<{ settings: CentreSettings; replacedLogo?: string }> {
    const stored = await this.repository.findCentre();
    const current = stored?.logoFile;
    const source: StoredCentreSettings = input ?? stored ?? DEFAULT_CENTRE_SETTINGS;
    const { logoFile: _stored, updatedAt: _updatedAt, ...details } = source;
    const logoFile = logo === 'remove' ? undefined : (logo?.file ?? current);
    const saved = await this.repository.saveCentre({ ...details, ...(logoFile && { logoFile }) });
    const held = hold(saved);
    this.held.replace(held);
    this.onSaved();
    return { settings: held.settings, ...(current && current !== logoFile && { replacedLogo: current }) };
  }
}
