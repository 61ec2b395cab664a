import type { Generated } from 'kysely';

/** Tables of events, news and the media library (migration 003). Dates are `YYYY-MM-DD`. */
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
  };
  news: {
    id: Generated<number>;
    slug: string;
    title: string;
    published_at: string;
    summary: string;
    body: string;
    author: string;
    image: string;
    image_alt: string;
  };
  albums: {
    id: Generated<number>;
    slug: string;
    title: string;
    date: string;
    place: string;
    description: string;
  };
  photos: {
    id: Generated<number>;
    album_id: number;
    position: number;
    caption: string;
    image: string;
    image_alt: string;
    width: number;
    height: number;
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
  };
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
  };
}
