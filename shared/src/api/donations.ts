import type {
  AdminDonation,
  AdminDonationFilters,
  AdminDonationList,
  DonationCheckout,
  DonationRequest,
  DonationState,
} from '../schemas/donations';
import { jsonBody, queryString, request } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };

/** The treasurer's list: the filters, a page and its size. */
export type AdminDonationListQuery = AdminDonationFilters & { page?: number; limit?: number };

const donationPath = (token: string) => `/api/donations/${encodeURIComponent(token)}`;

/**
 * Donations: the donor's form and return page (`/donations`), and the treasurer's list (role
 * `treasurer`). `giveDonation` answers where to pay (HelloAsso); 409 when online donations are
 * not offered, 503 when HelloAsso cannot be reached.
 */
export const donationsApi = {
  giveDonation: (body: DonationRequest) => request<DonationCheckout>('/api/donations', jsonBody('POST', body)),
  getDonation: (token: string) => request<DonationState>(donationPath(token)),
  /** A new attempt at paying a donation whose payment was refused or abandoned. */
  retryDonationPayment: (token: string) =>
    request<DonationCheckout>(`${donationPath(token)}/payment`, { method: 'POST' }),
  listAdminDonations: (query: AdminDonationListQuery = {}) =>
    request<AdminDonationList>(`/api/admin/donations${queryString({ ...query })}`, signedIn),
  /** The address of the CSV export of the donations the filters keep (a download link). */
  adminDonationsCsvPath: (filters: AdminDonationFilters = {}) =>
    `/api/admin/donations.csv${queryString({ ...filters })}`,
  resendDonationReceipt: (reference: string) =>
    request<AdminDonation>(`/api/admin/donations/${encodeURIComponent(reference)}/receipt-email`, {
      method: 'POST',
      ...signedIn,
    }),
};
