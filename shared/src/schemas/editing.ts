/**
 * The back office's editing: news, events, gallery albums (and their photos), press articles and
 * interviews (role `media`), and the text pages of every section (each edited by the role of the
 * section that shows it). Routes (`{kind}` is `news`, `events`, `albums`, `press` or `interviews`):
 * - `GET /api/admin/{kind}?q=&status=&page=&limit=` → `AdminListPage`
 * - `POST /api/admin/{kind}` `<Kind>Input` → 201 `<Kind>Record` (a draft)
 * - `GET|PUT /api/admin/{kind}/{id}` → `<Kind>Record` (a save keeps a revision); `DELETE` → `Done`
 * - `POST /api/admin/{kind}/{id}/publish` `PublishRequest`, `POST …/unpublish` → `<Kind>Record`
 * - `GET …/revisions` → `RevisionList`; `GET …/revisions/{revision}` → `<Kind>Revision`;
 *   `POST …/revisions/{revision}/restore` → `<Kind>Record`
 * - `GET …/preview` → the public detail (`NewsArticle`, `EventDetail`, `Album`, `PressArticle`,
 *   `Interview`) of the record as saved, whatever its status
 * - `POST /api/admin/albums/{id}/photos` `PhotoInput`, `PUT|DELETE …/photos/{photo}` → `AlbumRecord`
 * - `GET /api/admin/choices/{kind}` → `ChoiceList` (the records a select offers)
 * - `GET /api/admin/pages` → `TextPageList`; `GET|PUT /api/admin/pages/{slug}` → `EditableTextPage`;
 *   revisions and restore as above under `/api/admin/pages/{slug}/revisions`.
 * Dates are `YYYY-MM-DD`; instants (`publishAt`, `createdAt`…) are ISO 8601 date-times in UTC.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { PAGE_KEY_PATTERN } from '../contract/content';
import { REMOTE_NAMES } from '../contract/routes';
import { ListQuery, Page, Slug } from './common';
import { RoleSchema } from './auth';
import { EventKind } from './media';
import { Day, Id, Instant, Line, Markdown, Nullable, OptionalLine, TITLE_MAX_LENGTH, WebLink } from './fields';

// ---------------------------------------------------------------------------------------------
// Publication

/**
 * The life of a record: `draft` (never shown), `scheduled` (published at a time still to come),
 * `published`, `unpublished` (withdrawn: not shown, kept). Only `published` records appear on the
 * public site, its lists, feeds, calendars and sitemap.
 */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const PublicationStatus = Type.Enum(PUBLICATION_STATUSES);
export type PublicationStatus = Static<typeof PublicationStatus>;

/** What the back office edits in the media section (the `{kind}` of the routes). */
export const EDITABLE_KINDS = ['news', 'events', 'albums', 'press', 'interviews'] as const;
export const EditableKind = Type.Enum(EDITABLE_KINDS);
export type EditableKind = Static<typeof EditableKind>;

/**
 * An uploaded image chosen for a record (`POST /api/admin/uploads` gave its id), with the text
 * that replaces it for people who do not see it (required).
 */
export const ImageRef = Type.Object({
  uploadId: Id,
  alt: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
});
export type ImageRef = Static<typeof ImageRef>;

/** Every input may name its slug (the address of its page); else it is made from the title. */
const SlugChoice = { slug: Type.Optional(Slug) };

/** What the server adds to an input to make a record. */
const RecordFields = {
  id: Type.Integer(),
  slug: Type.String(),
  status: PublicationStatus,
  /** When it is (or was, or will be) public; null for a draft never published. */
  publishAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

// ---------------------------------------------------------------------------------------------
// Lists (`GET /api/admin/{kind}`)

export const AdminListQuery = ListQuery({
  /** Words of the title (or of the slug). */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(PublicationStatus),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const AdminListItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  status: PublicationStatus,
  publishAt: Nullable(Type.String()),
  updatedAt: Type.String(),
});
export type AdminListItem = Static<typeof AdminListItem>;
/** Most recently changed first. */
export const AdminListPage = Page(AdminListItem);
export type AdminListPage = Static<typeof AdminListPage>;

/** `{id}` of `/api/admin/{kind}/{id}…` */
export const EditIdParams = Type.Object({ id: Id });
export type EditIdParams = Static<typeof EditIdParams>;

// ---------------------------------------------------------------------------------------------
// News

export const NewsInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  /** One or two sentences, shown in lists and link previews. */
  summary: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  body: Markdown(),
  author: Line(120),
  image: Nullable(ImageRef),
  /** The event the news is about (`GET /api/admin/choices/events`). */
  eventId: Nullable(Id),
  ...SlugChoice,
});
export type NewsInput = Static<typeof NewsInput>;
export const NewsRecord = Type.Object({ ...NewsInput.properties, ...RecordFields });
export type NewsRecord = Static<typeof NewsRecord>;

// ---------------------------------------------------------------------------------------------
// Events

