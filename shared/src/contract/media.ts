/**
 * Events, news, gallery, press and interviews (mf-media), and the home page widgets.
 * Every list is paginated (`PageOf`); every detail is found by its slug; an unknown slug is a 404.
 */
import type { PageOf } from './pagination';
import type { MediaImage } from '../schemas/common';

export const EVENT_KINDS = ['stage', 'competition', 'grades', 'assemblee', 'formation', 'rassemblement'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  stage: 'Stage',
  competition: 'Compétition',
  grades: 'Passage de grades',
  assemblee: 'Assemblée générale',
  formation: 'Formation',
  rassemblement: 'Rassemblement',
};

/** `upcoming`: not yet finished, soonest first; `past`: finished, most recent first. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export interface EventSummary {
  slug: string;
  title: string;
  kind: EventKind;
  /** `YYYY-MM-DD` calendar days (all-day events). */
  startDate: string;
  endDate: string;
  place: string;
  city: string;
  summary: string;
}

export interface EventDetail extends EventSummary {
  address: string;
  /** Markdown. */
  description: string;
  /** How to register (Markdown). */
  registration: string;
  /** Online registration form, when there is one. */
  registrationUrl: string | null;
  /** Last day to register, `YYYY-MM-DD`, or null. */
  registrationDeadline: string | null;
  /** `/api/events/{slug}.ics` */
  icsUrl: string;
}

export interface EventFilters {
  period?: EventPeriod;
  kind?: EventKind;
  page?: number;
  limit?: number;
}

export interface NewsSummary {
  slug: string;
  title: string;
  /** `YYYY-MM-DD` */
  publishedAt: string;
  summary: string;
  image: MediaImage;
}

export interface NewsArticle extends NewsSummary {
  /** Markdown. */
  body: string;
  author: string;
}

export interface Photo {
  id: number;
  caption: string;
  image: MediaImage;
}

export interface AlbumSummary {
  slug: string;
  title: string;
  /** `YYYY-MM-DD` of the event photographed. */
  date: string;
  place: string;
  description: string;
  cover: MediaImage;
  photoCount: number;
}

export interface Album extends AlbumSummary {
  photos: Photo[];
}

export interface PressSummary {
  slug: string;
  /** Newspaper, magazine or site. */
  source: string;
  publishedAt: string;
  title: string;
  excerpt: string;
  /** The original article, when it is online. */
  url: string | null;
}

export interface PressArticle extends PressSummary {
  author: string;
  /** Markdown: the full text when we may reproduce it, else an empty string (see `url`). */
  body: string;
}

export interface InterviewSummary {
  slug: string;
  title: string;
  /** The person interviewed. */
  person: string;
  /** Who they are: « 7e dan, expert fédéral ». */
  personRole: string;
  /** `YYYY-MM-DD` */
  date: string;
  summary: string;
  portrait: MediaImage;
}

export interface QuestionAnswer {
  question: string;
  /** Markdown. */
  answer: string;
}

export interface Interview extends InterviewSummary {
  interviewer: string;
  place: string;
  questions: QuestionAnswer[];
}

export type EventsPage = PageOf<EventSummary>;
export type NewsPage = PageOf<NewsSummary>;
export type AlbumsPage = PageOf<AlbumSummary>;
export type PressPage = PageOf<PressSummary>;
export type InterviewsPage = PageOf<InterviewSummary>;

/** Feeds served by the API (absolute links inside). */
export const NEWS_FEED_PATH = '/api/news/feed.xml';
export const EVENTS_CALENDAR_PATH = '/api/events/calendar.ics';
export function eventIcsPath(slug: string): string {
  return `/api/events/${slug}.ics`;
}
