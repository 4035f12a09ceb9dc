/**
 * The centre's details: read by every page (embedded in the HTML) and by GET /api/settings, so
 * they are held in memory, replaced at once when staff save new ones here, and read again after
 * a few seconds (another server on the same database may have saved). Saving clears the rendered
 * pages, which all show them (onSaved). A new logo is stored before the details that name it, and
 * removed again by their unit of work if they are not saved; the one it replaces is removed once
 * they are committed.
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
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.ts';
import { afterCommit, inTransaction } from '../../infra/db/unit-of-work.ts';
import { createSettingsRepository, type SettingsRepository, type StoredCentreSettings } from './repository.ts';
import { logoIconOf, type ReceivedFile, type UploadStore } from '../../infra/storage/uploads.ts';

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
  /** Where the logo is stored (a test that saves no logo needs none). */
  logos?: Pick<UploadStore, 'saveLogo' | 'removeLogo'>;
  /** Called once new details are saved: every public page shows them (app.ts clears the rendered pages, everywhere). */
  onSaved?: () => void;
  /** How long details read from the database are held before they are read again. */
  lifetimeMs?: number;
}

export class CentreSettingsService {
  private readonly held: HeldValue<Held>;
  private readonly onSaved: () => void;
  private readonly logos: CentreSettingsOptions['logos'];
  private readonly repository: SettingsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    { logos, onSaved = () => {}, lifetimeMs = 10_000 }: CentreSettingsOptions = {},
  ) {
    this.repository = createSettingsRepository(db);
    this.logos = logos;
    this.onSaved = onSaved;
    this.held = new HeldValue(
      async () => hold((await this.repository.findCentre()) ?? DEFAULT_CENTRE_SETTINGS),
      lifetimeMs,
    );
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

  /** Replaces the details staff edit; the logo stays. */
  saveDetails(input: CentreSettingsInput): Promise<CentreSettings> {
    return this.save(input);
  }

  /** Stores a new logo and saves the details with it; removed again if they are not saved. */
  async replaceLogo(upload: ReceivedFile): Promise<CentreSettings> {
    const file = await this.logoStore().saveLogo(upload);
    return this.save(undefined, { file }, () => this.logoStore().removeLogo(file));
  }

  /** Saves the details without a logo: the site's own mark returns. */
  removeLogo(): Promise<CentreSettings> {
    return this.save(undefined, 'remove');
  }

  private logoStore(): NonNullable<CentreSettingsOptions['logos']> {
    if (!this.logos) throw new Error('CentreSettingsService was made without a logo store');
    return this.logos;
  }

  /**
   * Saves new details (or, without `input`, the stored ones again: a new logo alone) in one unit
   * of work with the read of the logo they replace, removed once committed; `undo` removes a logo
   * stored for them if they are not saved.
   */
  private async save(
    input: CentreSettingsInput | undefined,
    logo?: LogoChange,
    undo?: () => unknown,
  ): Promise<CentreSettings> {
    const saved = await inTransaction(
      this.db,
      async (trx) => {
        const repository = createSettingsRepository(trx);
        const stored = await repository.findCentre();
        const current = stored?.logoFile;
        const source: StoredCentreSettings = input ?? stored ?? DEFAULT_CENTRE_SETTINGS;
        const { logoFile: _stored, updatedAt: _updatedAt, ...details } = source;
        const logoFile = logo === 'remove' ? undefined : (logo?.file ?? current);
        if (current && current !== logoFile) afterCommit(trx, () => this.logoStore().removeLogo(current));
        return repository.saveCentre({ ...details, ...(logoFile && { logoFile }) });
      },
      undo,
    );
    const held = hold(saved);
    this.held.replace(held);
    this.onSaved();
    return held.settings;
  }
}
