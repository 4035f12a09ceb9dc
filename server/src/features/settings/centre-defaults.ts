/**
 * The centre's details before staff first save their own in /admin/settings: nothing invented.
 * No name (pages show a neutral one per language, shared/domain/identity.ts), no address, phone or
 * e-mail (pages leave those parts out). `npm run seed` stores the demo centre's (seed/centre.ts).
 */
import type { CentreSettingsInput } from '../../../../shared/domain/index.ts';

const NONE = { fr: '', en: '', ar: '' };

export const DEFAULT_CENTRE_SETTINGS: CentreSettingsInput = {
  name: '',
  address: NONE,
  phone: '',
  email: '',
  openingHours: NONE,
};