export const EventInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  kind: EventKind,
  startDate: Day,
  /** The same day or later. */
  endDate: Day,
  place: Line(200),
  city: Line(120),
  address: OptionalLine(300),
  summary: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  description: Markdown(),
  /** How to register (Markdown). */
  registration: Markdown(10_000),
  registrationUrl: Nullable(WebLink),
  /** Last day to register, on or before the last day of the event. */
  registrationDeadline: Nullable(Day),
  image: Nullable(ImageRef),
  /** Its photos (`GET /api/admin/choices/albums`). */
  albumId: Nullable(Id),
  /** Its results (`GET /api/admin/choices/competitions`). */
  competitionId: Nullable(Id),
  ...SlugChoice,
});
export type EventInput = Static<typeof EventInput>;
export const EventRecord = Type.Object({
  ...EventInput.properties,
  ...RecordFields,
  /**
   * When its online registrations close, if it has any: then this is its only deadline (set in
   * « Inscriptions »), and `registrationDeadline` stays empty.
   */
  onlineRegistrationDeadline: Nullable(Instant),
});
export type EventRecord = Static<typeof EventRecord>;

// ---------------------------------------------------------------------------------------------
// Albums and their photos

export const AlbumInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  /** The day photographed. */
  date: Day,
  place: Line(200),
  description: Type.String({ maxLength: 2000 }),
  /** Null: the first photo is the cover. */
  cover: Nullable(ImageRef),
  ...SlugChoice,
});
export type AlbumInput = Static<typeof AlbumInput>;

/** A photo of an album, in the album's order (`position`, from 0). */
export const AdminPhoto = Type.Object({
  id: Type.Integer(),
  /** Null for the illustrations the site was delivered with. */
  uploadId: Nullable(Type.Integer()),
  url: Type.String(),
  caption: Type.String(),
  alt: Type.String(),
  position: Type.Integer(),
});
export type AdminPhoto = Static<typeof AdminPhoto>;

export const AlbumRecord = Type.Object({
  ...AlbumInput.properties,
  ...RecordFields,
  photos: Type.Array(AdminPhoto),
});
export type AlbumRecord = Static<typeof AlbumRecord>;

/** `POST /api/admin/albums/{id}/photos`: an uploaded image becomes the album's last photo. */
export const PhotoInput = Type.Object({
  uploadId: Id,
  caption: Type.String({ maxLength: 300, pattern: '^[^\\r\\n]*$' }),
  alt: ImageRef.properties.alt,
});
export type PhotoInput = Static<typeof PhotoInput>;

/** `PUT /api/admin/albums/{id}/photos/{photo}`: its texts, and its place in the album (from 0). */
export const PhotoUpdate = Type.Object({
  caption: PhotoInput.properties.caption,
  alt: ImageRef.properties.alt,
  position: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type PhotoUpdate = Static<typeof PhotoUpdate>;

export const PhotoParams = Type.Object({ id: Id, photo: Id });
export type PhotoParams = Static<typeof PhotoParams>;

// ---------------------------------------------------------------------------------------------
// Press articles

export const PressInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  /** Newspaper, magazine or site. */
  source: Line(120),
  /** The day the source published it. */
  publishedAt: Day,
  excerpt: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }),
  author: OptionalLine(120),
  /** The full text when we may reproduce it, else empty (see `url`). */
  body: Markdown(),
  url: Nullable(WebLink),
  ...SlugChoice,
});
export type PressInput = Static<typeof PressInput>;
export const PressRecord = Type.Object({ ...PressInput.properties, ...RecordFields });
export type PressRecord = Static<typeof PressRecord>;

// ---------------------------------------------------------------------------------------------
// Interviews

export const InterviewQuestion = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  /** Markdown. */
  answer: Markdown(10_000),
});
export type InterviewQuestion = Static<typeof InterviewQuestion>;

export const InterviewInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  /** The person interviewed. */
  person: Line(120),
  /** Who they are: « 7e dan, expert fédéral ». */
  personRole: OptionalLine(200),
  date: Day,
  summary: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  interviewer: OptionalLine(120),
  place: OptionalLine(200),
  portrait: Nullable(ImageRef),
  questions: Type.Array(InterviewQuestion, { maxItems: 60 }),
  ...SlugChoice,
});
export type InterviewInput = Static<typeof InterviewInput>;
export const InterviewRecord = Type.Object({ ...InterviewInput.properties, ...RecordFields });
export type InterviewRecord = Static<typeof InterviewRecord>;

// ---------------------------------------------------------------------------------------------
// Publication

/** `POST /api/admin/{kind}/{id}/publish`: now when `publishAt` is absent, else at that instant. */
export const PublishRequest = Type.Object({ publishAt: Type.Optional(Instant) });
export type PublishRequest = Static<typeof PublishRequest>;

// ---------------------------------------------------------------------------------------------
// Revisions (every save of a record or a page keeps one)

