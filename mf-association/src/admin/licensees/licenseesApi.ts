import { jsonBody, queryString, request } from '@wado/shared';
import { collectionApi } from '@wado/shared/admin';
// Types only (erased): `@wado/shared`'s contract does not re-export the licensees' schemas' types yet.
import type {
  LicenceRequest,
  LicenceRequestResult,
  LicenceSeasons,
  LicenseeImportRequest,
  LicenseeImportResult,
  LicenseeInput,
  LicenseeLicence,
  LicenseeRecord,
  SeasonAccount,
  SeasonPaymentRequest,
  SeasonPaymentStarted,
} from '@wado/shared/schemas';
import { adminPath, LICENSEES_IMPORT_SEGMENT } from '../paths';

/** Where the licensees' screens live: `/admin/mf-association/licencies`. */
export const LICENSEES_BASE = adminPath('licensees');
/** The import of a club's list (`?club=`): `/admin/mf-association/licencies/importer`. */
export const LICENSEES_IMPORT_PATH = `${LICENSEES_BASE}/${LICENSEES_IMPORT_SEGMENT}`;
export const LICENSEES_TITLE = 'Licenciés';

/** A licensee's editing (`/api/admin/licensees`): the kit's collection routes. */
export const licenseesAdmin = collectionApi<LicenseeInput, LicenseeRecord>('licensees');

/** The session rides on the site's own cookie. */
const signedIn: RequestInit = { credentials: 'same-origin' };

/** What the licensees' screens ask besides the collection's routes. */
export const licenseesApi = {
  /** One club's licensees (`?club=`): a club manager is answered for her own clubs only. */
  list: (clubId: number) =>
    request<{ items: LicenseeRecord[] }>(`/api/admin/licensees${queryString({ club: clubId })}`, signedIn),
  /** The seasons whose licences may be asked for (soonest first), and the last ended one. */
  seasons: () => request<LicenceSeasons>('/api/admin/licensees/seasons', signedIn),
  /** Asks for the licences of these licensees of the club in the season (never twice). */
  requestLicences: (body: LicenceRequest) =>
    request<LicenceRequestResult>('/api/admin/licensees/licences', { ...signedIn, ...jsonBody('POST', body) }),
  /** What the club owes for the season (affiliation, licences asked for and not paid) and its payments. */
  account: (clubId: number, seasonId: number) =>
    request<SeasonAccount>(`/api/admin/licensees/account${queryString({ club: clubId, season: seasonId })}`, signedIn),
  /**
   * Pays what the club owes now, by card (`redirectUrl`: HelloAsso's page) or by transfer (`message`:
   * the amount, the bank details and the reference to quote); a payment still waiting is replaced.
   */
  pay: (body: SeasonPaymentRequest) =>
    request<SeasonPaymentStarted>('/api/admin/licensees/payments', { ...signedIn, ...jsonBody('POST', body) }),
  /**
   * A club's list from a spreadsheet: without `confirm`, the preview of every line (nothing written);
   * with it, every line written, or a 400 in French if any is refused.
   */
  importList: (body: LicenseeImportRequest) =>
    request<LicenseeImportResult>('/api/admin/licensees/import', { ...signedIn, ...jsonBody('POST', body) }),
  /** The club's list for a spreadsheet (a plain link: the session cookie goes with it). */
  exportPath: (clubId: number, seasonId: number | undefined) =>
    `/api/admin/licensees/export.csv${queryString({ club: clubId, season: seasonId })}`,
};

// The club chooser's data is every club screen's (licences here, competition entries in Médias).
export { clubChoices, clubLabel, type ClubChoice } from '@wado/shared/admin';

/** The licensee's licence of a season, if the club asked for one. */
export const licenceOf = (licensee: LicenseeRecord, seasonId: number): LicenseeLicence | undefined =>
  licensee.licences.find((licence) => licence.seasonId === seasonId);
