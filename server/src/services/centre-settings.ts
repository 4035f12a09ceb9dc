/**
 * The centre's details: read by every page (embedded in the HTML) and by GET /api/settings, so
 * they are held in memory and replaced when staff save new ones.
 */
import type { CentreSettings, CentreSettingsInput, PublicCentreSettings } from '../../../shared/domain/index.ts';
import { DEFAULT_CENTRE_SETTINGS } from '../centre-defaults.ts';
import type { SettingsRepository } from '../repositories/settings-repository.ts';

export const toPublicSettings = ({ notificationEmail: _private, updatedAt: _meta, ...visible }: CentreSettings): PublicCentreSettings => visible;

export class CentreSettingsService {
  private current: Promise<CentreSettings> | undefined;

  constructor(private readonly settings: SettingsRepository) {}

  get(): Promise<CentreSettings> {
    this.current ??= this.settings.findCentre().then(
      (saved) => saved ?? DEFAULT_CENTRE_SETTINGS,
      (error: unknown) => {
        // A failed read is not kept: the next request asks the database again.
        this.current = undefined;
        throw error;
      },
    );
    return this.current;
  }

  async getPublic(): Promise<PublicCentreSettings> {
    return toPublicSettings(await this.get());
  }

  async save(input: CentreSettingsInput): Promise<CentreSettings> {
    const saved = await this.settings.saveCentre(input);
    this.current = Promise.resolve(saved);
    return saved;
  }
}
