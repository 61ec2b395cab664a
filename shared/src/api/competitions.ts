import type {
  ClubCompetition,
  Competition,
  CompetitionEntriesByCategory,
  CompetitionList,
  CompetitionSettingsInput,
  EntryMoveRequest,
  EntryPaymentStarted,
  EntryRequest,
  EntryResult,
  SeasonPaymentMethod,
} from '../contract';
import type { Done } from '../schemas/auth';
import { jsonBody, request } from './http';

/** The back office's session rides on a cookie of the site's own origin. */
const signedIn: RequestInit = { credentials: 'same-origin' };
const BASE = '/api/admin/competition-entries';
const clubPath = (eventId: number, clubId: number) => `${BASE}/${eventId}/clubs/${clubId}`;
const post = (body?: unknown): RequestInit =>
  body === undefined ? { method: 'POST', ...signedIn } : { ...jsonBody('POST', body), ...signedIn };

/**
 * Competition entries by clubs (`/api/admin/competition-entries`). The organizers (ACCESS.competitions)
 * set a competition's categories, deadline and fee, keep its entries and export them; a club's
 * managers (ACCESS.competitionEntries) enter their licensees and pay. The categories are always the
 * server's: what the screens compute with `categoryFor` is shown before sending, never trusted.
 */
export const competitionsAdminApi = {
  /** The competitions whose entries are set; for the organizers, the seasons and events to open too. */
  listCompetitions: () => request<CompetitionList>(BASE, signedIn),
  /** Opens (or changes) a competition's entries; categories sent with their id keep their entries. */
  saveCompetition: (eventId: number, body: CompetitionSettingsInput) =>
    request<Competition>(`${BASE}/${eventId}`, { ...jsonBody('PUT', body), ...signedIn }),
  closeCompetition: (eventId: number) => request<Competition>(`${BASE}/${eventId}/close`, post()),
  reopenCompetition: (eventId: number) => request<Competition>(`${BASE}/${eventId}/open`, post()),
  /** Every entry, by category (organizers). */
  getCompetitionEntries: (eventId: number) => request<CompetitionEntriesByCategory>(`${BASE}/${eventId}`, signedIn),
  /** Moves an entry to another category of its discipline, with the reason (kept with the entry). */
  moveCompetitionEntry: (entryId: number, body: EntryMoveRequest) =>
    request<Done>(`${BASE}/entries/${entryId}/move`, post(body)),
  /** The entries as a spreadsheet (a plain link: the session cookie goes with it). */
  competitionEntriesCsvPath: (eventId: number) => `${BASE}/${eventId}/entries.csv`,
  /** One category's list to print (a plain link). */
  competitionCategoryPdfPath: (eventId: number, categoryId: number) =>
    `${BASE}/${eventId}/categories/${categoryId}/liste.pdf`,
  /** What a club sees of a competition: its candidates, its entries, what it owes. */
  getClubCompetition: (eventId: number, clubId: number) =>
    request<ClubCompetition>(clubPath(eventId, clubId), signedIn),
  /** Enters licensees (all or none): a 400 `ApiError` whose body lists `refused` when any is refused. */
  enterLicensees: (eventId: number, clubId: number, body: EntryRequest) =>
    request<EntryResult>(`${clubPath(eventId, clubId)}/entries`, post(body)),
  /** Withdraws an entry the club has not paid. */
  withdrawCompetitionEntry: (eventId: number, clubId: number, entryId: number) =>
    request<Done>(`${clubPath(eventId, clubId)}/entries/${entryId}/withdraw`, post()),
  /**
   * Pays every entry still to pay: by card (`redirectUrl`: HelloAsso's page) or by transfer
   * (`message`: the amount, the bank details and the reference to quote).
   */
  payCompetitionEntries: (eventId: number, clubId: number, method: SeasonPaymentMethod) =>
    request<EntryPaymentStarted>(`${clubPath(eventId, clubId)}/payments`, post({ method })),
};
