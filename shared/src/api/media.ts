import type { EventFilters } from '../contract/media';
import type {
  Album,
  AlbumsPage,
  EventDetail,
  EventsPage,
  Interview,
  InterviewsPage,
  NewsArticle,
  NewsPage,
  PressArticle,
  PressPage,
} from '../schemas/media';
import { queryString, request } from './http';

type Paging = { page?: number; limit?: number };

/** Calls of the events, news and media library screens (mf-media) and of the home widgets. */
export const mediaApi = {
  getEvents: (filters: EventFilters = {}) => request<EventsPage>(`/api/events${queryString({ ...filters })}`),
  getEvent: (slug: string) => request<EventDetail>(`/api/events/${encodeURIComponent(slug)}`),
  getNews: (paging: Paging = {}) => request<NewsPage>(`/api/news${queryString(paging)}`),
  getNewsArticle: (slug: string) => request<NewsArticle>(`/api/news/${encodeURIComponent(slug)}`),
  getAlbums: (paging: Paging = {}) => request<AlbumsPage>(`/api/gallery${queryString(paging)}`),
  getAlbum: (slug: string) => request<Album>(`/api/gallery/${encodeURIComponent(slug)}`),
  getPress: (paging: Paging = {}) => request<PressPage>(`/api/press${queryString(paging)}`),
  getPressArticle: (slug: string) => request<PressArticle>(`/api/press/${encodeURIComponent(slug)}`),
  getInterviews: (paging: Paging = {}) => request<InterviewsPage>(`/api/interviews${queryString(paging)}`),
  getInterview: (slug: string) => request<Interview>(`/api/interviews/${encodeURIComponent(slug)}`),
};
