import type { Done } from '../schemas/auth';
import type {
  EspaceDonations,
  EspaceHousehold,
  EspaceLicences,
  EspaceOrders,
  EspaceRegistrations,
  LicenceCheck,
} from '../schemas/espace';
import { jsonBody, request } from './http';

/** The space's session rides on its own cookie, sent to `/api/espace` only. */
const signedIn: RequestInit = { credentials: 'same-origin' };

/** « Mon espace »: sign-in by link, the household, and each section's part of it. */
export const espaceApi = {
  /** E-mails a sign-in link if the address is known; the answer is the same either way. */
  requestEspaceLink: (email: string) =>
    request<Done>('/api/espace/link', { ...signedIn, ...jsonBody('POST', { email }) }),
  /** Uses the link's secret (once): the space's session opens. */
  openEspaceSession: (token: string) =>
    request<EspaceHousehold>('/api/espace/session', { ...signedIn, ...jsonBody('POST', { token }) }),
  /** Who is signed in, and the household; a 401 when nobody is. */
  getHousehold: () => request<EspaceHousehold>('/api/espace/household', signedIn),
  signOutOfEspace: () => request<Done>('/api/espace/sign-out', { ...signedIn, method: 'POST' }),
  /** Everything the site holds on the household (a download link). */
  espaceExportPath: () => '/api/espace/export.json',
  getEspaceLicences: () => request<EspaceLicences>('/api/espace/licences', signedIn),
  getEspaceOrders: () => request<EspaceOrders>('/api/espace/orders', signedIn),
  getEspaceRegistrations: () => request<EspaceRegistrations>('/api/espace/registrations', signedIn),
  cancelEspaceRegistration: (reference: string) =>
    request<Done>(`/api/espace/registrations/${encodeURIComponent(reference)}/cancel`, {
      ...signedIn,
      method: 'POST',
    }),
  getEspaceDonations: () => request<EspaceDonations>('/api/espace/donations', signedIn),
  /** The public check of a licence card's QR code. */
  checkLicence: (code: string) => request<LicenceCheck>(`/api/licences/check/${encodeURIComponent(code)}`),
};
