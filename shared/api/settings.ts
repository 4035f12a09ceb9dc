/**
 * The centre's details as staff edit them in /admin/settings (visitors' pages read the public part
 * with shared/site/queries.ts). Each call is silent: the screens show their own states.
 */
import type { CentreSettings } from '../domain/entities.ts';
import type { CentreSettingsInput } from '../domain/schemas.ts';
import { api } from './client.ts';

/** The settings screen's query; a save puts the stored settings under it. */
export const ADMIN_CENTRE_SETTINGS_KEY = ['admin', 'settings'] as const;

/** Everything, the staff-only notification e-mail and the date of the last save included. */
export const fetchCentreSettings = (signal?: AbortSignal): Promise<CentreSettings> => api.get<CentreSettings>('/settings/all', { silent: true, signal });

/** Replaces them all; answers what is now stored. */
export const saveCentreSettings = (settings: CentreSettingsInput): Promise<CentreSettings> => api.put<CentreSettings>('/settings', settings, { silent: true });
