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

/**
 * An uploaded image of more pixels than this (width × height, as the file declares them) is
 * refused before decoding: a decompression bomb (a few kilobytes that would unpack to gigabytes)
 * or a photo no page needs (the widest page shows 1,920 pixels). 25 megapixels takes a phone's photo (12 or 24 MP) or a
 * usual camera's (24 MP); a larger one is reduced before it is sent, which also saves the
 * volunteer's upload. Decoding costs with the pixels, whatever the file's size: a 38 KB PNG of
 * 6,300 × 6,300 pixels (40 MP) is refused.
 */
export const MAX_UPLOAD_PIXELS = 25_000_000;

/**
 * The heaviest image file the back office takes unless the server says otherwise
 * (UPLOAD_MAX_BYTES): checked before sending, so a volunteer does not wait for a refusal.
 */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
