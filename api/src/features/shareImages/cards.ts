import { createHash } from 'node:crypto';
import {
  formatDate,
  formatDateRange,
  SHARE_CARD_PREFIX,
  SHARE_IMAGE_SIZE,
  type ShareCardKind,
} from '@wado/shared/contract';
import { ShareCardParams } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { isFresh } from '../conditionalRequests';
import { HttpError } from '../errors';
import { isPublic } from '../media';
import { loadSharp } from '../uploads';
import { shareCardSvg, type ShareCard } from './cardSvg';

export const CARD_NOT_FOUND = 'Cette page n’existe pas ou n’est plus publiée : elle n’a pas d’image de partage.';
/** Cards kept in memory, the most recently asked first (each is about 40 KB). */
const CACHE_ENTRIES = 128;
/**
 * A CDN may keep a card but asks again each time (with its ETag, answered 304 without a render):
 * an edit of the record changes its card under the same address.
 */
const CACHE_CONTROL = 'public, no-cache';

/** A published record as its card shows it, with its last change (what the cache is keyed by). */
interface CardRecord {
  updatedAt: string;
  card: ShareCard;
}

/** « Du 12 au 13 décembre 2026 », at the start of a line. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** Each kind's record by slug, published ones only (a draft's card is as absent as its page). */
const RECORDS: Record<ShareCardKind, (db: Db, slug: string, now: Date) => Promise<CardRecord | undefined>> = {
  event: async (db, slug, now) => {
    const row = await db
      .selectFrom('events')
      .select(['title', 'start_date', 'end_date', 'place', 'city', 'updated_at'])
      .where('slug', '=', slug)
      .where(isPublic('events', now))
      .executeTakeFirst();
    return (
      row && {
        updatedAt: row.updated_at,
        card: {
          label: 'Événement',
          title: row.title,
          details: joined(
            capitalized(formatDateRange(row.start_date, row.end_date)),
            [row.place, row.city].filter(Boolean).join(', '),
          ),
        },
      }
    );
  },
  news: async (db, slug, now) => {
    const row = await db
      .selectFrom('news')
      .select(['title', 'published_at', 'updated_at'])
      .where('slug', '=', slug)
      .where(isPublic('news', now))
      .executeTakeFirst();
    return (
      row && {
        updatedAt: row.updated_at,
        card: { label: 'Actualité', title: row.title, details: formatDate(row.published_at) },
      }
    );
  },
  press: async (db, slug, now) => {
    const row = await db
      .selectFrom('press_articles')
      .select(['title', 'source', 'published_at', 'updated_at'])
      .where('slug', '=', slug)
      .where(isPublic('press_articles', now))
      .executeTakeFirst();
    return (
      row && {
        updatedAt: row.updated_at,
        card: { label: 'Presse', title: row.title, details: joined(row.source, formatDate(row.published_at)) },
      }
    );
  },
  interview: async (db, slug, now) => {
    const row = await db
      .selectFrom('interviews')
      .select(['title', 'person', 'date', 'updated_at'])
      .where('slug', '=', slug)
      .where(isPublic('interviews', now))
      .executeTakeFirst();
    return (
      row && {
        updatedAt: row.updated_at,
        card: { label: 'Interview', title: row.title, details: joined(row.person, formatDate(row.date)) },
      }
    );
  },
};

/**
 * `GET /media/share/card/{kind}/{slug}.jpg`: the link-preview picture of a published record
 * without a picture of its own (its page's `og:image`, see `headTags`), drawn from its title and
 * details. Rendered on first request, kept in memory until the record changes; renders share
 * `limited` with the drawings' previews.
 */
export function shareCardRoutes(app: Api, limited: <T>(work: () => Promise<T>) => Promise<T>) {
  const rendered = new Map<string, { updatedAt: string; jpeg: Buffer; etag: string }>();

  async function card(kind: ShareCardKind, slug: string) {
    const record = await RECORDS[kind](app.db, slug, app.clock.now());
    if (!record) throw new HttpError(404, CARD_NOT_FOUND);
    const key = `${kind}/${slug}`;
    const cached = rendered.get(key);
    rendered.delete(key);
    if (cached && cached.updatedAt === record.updatedAt) {
      rendered.set(key, cached);
      return cached;
    }
    const sharp = await loadSharp();
    const jpeg = await limited(() =>
      sharp(Buffer.from(shareCardSvg(record.card)))
        .resize(SHARE_IMAGE_SIZE)
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    );
    // From the bytes: a new drawing of the cards (a release) is a new tag too.
    const etag = `"${createHash('sha256').update(jpeg).digest('base64url').slice(0, 27)}"`;
    const entry = { updatedAt: record.updatedAt, jpeg, etag };
    rendered.set(key, entry);
    if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value!);
    return entry;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: `${SHARE_CARD_PREFIX}:kind/:file`,
    schema: { params: ShareCardParams },
    handler: async (request, reply) => {
      const { jpeg, etag } = await card(request.params.kind, request.params.file.replace(/\.jpg$/, ''));
      void reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (isFresh(request, etag)) return reply.status(304).send();
      void reply.type('image/jpeg').header('Content-Length', jpeg.length);
      return reply.send(request.method === 'HEAD' ? undefined : jpeg);
    },
  });
}
