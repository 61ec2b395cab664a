import type { Done } from '../schemas/auth';
import type { PendingEntryTransfers } from '../schemas/competitions';
import type { PendingSeasonTransfers } from '../schemas/licensees';
import type { MoneyFilters, MoneyReport } from '../schemas/money';
import { queryString, request } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };

/** The treasurer's one view of the money received: orders, registrations, donations and clubs' seasons paid. */
export const moneyApi = {
  getMoney: (query: MoneyFilters & { page?: number; limit?: number } = {}) =>
    request<MoneyReport>(`/api/admin/money${queryString({ ...query })}`, signedIn),
  /** The address of the CSV export of the payments the filters keep (a download link). */
  moneyCsvPath: (filters: MoneyFilters = {}) => `/api/admin/money.csv${queryString({ ...filters })}`,
  /** The clubs' season transfers not recorded yet, oldest first (the treasurer, the association). */
  pendingSeasonTransfers: () => request<PendingSeasonTransfers>('/api/admin/licensees/payments/pending', signedIn),
  /** A club's season transfer arrived: its licences are issued, with their numbers. */
  seasonTransferReceived: (reference: string) =>
    request<Done>(`/api/admin/licensees/payments/${encodeURIComponent(reference)}/received`, {
      method: 'POST',
      ...signedIn,
    }),
  /** The clubs' transfers for their competition entries not recorded yet, oldest first. */
  pendingEntryTransfers: () =>
    request<PendingEntryTransfers>('/api/admin/competition-entries/payments/pending', signedIn),
  /** A club's transfer for its entries arrived: they are paid. */
  entryTransferReceived: (reference: string) =>
    request<Done>(`/api/admin/competition-entries/payments/${encodeURIComponent(reference)}/received`, {
      method: 'POST',
      ...signedIn,
    }),
};
