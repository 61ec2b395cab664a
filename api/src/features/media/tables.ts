import type { Generated } from 'kysely';

/**
 * Where a row is in its life (migration 010): `draft` (never shown), `published` (shown once
 * `publish_at` has passed), `unpublished` (withdrawn). `scheduled` is only how the back office
 * names a published row whose instant is still to come.
 */
export type StoredStatus = 'draft' | 'published' | 'unpublished';

/** The publication columns every edited table has (migration 010). */
interface Publication {
  /** Rows inserted without it (the seed of an old release, tests) are drafts. */
  status: Generated<StoredStatus>;
  /** ISO date-time (UTC) from which a published row is public; null for a draft never published. */
  publish_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/**
 * Tables of events, news and the media library (migration 003, publication and links 010).
 * Dates are `YYYY-MM-DD`; `*_upload_id` refer to the `uploads` table (an uploaded image, whose
 * alternative text is the row's own `*_alt`); without one, the row's own illustration is shown.
 */
export interface MediaTables {
  events: {
    id: Generated<number>;
    slug: string;
    title: string;
    kind: string;
    start_date: string;
    end_date: string;
    place: string;
    city: string;
    address: string;
    summary: string;
    description: string;
    registration: string;
    registration_url: string | null;
    registration_deadline: string | null;
    /** ISO date-time of the last change (iCalendar DTSTAMP / LAST-MODIFIED). */
    updated_at: string;
    status: Publication['status'];
    publish_at: string | null;
    created_at: Publication['created_at'];
    album_id: number | null;
    /** Its results. */
    competition_id: number | null;
    image_upload_id: number | null;
    image_alt: Generated<string>;
  };
  news: {
    id: Generated<number>;
    slug: string;
    title: string;
    published_at: string;
    summary: string;
    body: string;
    author: string;
    /** The illustration the site was delivered with (`/media/news/….svg`), or '' for none. */
    image: string;
    image_alt: string;
    event_id: number | null;
    image_upload_id: number | null;
  } & Publication;
  albums: {
    id: Generated<number>;
    slug: string;
    title: string;
    date: string;
    place: string;
    description: string;
    /** Null: the first photo is the cover. */
    cover_upload_id: number | null;
    cover_alt: Generated<string>;
  } & Publication;
  photos: {
    id: Generated<number>;
    album_id: number;
    position: number;
    caption: string;
    image: string;
    image_alt: string;
    width: number;
    height: number;
    upload_id: number | null;
  };
  press_articles: {
    id: Generated<number>;
    slug: string;
    source: string;
    published_at: string;
    title: string;
    excerpt: string;
    author: string;
    body: string;
    url: string | null;
  } & Publication;
  interviews: {
    id: Generated<number>;
    slug: string;
    title: string;
    person: string;
    person_role: string;
    date: string;
    summary: string;
    interviewer: string;
    place: string;
    portrait: string;
    portrait_alt: string;
    /** JSON array of {question, answer}. */
    questions: string;
    portrait_upload_id: number | null;
  } & Publication;
}
