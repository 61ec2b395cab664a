/**
 * Events, news, gallery, press and interviews (mf-media), and the home page widgets.
 * Every list is paginated (`Page`); every detail is found by its slug; an unknown slug is a 404.
 */
import Type, { type Static } from 'typebox';
import { EVENT_KINDS, EVENT_PERIODS } from '../contract/media';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../contract/pagination';
import { ListQuery, MediaImage, Page, SlugParams } from './common';

/** Nullable string (`string | null`). */
const NullableString = () => Type.Union([Type.String(), Type.Null()]);

// ---------------------------------------------------------------------------------------------
// Events (`GET /api/events`, `GET /api/events/{slug}`, `GET /api/events/{slug}.ics`)

export const EventKind = Type.Enum(EVENT_KINDS);
export type EventKind = Static<typeof EventKind>;
/** `upcoming`: not yet finished, soonest first; `past`: finished, most recent first. */
export const EventPeriod = Type.Enum(EVENT_PERIODS);
export type EventPeriod = Static<typeof EventPeriod>;

export const EventSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  kind: EventKind,
  /** `YYYY-MM-DD` calendar days (all-day events). */
  startDate: Type.String(),
  endDate: Type.String(),
  place: Type.String(),
  city: Type.String(),
  summary: Type.String(),
});
export type EventSummary = Static<typeof EventSummary>;

export const EventDetail = Type.Object({
  ...EventSummary.properties,
  address: Type.String(),
  /** Markdown. */
  description: Type.String(),
  /** How to register (Markdown). */
  registration: Type.String(),
  /** Online registration form, when there is one. */
  registrationUrl: NullableString(),
  /** Last day to register, `YYYY-MM-DD`, or null. */
  registrationDeadline: NullableString(),
  /** `/api/events/{slug}.ics` */
  icsUrl: Type.String(),
  /** Its own picture, when it has one (link previews too). */
  image: Type.Optional(MediaImage),
  /** Its photos (`/gallery/{slug}`), once the album is public, and the album's cover. */
  album: Type.Optional(Type.Object({ slug: Type.String(), title: Type.String(), cover: Type.Optional(MediaImage) })),
  /** Its results (`/result/{slug}`). */
  result: Type.Optional(Type.Object({ slug: Type.String(), name: Type.String() })),
  /** The news about it, newest first. */
  news: Type.Optional(
    Type.Array(Type.Object({ slug: Type.String(), title: Type.String(), publishedAt: Type.String() })),
  ),
});
export type EventDetail = Static<typeof EventDetail>;

/** Upcoming events unless `period=past`; one kind of event when `kind` is given. */
export const EventsQuery = ListQuery({
  period: Type.Enum(EVENT_PERIODS, { default: 'upcoming' }),
  kind: Type.Optional(EventKind),
});
export type EventsQuery = Static<typeof EventsQuery>;

export const EventsPage = Page(EventSummary);
export type EventsPage = Static<typeof EventsPage>;

/** A slug, or a slug followed by `.ics` (the event as an iCalendar file). */
const EVENT_PARAM_PATTERN = `${SLUG_PATTERN.slice(0, -1)}(?:\\.ics)?$`;
export const EventParams = Type.Object({
  event: Type.String({ pattern: EVENT_PARAM_PATTERN, maxLength: SLUG_MAX_LENGTH + 4 }),
});
export type EventParams = Static<typeof EventParams>;

// ---------------------------------------------------------------------------------------------
// News (`GET /api/news`, `GET /api/news/{slug}`)

export const NewsSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** `YYYY-MM-DD` */
  publishedAt: Type.String(),
  summary: Type.String(),
  image: MediaImage,
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsArticle = Type.Object({
  ...NewsSummary.properties,
  /** Markdown. */
  body: Type.String(),
  author: Type.String(),
  /** The event it is about (`/event/{slug}`), when it is public. */
  event: Type.Optional(
    Type.Object({ slug: Type.String(), title: Type.String(), startDate: Type.String(), endDate: Type.String() }),
  ),
});
export type NewsArticle = Static<typeof NewsArticle>;

export const NewsPage = Page(NewsSummary);
export type NewsPage = Static<typeof NewsPage>;
export const NewsParams = SlugParams('news');

// ---------------------------------------------------------------------------------------------
// Gallery (`GET /api/gallery`, `GET /api/gallery/{slug}`)

export const Photo = Type.Object({
  id: Type.Integer(),
  caption: Type.String(),
  image: MediaImage,
});
export type Photo = Static<typeof Photo>;

export const AlbumSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** `YYYY-MM-DD` of the event photographed. */
  date: Type.String(),
  place: Type.String(),
  description: Type.String(),
  cover: MediaImage,
  photoCount: Type.Integer(),
});
export type AlbumSummary = Static<typeof AlbumSummary>;

export const Album = Type.Object({
  ...AlbumSummary.properties,
  photos: Type.Array(Photo),
});
export type Album = Static<typeof Album>;

export const AlbumsPage = Page(AlbumSummary);
export type AlbumsPage = Static<typeof AlbumsPage>;
export const AlbumParams = SlugParams('album');

// ---------------------------------------------------------------------------------------------
// Press (`GET /api/press`, `GET /api/press/{slug}`)

export const PressSummary = Type.Object({
  slug: Type.String(),
  /** Newspaper, magazine or site. */
  source: Type.String(),
  publishedAt: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  /** The original article, when it is online. */
  url: NullableString(),
});
export type PressSummary = Static<typeof PressSummary>;

export const PressArticle = Type.Object({
  ...PressSummary.properties,
  author: Type.String(),
  /** Markdown: the full text when we may reproduce it, else an empty string (see `url`). */
  body: Type.String(),
});
export type PressArticle = Static<typeof PressArticle>;

export const PressPage = Page(PressSummary);
export type PressPage = Static<typeof PressPage>;
export const PressParams = SlugParams('press');

// ---------------------------------------------------------------------------------------------
// Interviews (`GET /api/interviews`, `GET /api/interviews/{slug}`)

export const InterviewSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** The person interviewed. */
  person: Type.String(),
  /** Who they are: « 7e dan, expert fédéral ». */
  personRole: Type.String(),
  /** `YYYY-MM-DD` */
  date: Type.String(),
  summary: Type.String(),
  portrait: MediaImage,
});
export type InterviewSummary = Static<typeof InterviewSummary>;

export const QuestionAnswer = Type.Object({
  question: Type.String(),
  /** Markdown. */
  answer: Type.String(),
});
export type QuestionAnswer = Static<typeof QuestionAnswer>;

export const Interview = Type.Object({
  ...InterviewSummary.properties,
  interviewer: Type.String(),
  place: Type.String(),
  questions: Type.Array(QuestionAnswer),
});
export type Interview = Static<typeof Interview>;

export const InterviewsPage = Page(InterviewSummary);
export type InterviewsPage = Static<typeof InterviewsPage>;
export const InterviewParams = SlugParams('interview');
