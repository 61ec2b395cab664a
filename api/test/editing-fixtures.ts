/**
 * What the back office's editing tests share: a server with a stand-in shell (so that pages
 * answer their real status) and a clock the test moves, an uploaded image written straight to
 * the database, a valid input of each kind, and the counts that prove a refusal wrote nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  AlbumInput,
  EditableKind,
  EventInput,
  InterviewInput,
  NewsInput,
  PressInput,
} from '@wado/shared/contract';
import type { Clock } from '../src/features/clock';
import { countRows, startTestApp, useStandInShell } from './helpers';
import { signInAs } from './people';

export const PUBLIC_URL = 'https://www.wado-france.fr';

/** A clock the test sets: `clock.at = …`. */
export interface TestClock extends Clock {
  at: number;
}
export function testClock(start = Date.now()): TestClock {
  const clock = { at: start, now: () => new Date(clock.at) };
  return clock;
}

/** A server on a fresh database, with a built shell of one page (detail pages answer 200 or 404). */
export async function startEditingApp(clock: TestClock = testClock()) {
  const env = await startTestApp({ publicUrl: PUBLIC_URL }, { clock });
  useStandInShell(
    env.config,
    '<!doctype html><html lang="fr"><head><!-- wado:runtime-config --></head><body><div id="root"></div></body></html>',
  );
  return { ...env, clock };
}

/** An uploaded image, as the uploads' route would have stored it (its files are not needed here). */
export async function addUpload(app: FastifyInstance, size = { width: 1600, height: 1000 }): Promise<number> {
  const { id } = await app.db
    .insertInto('uploads')
    .values({
      hash: randomBytes(16).toString('hex'),
      widths: JSON.stringify([480, 960, size.width]),
      width: size.width,
      height: size.height,
      original_format: 'jpeg',
      original_bytes: 123_456,
      original_pixels: size.width * size.height,
      created_at: new Date().toISOString(),
      created_by: 'photographe@wado-france.fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const KINDS: readonly EditableKind[] = ['news', 'events', 'albums', 'press', 'interviews'];

/** The table behind each kind. */
export const TABLE_OF = {
  news: 'news',
  events: 'events',
  albums: 'albums',
  press: 'press_articles',
  interviews: 'interviews',
} as const;

/** The public answers of a record of each kind: its API detail and its page (if it has one). */
export const PUBLIC_OF: Record<EditableKind, { api: string; list: string; page: string | null }> = {
  news: { api: '/api/news/', list: '/api/news?limit=50', page: '/news/' },
  events: { api: '/api/events/', list: '/api/events?limit=50', page: '/event/' },
  albums: { api: '/api/gallery/', list: '/api/gallery?limit=50', page: null },
  press: { api: '/api/press/', list: '/api/press?limit=50', page: '/press/' },
  interviews: { api: '/api/interviews/', list: '/api/interviews?limit=50', page: '/interview/' },
};

/** A day `days` from now (UTC), `YYYY-MM-DD`. */
export const dayFromNow = (days: number, now = Date.now()) =>
  new Date(now + days * 86_400_000).toISOString().slice(0, 10);

/** A valid input of each kind (`image` ids: uploads of the test's database). */
export function validInput(kind: EditableKind, title: string, uploadId: number | null = null): object {
  const image = uploadId === null ? null : { uploadId, alt: 'Des karatékas saluent le tatami.' };
  const inputs = {
    news: {
      title,
      summary: 'Un résumé qui donne envie de lire la suite.',
      body: 'Le **texte** de l’actualité, en Markdown.\n\n## Un intertitre\n\nEt la suite.',
      author: 'Commission communication',
      image,
      eventId: null,
    } satisfies NewsInput,
    events: {
      title,
      kind: 'stage',
      startDate: dayFromNow(30),
      endDate: dayFromNow(31),
      place: 'Dojo régional',
      city: 'Lyon',
      address: '12 rue du Dojo, 69007 Lyon',
      summary: 'Deux jours de kihon, de kata et de kumite.',
      description: 'Programme détaillé du stage.',
      registration: 'Inscription auprès de votre club.',
      registrationUrl: 'https://www.helloasso.com/associations/wado-france',
      registrationDeadline: dayFromNow(20),
      image,
      albumId: null,
      competitionId: null,
    } satisfies EventInput,
    albums: {
      title,
      date: dayFromNow(-3),
      place: 'Gymnase municipal, Nantes',
      description: 'Les photos de la journée.',
      cover: image,
    } satisfies AlbumInput,
    press: {
      title,
      source: 'Ouest-France',
      publishedAt: dayFromNow(-2),
      excerpt: 'Un club de Wado fête ses trente ans.',
      author: 'Marie Durand',
      body: '',
      url: 'https://www.ouest-france.fr/sport/karate-30-ans',
    } satisfies PressInput,
    interviews: {
      title,
      person: 'Jeanne Martin',
      personRole: '6e dan, experte fédérale',
      date: dayFromNow(-5),
      summary: 'Trente ans de tatami et toujours la même curiosité.',
      interviewer: 'Paul Bernard',
      place: 'Paris',
      portrait: image,
      questions: [
        { question: 'Comment avez-vous découvert le Wado ?', answer: 'Par un ami, **en 1989**.' },
        { question: 'Un conseil aux débutants ?', answer: 'La régularité.' },
      ],
    } satisfies InterviewInput,
  };
  return inputs[kind];
}

/** A request on behalf of a signed-in person (their headers added). */
export type Send = (
  options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** A person holding `media`, and requests on their behalf. */
export async function mediaEditor(app: FastifyInstance) {
  const { headers, email } = await signInAs(app, ['media']);
  const send: Send = (options) => app.inject({ ...options, headers: { ...headers, ...options.headers } });
  return { headers, email, send };
}

/** Creates a record of `kind` as `send` (a signed-in editor) and returns its JSON. */
export async function createRecord<T = { id: number; slug: string; status: string }>(
  send: Send,
  kind: EditableKind,
  input: object,
): Promise<T> {
  const response = await send({ method: 'POST', url: `/api/admin/${kind}`, payload: input });
  if (response.statusCode !== 201) throw new Error(`création refusée (${response.statusCode}) : ${response.body}`);
  return response.json<T>();
}

/** Rows of the tables an editing request may write: a refusal leaves every count as it was. */
export async function writeCounts(app: FastifyInstance) {
  const tables = [
    'news',
    'events',
    'albums',
    'photos',
    'press_articles',
    'interviews',
    'revisions',
    'audit_log',
  ] as const;
  const counts = await Promise.all(tables.map((table) => countRows(app, table)));
  return Object.fromEntries(tables.map((table, index) => [table, counts[index]]));
}
