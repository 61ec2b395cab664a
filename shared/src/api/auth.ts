import type {
  AcceptInvitationRequest,
  ApiTokenCreated,
  ApiTokenRequest,
  AuditPage,
  CurrentPerson,
  Done,
  InvitationInfo,
  InvitePersonRequest,
  LoginRequest,
  NewPasswordRequest,
  PasswordChangeRequest,
  PasswordResetInfo,
  PasswordResetRequest,
  Person,
  PersonList,
  PersonRolesRequest,
} from '../schemas/auth';
import { jsonBody, queryString, request } from './http';

/**
 * The back office's session rides on a cookie of the site's own origin: every call sends it, and
 * never to another origin.
 */
const session: RequestInit = { credentials: 'same-origin' };
const read = (): RequestInit => ({ ...session });
/** A JSON body even when there is nothing to say (`{}`): the server refuses an empty JSON body. */
const write = (method: 'POST' | 'PUT', body: unknown = {}): RequestInit => ({ ...jsonBody(method, body), ...session });
const remove = (): RequestInit => ({ method: 'DELETE', ...session });
const person = (id: number) => `/api/admin/people/${encodeURIComponent(String(id))}`;

/**
 * Sign-in, the signed-in person, invitations, forgotten passwords (`/api/auth`), people and the
 * audit log (`/api/admin`).
 */
export const authApi = {
  /** 401 with one French message whatever was wrong; 429 after too many attempts. */
  login: (body: LoginRequest) => request<CurrentPerson>('/api/auth/login', write('POST', body)),
  /** The signed-in person, or an ApiError 401. */
  me: () => request<CurrentPerson>('/api/auth/me', read()),
  logout: () => request<Done>('/api/auth/logout', write('POST')),
  changePassword: (body: PasswordChangeRequest) => request<Done>('/api/auth/password', write('POST', body)),
  /** Whom an invitation link invites; 404 (unknown) or 410 (expired or used) with a French message. */
  getInvitation: (token: string) =>
    request<InvitationInfo>(`/api/auth/invitations/${encodeURIComponent(token)}`, read()),
  acceptInvitation: (token: string, body: AcceptInvitationRequest) =>
    request<CurrentPerson>(`/api/auth/invitations/${encodeURIComponent(token)}`, write('POST', body)),
  /** « Forgotten password »: the same answer whether or not the account exists; 429 after too many requests. */
  requestPasswordReset: (body: PasswordResetRequest) => request<Done>('/api/auth/password-reset', write('POST', body)),
  /** Whose password a reset link resets; 404 (unknown) or 410 (expired or used) with a French message. */
  getPasswordReset: (token: string) =>
    request<PasswordResetInfo>(`/api/auth/password-reset/${encodeURIComponent(token)}`, read()),
  /** Sets the new password and signs this browser in; every other session ends. */
  resetPassword: (token: string, body: NewPasswordRequest) =>
    request<CurrentPerson>(`/api/auth/password-reset/${encodeURIComponent(token)}`, write('POST', body)),

  getPeople: () => request<PersonList>('/api/admin/people', read()),
  /** Sends the invitation e-mail. */
  invitePerson: (body: InvitePersonRequest) => request<Person>('/api/admin/people', write('POST', body)),
  setPersonRoles: (id: number, body: PersonRolesRequest) => request<Person>(`${person(id)}/roles`, write('PUT', body)),
  disablePerson: (id: number) => request<Person>(`${person(id)}/disable`, write('POST')),
  /** A new invitation link, e-mailed again (the previous one stops working). */
  resendInvitation: (id: number) => request<Person>(`${person(id)}/invitation`, write('POST')),
  /** The token itself is in this answer only. */
  createApiToken: (id: number, body: ApiTokenRequest) =>
    request<ApiTokenCreated>(`${person(id)}/tokens`, write('POST', body)),
  revokeApiToken: (id: number, token: number) =>
    request<Done>(`${person(id)}/tokens/${encodeURIComponent(String(token))}`, remove()),

  getAudit: (params: { page?: number; limit?: number; kind?: string; actor?: string } = {}) =>
    request<AuditPage>(`/api/admin/audit${queryString(params)}`, read()),
};
