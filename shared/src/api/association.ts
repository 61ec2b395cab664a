import type {
  ClubListResponse,
  ClubQuery,
  CommitteeResponse,
  LexiconCategory,
  LexiconResponse,
  MembershipResponse,
} from '../contract';
import { queryString, request } from './http';

/** Calls of the association (mf-association) and Wado (mf-wado) screens. */
export const associationApi = {
  getCommittee: () => request<CommitteeResponse>('/api/committee'),
  getClubs: (query: ClubQuery = {}) => request<ClubListResponse>(`/api/clubs${queryString({ ...query })}`),
  getMembership: () => request<MembershipResponse>('/api/membership'),
  getLexicon: (query: { q?: string; category?: LexiconCategory; page?: number; limit?: number } = {}) =>
    request<LexiconResponse>(`/api/lexicon${queryString({ ...query })}`),
};