export const RevisionSummary = Type.Object({
  id: Type.Integer(),
  savedAt: Type.String(),
  /** Who saved it (their e-mail). */
  savedBy: Type.String(),
  /** The title as it was then. */
  title: Type.String(),
});
export type RevisionSummary = Static<typeof RevisionSummary>;
/** Newest first. */
export const RevisionList = Type.Object({ items: Type.Array(RevisionSummary) });
export type RevisionList = Static<typeof RevisionList>;

/** One revision: what the input was at that save. */
export const Revision = <Data extends TSchema>(data: Data) =>
  Type.Object({ id: Type.Integer(), savedAt: Type.String(), savedBy: Type.String(), data });
export type Revision<Data> = { id: number; savedAt: string; savedBy: string; data: Data };

export const NewsRevision = Revision(NewsInput);
export type NewsRevision = Static<typeof NewsRevision>;
export const EventRevision = Revision(EventInput);
export type EventRevision = Static<typeof EventRevision>;
export const AlbumRevision = Revision(AlbumInput);
export type AlbumRevision = Static<typeof AlbumRevision>;
export const PressRevision = Revision(PressInput);
export type PressRevision = Static<typeof PressRevision>;
export const InterviewRevision = Revision(InterviewInput);
export type InterviewRevision = Static<typeof InterviewRevision>;

export const RevisionParams = Type.Object({ id: Id, revision: Id });
export type RevisionParams = Static<typeof RevisionParams>;

// ---------------------------------------------------------------------------------------------
// Link choices (`GET /api/admin/choices/{kind}`): what a select offers, newest first

export const CHOICE_KINDS = ['events', 'albums', 'news', 'competitions'] as const;
export const ChoiceKind = Type.Enum(CHOICE_KINDS);
export type ChoiceKind = Static<typeof ChoiceKind>;
export const ChoiceParams = Type.Object({ kind: ChoiceKind });
export type ChoiceParams = Static<typeof ChoiceParams>;
export const Choice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** `YYYY-MM-DD`: the event's first day, the album's day, the news' day, the competition's first day. */
  date: Type.String(),
});
export type Choice = Static<typeof Choice>;
export const ChoiceList = Type.Object({ items: Type.Array(Choice) });
export type ChoiceList = Static<typeof ChoiceList>;

// ---------------------------------------------------------------------------------------------
// Text pages (`/api/admin/pages`): saved means published

export const TextPageOwner = Type.Enum(['shell', ...REMOTE_NAMES]);
export type TextPageOwner = Static<typeof TextPageOwner>;

export const TextPageSummary = Type.Object({
  /** The content key (`history`, `sale_conditions`). */
  slug: Type.String(),
  title: Type.String(),
  /** Where the page is shown (`/history`). */
  path: Type.String(),
  /** The app whose route shows it. */
  owner: TextPageOwner,
  /** The roles that may edit it. */
  roles: Type.Array(RoleSchema),
  updatedAt: Type.String(),
});
export type TextPageSummary = Static<typeof TextPageSummary>;
/** Only the pages the signed-in person may edit, in the order of the site's menu. */
export const TextPageList = Type.Object({ items: Type.Array(TextPageSummary) });
export type TextPageList = Static<typeof TextPageList>;

export const TextPageParams = Type.Object({ slug: Type.String({ pattern: PAGE_KEY_PATTERN }) });
export type TextPageParams = Static<typeof TextPageParams>;
export const TextPageRevisionParams = Type.Object({ slug: TextPageParams.properties.slug, revision: Id });
export type TextPageRevisionParams = Static<typeof TextPageRevisionParams>;

export const EditableTextPage = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** Markdown, rendered by the same renderer as the public page. */
  body: Type.String(),
  updatedAt: Type.String(),
});
export type EditableTextPage = Static<typeof EditableTextPage>;

export const TextPageInput = Type.Object({
  title: Line(TITLE_MAX_LENGTH),
  /** Names the settings' facts by reference (`{{iban}}`, see `SITE_FACTS`); copies become references. */
  body: Markdown(),
  /** The volunteer confirmed the IBANs, e-mails and phones of the text that are not the settings' (see the 409). */
  confirmFacts: Type.Optional(Type.Boolean()),
});
export type TextPageInput = Static<typeof TextPageInput>;
/**
 * `PUT /api/admin/pages/{slug}` refused (409) until confirmed: the text holds an IBAN, an e-mail
 * address or a phone number that is not the settings' one (a stale copy, or a typo).
 */
export const TextPageFactsRefusal = Type.Object({
  error: Type.String(),
  message: Type.String(),
  strays: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('iban'), Type.Literal('email'), Type.Literal('telephone')]),
      found: Type.String(),
      settings: Type.String(),
    }),
  ),
});
export type TextPageFactsRefusal = Static<typeof TextPageFactsRefusal>;

export const TextPageRevision = Revision(TextPageInput);
export type TextPageRevision = Static<typeof TextPageRevision>;
