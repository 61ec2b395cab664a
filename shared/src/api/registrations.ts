import type {
  AdminEventRegistrations,
  AdminRegistrationEvents,
  EventPeriod,
  PublicRegistration,
  RegistrationAnswer,
  RegistrationOffer,
  RegistrationPayment,
  RegistrationRequest,
  RegistrationSettingsInput,
} from '../contract';
import { jsonBody, queryString, request } from './http';

/** Calls of an event page's registrations (mf-media). The price is always the server's. */
export const registrationsApi = {
  getRegistrationOffer: (eventSlug: string) =>
    request<RegistrationOffer>(`/api/events/${encodeURIComponent(eventSlug)}/registration`),
  /** The same key for every attempt of one form: a retry never makes a second registration. */
  register: (eventSlug: string, body: RegistrationRequest, idempotencyKey: string) =>
    request<RegistrationAnswer>(
      `/api/events/${encodeURIComponent(eventSlug)}/registrations`,
      jsonBody('POST', body, { 'Idempotency-Key': idempotencyKey }),
    ),
  /** A registration through the secret token of its link. */
  getRegistration: (token: string) => request<PublicRegistration>(`/api/registration${queryString({ token })}`),
  payRegistration: (token: string) =>
    request<RegistrationPayment>('/api/registration/pay', jsonBody('POST', { token })),
  cancelRegistration: (token: string) =>
    request<PublicRegistration>('/api/registration/cancel', jsonBody('POST', { token })),
};

/** The back office's session rides on a cookie of the site's own origin. */
const signedIn: RequestInit = { credentials: 'same-origin' };
const eventPath = (eventId: number) => `/api/admin/event-registrations/${eventId}`;

/** The organizers' calls (`media` role): events, their registrations, the CSV export. */
export const registrationsAdminApi = {
  listRegistrationEvents: (params: { period?: EventPeriod; page?: number; limit?: number } = {}) =>
    request<AdminRegistrationEvents>(`/api/admin/event-registrations${queryString({ ...params })}`, signedIn),
  getEventRegistrations: (eventId: number) => request<AdminEventRegistrations>(eventPath(eventId), signedIn),
  saveRegistrationSettings: (eventId: number, body: RegistrationSettingsInput) =>
    request<AdminEventRegistrations>(eventPath(eventId), { ...jsonBody('PUT', body), ...signedIn }),
  closeRegistrations: (eventId: number) =>
    request<AdminEventRegistrations>(`${eventPath(eventId)}/close`, { method: 'POST', ...signedIn }),
  cancelRegistrationAsOrganizer: (reference: string) =>
    request<AdminEventRegistrations>(`/api/admin/registrations/${encodeURIComponent(reference)}/cancel`, {
      method: 'POST',
      ...signedIn,
    }),
  /** The address of the registrants' CSV: a link downloads it with the session's cookie. */
  registrantsCsvPath: (eventId: number) => `${eventPath(eventId)}/registrants.csv`,
};
