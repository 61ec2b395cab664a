import type { ConsistencyReport } from '../schemas/consistency';
import type { SiteSettings, SiteSettingsInput, SiteSettingsRecord } from '../schemas/settings';
import { jsonBody, request } from './http';

const session: RequestInit = { credentials: 'same-origin' };

/**
 * The site's settings: the public part every page shows (`useSiteSettings` reads it once per
 * page), and the `admin` role's record. A refused save is an ApiError 400 whose body carries
 * `fields`, one French message per field (`SiteSettingsRefusal`).
 */
export const settingsApi = {
  getSiteSettings: () => request<SiteSettings>('/api/site/settings'),
  getAdminSettings: () => request<SiteSettingsRecord>('/api/admin/settings', session),
  saveSettings: (body: SiteSettingsInput) =>
    request<SiteSettingsRecord>('/api/admin/settings', { ...jsonBody('PUT', body), ...session }),
  /** What the published site contradicts itself on, in the sections the person edits (« À vérifier »). */
  getConsistency: () => request<ConsistencyReport>('/api/admin/consistency', session),
};
