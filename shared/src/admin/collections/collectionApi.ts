import { jsonBody, request } from '@wado/shared';
import type { Done } from '../../schemas/auth';

/** What every record of a collection has. */
export interface CollectionRecord {
  id: number;
}

/** The calls of one collection of the back office (`/api/admin/{path}`), typed by its input and record. */
export interface CollectionApi<Input, Rec extends CollectionRecord> {
  /** `lexicon`: where its routes live. */
  path: string;
  list(): Promise<{ items: Rec[] }>;
  get(id: number): Promise<Rec>;
  create(input: Input): Promise<Rec>;
  update(id: number, input: Input): Promise<Rec>;
  remove(id: number): Promise<Done>;
}

/** The session rides on the site's own cookie. */
const withSession = (init: RequestInit = {}): RequestInit => ({ ...init, credentials: 'same-origin' });

/**
 * The client of a collection, e.g. `collectionApi<LexiconTermInput, LexiconTerm>('lexicon')`. Each
 * section declares the clients of its own collections; the routes are the same for all (see
 * `registerCollection` on the server).
 */
export function collectionApi<Input, Rec extends CollectionRecord>(path: string): CollectionApi<Input, Rec> {
  const base = `/api/admin/${path}`;
  return {
    path,
    list: () => request<{ items: Rec[] }>(base, withSession()),
    get: (id) => request<Rec>(`${base}/${id}`, withSession()),
    create: (input) => request<Rec>(base, withSession(jsonBody('POST', input))),
    update: (id, input) => request<Rec>(`${base}/${id}`, withSession(jsonBody('PUT', input))),
    remove: (id) => request<Done>(`${base}/${id}`, withSession({ method: 'DELETE' })),
  };
}
