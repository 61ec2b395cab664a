import type {
  ClubDetail,
  ClubListQuery,
  ClubListResponse,
  CommitteeResponse,
  MembershipResponse,
} from '../schemas/association';
import type { LexiconQuery, LexiconResponse } from '../schemas/lexicon';
import { queryString, request } from './http';

/** Calls of the association (mf-association) and Wado (mf-wado) screens. */
export const associationApi = {
  getCommittee: () => request<CommitteeResponse>('/api/committee'),
  getClubs: (query: Partial<ClubListQuery> = {}) => request<ClubListResponse>(`/api/clubs${queryString({ ...query })}`),
  getClub: (id: string) => request<ClubDetail>(`/api/clubs/${encodeURIComponent(id)}`),
  getMembership: () => request<MembershipResponse>('/api/membership'),
  getLexicon: (query: Partial<LexiconQuery> = {}) =>
    request<LexiconResponse>(`/api/lexicon${queryString({ ...query })}`),
};
