import type {
  Coach,
  CompetitionDetail,
  Competitor,
  CompetitorDetail,
  CompetitorFilters,
  ResultsPage,
  ResultsQuery,
} from '../schemas/selection';
import { queryString, request } from './http';

/** Calls of the national team screens (mf-selection). */
export const selectionApi = {
  getCoaches: () => request<Coach[]>('/api/coaches'),
  getCompetitors: (filters: CompetitorFilters = {}) =>
    request<Competitor[]>(`/api/competitors${queryString({ ...filters })}`),
  getCompetitor: (slug: string) => request<CompetitorDetail>(`/api/competitors/${encodeURIComponent(slug)}`),
  getResults: (params: Partial<ResultsQuery> = {}) => request<ResultsPage>(`/api/results${queryString(params)}`),
  getResult: (slug: string) => request<CompetitionDetail>(`/api/results/${encodeURIComponent(slug)}`),
};
