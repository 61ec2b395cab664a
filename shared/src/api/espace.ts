import type { Done } from '../schemas/auth';
import type {
  EspaceDonations,
  EspaceErasure,
  EspaceHousehold,
  EspaceLicences,
  EspaceOrders,
  EspaceRegistrations,
  LicenceCheck,
} from '../schemas/espace';
import type { EspaceCompetitionEntries } from '../schemas/competitions';
import type { PublicRegistration } from '../schemas/registrations';
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
  /** Everything the site holds on the household (a download link): JSON for a program, PDF for a person. */
  espaceExportPath: () => '/api/espace/export.json',
  espaceExportPdfPath: () => '/api/espace/export.pdf',
  /** Asks to move the household to `email`: a confirmation link is e-mailed there. */
  requestEspaceEmailChange: (email: string) =>
    request<Done>('/api/espace/email', { ...signedIn, ...jsonBody('POST', { email }) }),
  /** Uses the confirmation link's secret (once): the household moves, a session of the new address opens. */
  confirmEspaceEmailChange: (token: string) =>
    request<EspaceHousehold>('/api/espace/email/confirm', { ...signedIn, ...jsonBody('POST', { token }) }),
  /** What an erasure would erase and keep, now. */
  getEspaceErasure: () => request<EspaceErasure>('/api/espace/erasure', signedIn),
  /** Erases what nothing obliges the site to keep; the session ends. What was erased and kept. */
  eraseEspace: () =>
    request<EspaceErasure>('/api/espace/erasure', { ...signedIn, ...jsonBody('POST', { confirm: true }) }),
  getEspaceLicences: () => request<EspaceLicences>('/api/espace/licences', signedIn),
  getEspaceOrders: () => request<EspaceOrders>('/api/espace/orders', signedIn),
  getEspaceRegistrations: () => request<EspaceRegistrations>('/api/espace/registrations', signedIn),
  /** The household's entries to competitions, made by their clubs. */
  getEspaceCompetitions: () => request<EspaceCompetitionEntries>('/api/espace/competitions', signedIn),
  /** One registration of the household as its own page shows it (its hold, `canPay`, its link's token). */
  getEspaceRegistration: (reference: string) =>
    request<PublicRegistration>(`/api/espace/registrations/${encodeURIComponent(reference)}`, signedIn),
  cancelEspaceRegistration: (reference: string) =>
    request<Done>(`/api/espace/registrations/${encodeURIComponent(reference)}/cancel`, {
      ...signedIn,
      method: 'POST',
    }),
  getEspaceDonations: () => request<EspaceDonations>('/api/espace/donations', signedIn),
  /** The public check of a licence card's QR code. */
  checkLicence: (code: string) => request<LicenceCheck>(`/api/licences/check/${encodeURIComponent(code)}`),
};
