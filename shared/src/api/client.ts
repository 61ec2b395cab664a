import type { ContentPage, CookieAcceptance, NewsletterRequest, NewsletterResponse, Partner } from '../schemas/site';
import { selectionApi } from './selection';
import { mediaApi } from './media';
import { associationApi } from './association';
import { shopApi, treasuryApi } from './shop';
import { shopAdminApi } from './shopAdmin';
import { editingApi } from './editing';
import { authApi } from './auth';
import { pagesApi } from './pages';
import { settingsApi } from './settings';
import { newsletterAdminApi } from './newsletterAdmin';
import { paymentsApi } from './payments';
import { donationsApi } from './donations';
import { moneyApi } from './money';
import { binApi } from './bin';
import { documentsApi } from './documents';
import { registrationsAdminApi, registrationsApi } from './registrations';
import { searchApi } from './search';
import { espaceApi } from './espace';
import { competitionsAdminApi } from './competitions';
import { jsonBody, request } from './http';

export { ApiError, configureApi, jsonBody, queryString, request } from './http';

const withCredentials: RequestInit = { credentials: 'include' };

/** One function per call of spec §7 (and, later, per call of the dedicated screens). */
export const api = {
  isAlreadyAccepted: () => request<CookieAcceptance>('/cookies/isAlreadyAccepted', withCredentials),
  acceptCookies: () => request<CookieAcceptance>('/cookies/acceptCookies', withCredentials),
  getPartners: () => request<Partner[]>('/api/partners'),
  subscribeNewsletter: (body: NewsletterRequest) =>
    request<NewsletterResponse>('/api/newsletter', jsonBody('POST', body)),
  getContent: (page: string) => request<ContentPage>(`/api/content/${encodeURIComponent(page)}`),
  getSaleConditions: () => request<ContentPage>('/api/saleConditions'),
  getTerms: () => request<ContentPage>('/api/terms'),
  ...selectionApi,
  ...mediaApi,
  ...associationApi,
  ...shopApi,
  ...treasuryApi,
  ...shopAdminApi,
  ...editingApi,
  ...authApi,
  ...pagesApi,
  ...settingsApi,
  ...newsletterAdminApi,
  ...paymentsApi,
  ...donationsApi,
  ...moneyApi,
  ...binApi,
  ...documentsApi,
  ...registrationsApi,
  ...registrationsAdminApi,
  ...searchApi,
  ...espaceApi,
  ...competitionsAdminApi,
};

export type ApiClient = typeof api;
