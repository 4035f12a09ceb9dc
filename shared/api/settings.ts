/**
 * The centre's details as staff edit them in /admin/settings (visitors' pages read the public part
 * with shared/api/site.ts). Each call is silent: the screens show their own states.
 */
import type { CentreSettings, PublicCentreSettings } from '../domain/entities.ts';
import type { CentreSettingsInput } from '../domain/schemas.ts';
import { api } from './client.ts';

/** The settings screen's query; a save puts the stored settings under it. */
export const ADMIN_CENTRE_SETTINGS_KEY = ['admin', 'settings'] as const;

/** Everything, the staff-only notification e-mail and the date of the last save included. */
export const fetchCentreSettings = (signal?: AbortSignal): Promise<CentreSettings> =>
  api.get<CentreSettings>('/settings/all', { silent: true, signal });

/** Replaces them all; answers what is now stored. */
export const saveCentreSettings = (settings: CentreSettingsInput): Promise<CentreSettings> =>
  api.put<CentreSettings>('/settings', settings, { silent: true });

/** The centre's identity as the admin's frame shows it (name, logo, colours): its public details. */
export const CENTRE_IDENTITY_KEY = ['admin', 'centre-identity'] as const;

export const fetchCentreIdentity = (signal?: AbortSignal): Promise<PublicCentreSettings> =>
  api.get<PublicCentreSettings>('/settings', { silent: true, signal });

/** Sends a new logo (SVG, PNG, WebP or JPEG); answers the stored settings with its address. */
export function uploadCentreLogo(file: File): Promise<CentreSettings> {
  const form = new FormData();
  form.append('logo', file);
  return api.put<CentreSettings>('/settings/logo', form, { silent: true });
}

/** Removes the logo: the site's own mark returns. */
export const removeCentreLogo = (): Promise<CentreSettings> =>
  api.delete<CentreSettings>('/settings/logo', { silent: true });
