import type { MoneyFilters, MoneyReport } from '../schemas/money';
import { queryString, request } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };

/** The treasurer's one view of the money received: orders, registrations and donations paid. */
export const moneyApi = {
  getMoney: (query: MoneyFilters & { page?: number; limit?: number } = {}) =>
    request<MoneyReport>(`/api/admin/money${queryString({ ...query })}`, signedIn),
  /** The address of the CSV export of the payments the filters keep (a download link). */
  moneyCsvPath: (filters: MoneyFilters = {}) => `/api/admin/money.csv${queryString({ ...filters })}`,
};
