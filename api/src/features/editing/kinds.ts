/**
 * The five kinds of record the media team edits, each described once: its table, its schemas,
 * how a row becomes the editor's input (and back), and its public detail for the preview. The
 * routes (`records.ts`) are the same for every kind.
 */
import {
  Album,
  AlbumInput,
  AlbumRecord,
  AlbumRevision,
  EventDetail,
  EventInput,
  EventRecord,
  EventRevision,
  Interview,
  InterviewInput,
  InterviewRecord,
  InterviewRevision,
  NewsArticle,
  NewsInput,
  NewsRecord,
  NewsRevision,
  PressArticle,
  PressInput,
  PressRecord,
  PressRevision,
  type AdminPhoto,
  type EditableKind,
  type EventKind,
  type ImageRef,
  type QuestionAnswer,
} from '@wado/shared/schemas';
import { ACCESS, holdsRole, type AuditKind, type Role } from '@wado/shared/contract';
import type { Static, TObject } from 'typebox';
import { HttpError } from '../errors';
import type { KindAccess } from '../recordAccess';
import { albumsOf, eventDetailOf, interviewOf, newsArticleOf, photosOf, pressArticleOf } from '../media';
import { clearRegistrationsOf, findSettings } from '../registrations';
import { clearCompetitionOf } from '../competitions';
import { parisDay } from '../paging';
import {
  assertAlbumAfterItsEvents,
  assertDay,
  assertEventReports,
  existingImage,
  existingLink,
  type CheckOptions,
} from './checks';
import { tableOps, type CommonRow, type Store, type TableOps } from './storage';

/** The columns the server sets on a new row. */
export interface NewRowColumns {
  slug: string;
  status: 'draft';
  publish_at: null;
  created_at: string;
  updated_at: string;
}

export interface KindDefinition<
  Row extends CommonRow,
  Insert,
  Update,
  InputSchema extends TObject,
  RecordSchema extends TObject,
  RevisionSchema extends TObject,
  PreviewSchema extends TObject,
  Columns extends Update,
> {
  /** The `{kind}` of the routes, and of the revisions. */
  name: EditableKind;
  ops: TableOps<Row, Insert, Update>;
  /** The `kind` of its audit log lines. */
  auditKind: AuditKind;
  /** 404, in French. */
  notFound: string;
  /** The slug of a record whose title has no letter of the Latin alphabet. */
  fallbackSlug: string;
  schemas: { input: InputSchema; record: RecordSchema; revision: RevisionSchema; preview: PreviewSchema };
  /** What the editor's form shows of a row (and what its revisions keep). */
  inputOf(row: Row): Static<InputSchema>;
  /** The row's own columns for an input, once checked (links, images, days: 400). */
  columnsOf(db: Store, input: Static<InputSchema>, options: CheckOptions): Promise<Columns>;
  /** A whole new row. */
  newRow(columns: Columns, common: NewRowColumns, now: Date): Insert;
  /** What publication at `publishAt` changes besides the status (news: the day it shows). */
  publication?(publishAt: Date): Update;
  /** Fields of the record beyond its input (an album's photos). */
  extraOf?(db: Store, row: Row): Promise<object>;
  /** The public detail of a row, whatever its status (the preview). */
  previewOf(db: Store, row: Row, now: Date): Promise<Static<PreviewSchema>>;
  /** In the publication's transaction: refuses it (HttpError, 400) when the row is not fit for visitors. */
  beforePublish?(db: Store, row: Row): Promise<void>;
  /** In the deletion's transaction: refuses it (HttpError) when others need the row, else clears what hangs on it. */
  beforeDelete?(db: Store, row: Row): Promise<void>;
  /**
   * Who of the roles that open the kind may see and change which records (`recordAccess.ts`);
   * without it, each of them every record.
   */
  access?: KindAccess<Static<InputSchema>>;
}

/** Type inference for a definition (its parameters come from the object itself). */
const defineKind = <
  Row extends CommonRow,
  Insert,
  Update,
  InputSchema extends TObject,
  RecordSchema extends TObject,
  RevisionSchema extends TObject,
  PreviewSchema extends TObject,
  Columns extends Update,
>(
  definition: KindDefinition<Row, Insert, Update, InputSchema, RecordSchema, RevisionSchema, PreviewSchema, Columns>,
) => definition;

/**
 * An uploaded image is kept as two columns: its upload's id and its alternative text. Without an
 * upload, the alternative text stays that of the illustration the record had before, when it had one.
 */
const imageRefOf = (uploadId: number | null, alt: string): ImageRef | null =>
  uploadId === null ? null : { uploadId, alt };

const EVENT_NOT_FOUND = 'L’événement choisi est introuvable.';

