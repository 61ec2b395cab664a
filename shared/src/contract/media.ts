/**
 * Events, news, gallery, press and interviews (mf-media), and the home page widgets: the
 * constants, labels and links of the section. The API's shapes are the schemas of
 * `../schemas/media` (each also its type). Every list is paginated; every detail is found by its
 * slug; an unknown slug is a 404.
 */
import type { EventKind, EventPeriod } from '../schemas/media';

export const EVENT_KINDS = ['stage', 'competition', 'grades', 'assemblee', 'formation', 'rassemblement'] as const;
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

/** The filters of the events screen (the query of `GET /api/events`, all optional). */
export interface EventFilters {
  period?: EventPeriod;
  kind?: EventKind;
  page?: number;
  limit?: number;
}

/** Feeds served by the API (absolute links inside). */
export const NEWS_FEED_PATH = '/api/news/feed.xml';
export const EVENTS_CALENDAR_PATH = '/api/events/calendar.ics';
export function eventIcsPath(slug: string): string {
  return `/api/events/${slug}.ics`;
}
