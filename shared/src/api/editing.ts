import type { Done } from '../schemas/auth';
import type {
  AdminListPage,
  AlbumInput,
  AlbumRecord,
  ChoiceList,
  ChoiceParams,
  EditableKind,
  EventInput,
  EventRecord,
  InterviewInput,
  InterviewRecord,
  NewsInput,
  NewsRecord,
  PhotoInput,
  PhotoUpdate,
  PressInput,
  PressRecord,
  PublicationStatus,
  Revision,
  RevisionList,
} from '../schemas/editing';
import type { Album, EventDetail, Interview, NewsArticle, PressArticle } from '../schemas/media';
import type { UploadedImage } from '../schemas/uploads';
import { jsonBody, queryString, request, sendForm, type UploadProgress } from './http';

/** For each kind the back office edits: what is sent, what is kept, what a visitor would see. */
export interface EditableShapes {
  news: { input: NewsInput; record: NewsRecord; preview: NewsArticle };
  events: { input: EventInput; record: EventRecord; preview: EventDetail };
  albums: { input: AlbumInput; record: AlbumRecord; preview: Album };
  press: { input: PressInput; record: PressRecord; preview: PressArticle };
  interviews: { input: InterviewInput; record: InterviewRecord; preview: Interview };
}
export type InputOf<K extends EditableKind> = EditableShapes[K]['input'];
export type RecordOf<K extends EditableKind> = EditableShapes[K]['record'];
export type PreviewOf<K extends EditableKind> = EditableShapes[K]['preview'];

/** The records a link select offers (`GET /api/admin/choices/:kind`). */
export type ChoiceKind = ChoiceParams['kind'];

/** The filters of a back-office list, all optional. */
export interface AdminListFilters {
  q?: string;
  status?: PublicationStatus;
  page?: number;
  limit?: number;
}

/** The back office's session rides on a cookie of the site's own origin: every call sends it. */
const signedIn: RequestInit = { credentials: 'same-origin' };
const withSession = (init: RequestInit): RequestInit => ({ ...init, ...signedIn });

const recordPath = (kind: EditableKind, id: number) => `/api/admin/${kind}/${id}`;

/** The back office's editing calls (role media): lists, records, publication, revisions, photos, uploads. */
export const editingApi = {
  listAdminRecords: (kind: EditableKind, filters: AdminListFilters = {}) =>
    request<AdminListPage>(`/api/admin/${kind}${queryString({ ...filters })}`, signedIn),
  getAdminRecord: <K extends EditableKind>(kind: K, id: number) => request<RecordOf<K>>(recordPath(kind, id), signedIn),
  createAdminRecord: <K extends EditableKind>(kind: K, input: InputOf<K>) =>
    request<RecordOf<K>>(`/api/admin/${kind}`, withSession(jsonBody('POST', input))),
  updateAdminRecord: <K extends EditableKind>(kind: K, id: number, input: InputOf<K>) =>
    request<RecordOf<K>>(recordPath(kind, id), withSession(jsonBody('PUT', input))),
  /** Now when `publishAt` (an ISO instant) is absent, else at that time. */
  publishAdminRecord: <K extends EditableKind>(kind: K, id: number, publishAt?: string) =>
    request<RecordOf<K>>(
      `${recordPath(kind, id)}/publish`,
      withSession(jsonBody('POST', publishAt === undefined ? {} : { publishAt })),
    ),
  unpublishAdminRecord: <K extends EditableKind>(kind: K, id: number) =>
    request<RecordOf<K>>(`${recordPath(kind, id)}/unpublish`, withSession({ method: 'POST' })),
  deleteAdminRecord: (kind: EditableKind, id: number) =>
    request<Done>(recordPath(kind, id), withSession({ method: 'DELETE' })),
  getAdminRevisions: (kind: EditableKind, id: number) =>
    request<RevisionList>(`${recordPath(kind, id)}/revisions`, signedIn),
  getAdminRevision: <K extends EditableKind>(kind: K, id: number, revision: number) =>
    request<Revision<InputOf<K>>>(`${recordPath(kind, id)}/revisions/${revision}`, signedIn),
  restoreAdminRevision: <K extends EditableKind>(kind: K, id: number, revision: number) =>
    request<RecordOf<K>>(`${recordPath(kind, id)}/revisions/${revision}/restore`, withSession({ method: 'POST' })),
  /** The record as a visitor would see it once published, whatever its status. */
  getAdminPreview: <K extends EditableKind>(kind: K, id: number) =>
    request<PreviewOf<K>>(`${recordPath(kind, id)}/preview`, signedIn),
  getAdminChoices: (kind: ChoiceKind) => request<ChoiceList>(`/api/admin/choices/${kind}`, signedIn),
  addAlbumPhoto: (album: number, photo: PhotoInput) =>
    request<AlbumRecord>(`${recordPath('albums', album)}/photos`, withSession(jsonBody('POST', photo))),
  updateAlbumPhoto: (album: number, photo: number, update: PhotoUpdate) =>
    request<AlbumRecord>(`${recordPath('albums', album)}/photos/${photo}`, withSession(jsonBody('PUT', update))),
  deleteAlbumPhoto: (album: number, photo: number) =>
    request<AlbumRecord>(`${recordPath('albums', album)}/photos/${photo}`, withSession({ method: 'DELETE' })),
  /**
   * Sends an image (multipart field `file`): the server stores it in every size and format. With
   * `onProgress`, it goes by XMLHttpRequest, the only way to learn how much of it has gone.
   */
  uploadImage: (file: Blob, fileName = 'image', onProgress?: (progress: UploadProgress) => void) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return onProgress
      ? sendForm<UploadedImage>('POST', '/api/admin/uploads', form, onProgress)
      : request<UploadedImage>('/api/admin/uploads', withSession({ method: 'POST', body: form }));
  },
};