export const NEWS = defineKind({
  name: 'news',
  ops: tableOps('news'),
  auditKind: 'news',
  notFound: 'Cette actualité est introuvable.',
  fallbackSlug: 'actualite',
  schemas: { input: NewsInput, record: NewsRecord, revision: NewsRevision, preview: NewsArticle },
  inputOf: (row) => ({
    title: row.title,
    summary: row.summary,
    body: row.body,
    author: row.author,
    image: imageRefOf(row.image_upload_id, row.image_alt),
    eventId: row.event_id,
    slug: row.slug,
  }),
  async columnsOf(db, input, options) {
    const image = await existingImage(db, input.image, options);
    return {
      title: input.title,
      summary: input.summary,
      body: input.body,
      author: input.author,
      event_id: await existingLink(db, 'events', input.eventId, EVENT_NOT_FOUND, options),
      image_upload_id: image?.ref.uploadId ?? null,
      ...(image ? { image_alt: image.ref.alt } : {}),
    };
  },
  // Without an image of its own, a news item shows the site's picture; its day is the day it is published.
  newRow: ({ image_alt = '', ...columns }, common, now) => ({
    ...columns,
    ...common,
    image: '',
    image_alt,
    published_at: parisDay(now),
  }),
  publication: (publishAt) => ({ published_at: parisDay(publishAt) }),
  previewOf: (db, row, now) => newsArticleOf(db, row, now),
});

/** The event's own deadline, refused once its online registrations have theirs. */
export const DEADLINE_OF_ONLINE_REGISTRATIONS =
  'Cet événement a des inscriptions en ligne : leur date limite est la seule, elle se règle dans « Inscriptions ». Laissez vide la date limite de l’événement.';

/** The national team's events, which it edits beside the media team (`ACCESS.competitionEvents`). */
const COMPETITION_KIND: EventKind = 'competition';
const keepsEveryEvent = (roles: readonly Role[]) => holdsRole(roles, ACCESS.media);

export const EVENTS = defineKind({
  name: 'events',
  ops: tableOps('events'),
  auditKind: 'event',
  notFound: 'Cet événement est introuvable.',
  fallbackSlug: 'evenement',
  schemas: { input: EventInput, record: EventRecord, revision: EventRevision, preview: EventDetail },
  access: {
    where: (person) => (keepsEveryEvent(person.roles) ? true : { kind: COMPETITION_KIND }),
    input: (person, input) => keepsEveryEvent(person.roles) || input.kind === COMPETITION_KIND,
  },
  inputOf: (row) => ({
    title: row.title,
    kind: row.kind as EventKind,
    startDate: row.start_date,
    endDate: row.end_date,
    place: row.place,
    city: row.city,
    address: row.address,
    summary: row.summary,
    description: row.description,
    registration: row.registration,
    registrationUrl: row.registration_url,
    registrationDeadline: row.registration_deadline,
    image: imageRefOf(row.image_upload_id, row.image_alt),
    albumId: row.album_id,
    competitionId: row.competition_id,
    slug: row.slug,
  }),
  async columnsOf(db, input, options) {
    assertDay(input.startDate, 'La date de début');
    assertDay(input.endDate, 'La date de fin');
    if (input.endDate < input.startDate) {
      throw new HttpError(400, 'La date de fin doit être le jour du début ou un jour suivant.');
    }
    let registrationDeadline = input.registrationDeadline;
    if (registrationDeadline !== null) {
      assertDay(registrationDeadline, 'La date limite d’inscription');
      if (registrationDeadline > input.endDate) {
        throw new HttpError(400, 'La date limite d’inscription doit précéder la fin de l’événement.');
      }
      // An event with online registrations has one deadline, theirs (a restored revision loses its own).
      if (options.recordId && (await findSettings(db, options.recordId))) {
        if (!options.lenient) throw new HttpError(400, DEADLINE_OF_ONLINE_REGISTRATIONS);
        registrationDeadline = null;
      }
    }
    const image = await existingImage(db, input.image, options);
    const albumId = await existingLink(db, 'albums', input.albumId, 'L’album choisi est introuvable.', options);
    const competitionId = await existingLink(
      db,
      'competitions',
      input.competitionId,
      'Le résultat choisi est introuvable.',
      options,
    );
    await assertEventReports(
      db,
      { title: input.title, start_date: input.startDate, end_date: input.endDate },
      albumId,
      competitionId,
    );
    return {
      title: input.title,
      kind: input.kind,
      start_date: input.startDate,
      end_date: input.endDate,
      place: input.place,
      city: input.city,
      address: input.address,
      summary: input.summary,
      description: input.description,
      registration: input.registration,
      registration_url: input.registrationUrl,
      registration_deadline: registrationDeadline,
      image_upload_id: image?.ref.uploadId ?? null,
      ...(image ? { image_alt: image.ref.alt } : {}),
      album_id: albumId,
      competition_id: competitionId,
    };
  },
  newRow: (columns, common) => ({ ...columns, ...common }),
  async extraOf(db, row): Promise<{ onlineRegistrationDeadline: string | null }> {
    const settings = await findSettings(db, row.id);
    return { onlineRegistrationDeadline: settings?.deadline ?? null };
  },
  previewOf: (db, row, now) => eventDetailOf(db, row, now),
  beforeDelete: async (db, row) => {
    await clearCompetitionOf(db, row.id);
    await clearRegistrationsOf(db, row.id);
  },
});

/** Publication refused: which photos (numbered from 1, in the album's order) lack their alternative text. */
export const photosWithoutAlt = (numbers: number[]) =>
  numbers.length === 1
    ? `La photo ${numbers[0]} de l’album n’a pas de texte alternatif : décrivez-la avant de publier l’album.`
    : `Les photos ${numbers.slice(0, -1).join(', ')} et ${numbers[numbers.length - 1]} de l’album n’ont pas de texte alternatif : décrivez-les avant de publier l’album.`;

export const ALBUMS = defineKind({
  name: 'albums',
  ops: tableOps('albums'),
  auditKind: 'album',
  notFound: 'Cet album est introuvable.',
  fallbackSlug: 'album',
  schemas: { input: AlbumInput, record: AlbumRecord, revision: AlbumRevision, preview: Album },
  inputOf: (row) => ({
    title: row.title,
    date: row.date,
    place: row.place,
    description: row.description,
    cover: imageRefOf(row.cover_upload_id, row.cover_alt),
    slug: row.slug,
  }),
  async columnsOf(db, input, options) {
    assertDay(input.date, 'La date de l’album');
    await assertAlbumAfterItsEvents(db, options.recordId, input);
    const cover = await existingImage(db, input.cover, options);
    return {
      title: input.title,
      date: input.date,
      place: input.place,
      description: input.description,
      cover_upload_id: cover?.ref.uploadId ?? null,
      ...(cover ? { cover_alt: cover.ref.alt } : {}),
    };
  },
  newRow: (columns, common) => ({ ...columns, ...common }),
  async extraOf(db, row): Promise<{ photos: AdminPhoto[] }> {
    const photos = await photosOf(db, [row.id]);
    return {
      photos: photos.map((photo) => ({
        id: photo.id,
        uploadId: photo.upload_id,
        url: photo.image,
        caption: photo.caption,
        alt: photo.image_alt,
        position: photo.position,
      })),
    };
  },
  previewOf: async (db, row) => (await albumsOf(db, [row]))[0]!,
  async beforePublish(db, row) {
    // The API never takes a photo without one, but older or imported photos may lack it.
    const photos = await photosOf(db, [row.id]);
    const without = photos.flatMap((photo, index) => (photo.image_alt.trim() === '' ? [index + 1] : []));
    if (without.length > 0) throw new HttpError(400, photosWithoutAlt(without));
  },
});

export const PRESS = defineKind({
  name: 'press',
  ops: tableOps('press_articles'),
  auditKind: 'press',
  notFound: 'Cet article de presse est introuvable.',
  fallbackSlug: 'article',
  schemas: { input: PressInput, record: PressRecord, revision: PressRevision, preview: PressArticle },
  inputOf: (row) => ({
    title: row.title,
    source: row.source,
    publishedAt: row.published_at,
    excerpt: row.excerpt,
    author: row.author,
    body: row.body,
    url: row.url,
    slug: row.slug,
  }),
  async columnsOf(_db, input) {
    assertDay(input.publishedAt, 'La date de parution');
    return {
      title: input.title,
      source: input.source,
      published_at: input.publishedAt,
      excerpt: input.excerpt,
      author: input.author,
      body: input.body,
      url: input.url,
    };
  },
  newRow: (columns, common) => ({ ...columns, ...common }),
  previewOf: async (_db, row) => pressArticleOf(row),
});

export const INTERVIEWS = defineKind({
  name: 'interviews',
  ops: tableOps('interviews'),
  auditKind: 'interview',
  notFound: 'Cette interview est introuvable.',
  fallbackSlug: 'interview',
  schemas: { input: InterviewInput, record: InterviewRecord, revision: InterviewRevision, preview: Interview },
  inputOf: (row) => ({
    title: row.title,
    person: row.person,
    personRole: row.person_role,
    date: row.date,
    summary: row.summary,
    interviewer: row.interviewer,
    place: row.place,
    portrait: imageRefOf(row.portrait_upload_id, row.portrait_alt),
    questions: JSON.parse(row.questions) as QuestionAnswer[],
    slug: row.slug,
  }),
  async columnsOf(db, input, options) {
    assertDay(input.date, 'La date de l’interview');
    const portrait = await existingImage(db, input.portrait, options);
    return {
      title: input.title,
      person: input.person,
      person_role: input.personRole,
      date: input.date,
      summary: input.summary,
      interviewer: input.interviewer,
      place: input.place,
      portrait_upload_id: portrait?.ref.uploadId ?? null,
      ...(portrait ? { portrait_alt: portrait.ref.alt } : {}),
      questions: JSON.stringify(input.questions),
    };
  },
  // Without a portrait of its own, an interview shows the site's picture.
  newRow: ({ portrait_alt = '', ...columns }, common) => ({ ...columns, ...common, portrait: '', portrait_alt }),
  previewOf: async (db, row) => interviewOf(db, row),
});
