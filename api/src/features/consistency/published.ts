import { ROUTES } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { isPublic } from '../media';

/** A text the public site shows, and where: the page a visitor (or an editor) opens to read it. */
export interface PublishedText {
  /** The public page: `/news/…`, `/manager`… */
  where: string;
  /** What it is, in French: « l'actualité « Open de Paris… » ». */
  label: string;
  text: string;
}

/** The path of a text page (`content_pages.slug`), from the route table. */
export function pageOf(slug: string): string {
  const route = ROUTES.find((entry) => entry.content && 'page' in entry.content && entry.content.page === slug);
  return route?.path ?? `/${slug}`;
}

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join('\n\n');

/**
 * Every text the site publishes at `now`: text pages, news, events, albums, press articles,
 * interviews and the reports of results (drafts, withdrawn and scheduled records are not public).
 */
export async function publishedTexts(db: Db, now: Date): Promise<PublishedText[]> {
  const [pages, news, events, albums, press, interviews, competitions] = await Promise.all([
    db.selectFrom('content_pages').select(['slug', 'title', 'body']).orderBy('slug').execute(),
    db
      .selectFrom('news')
      .select(['slug', 'title', 'summary', 'body'])
      .where(isPublic('news', now))
      .orderBy('published_at', 'desc')
      .execute(),
    db
      .selectFrom('events')
      .select(['slug', 'title', 'summary', 'description', 'registration'])
      .where(isPublic('events', now))
      .orderBy('start_date', 'desc')
      .execute(),
    db
      .selectFrom('albums')
      .select(['slug', 'title', 'description'])
      .where(isPublic('albums', now))
      .orderBy('date', 'desc')
      .execute(),
    db
      .selectFrom('press_articles')
      .select(['slug', 'title', 'excerpt', 'body'])
      .where(isPublic('press_articles', now))
      .orderBy('published_at', 'desc')
      .execute(),
    db
      .selectFrom('interviews')
      .select(['slug', 'title', 'summary', 'questions'])
      .where(isPublic('interviews', now))
      .orderBy('date', 'desc')
      .execute(),
    db.selectFrom('competitions').select(['slug', 'name', 'report']).orderBy('start_date', 'desc').execute(),
  ]);
  const answers = (questions: string) =>
    (JSON.parse(questions) as { question: string; answer: string }[]).flatMap((item) => [item.question, item.answer]);
  return [
    ...pages.map((row) => ({
      where: pageOf(row.slug),
      label: `la page « ${row.title} »`,
      text: joined(row.title, row.body),
    })),
    ...news.map((row) => ({
      where: `/news/${row.slug}`,
      label: `l'actualité « ${row.title} »`,
      text: joined(row.title, row.summary, row.body),
    })),
    ...events.map((row) => ({
      where: `/event/${row.slug}`,
      label: `l'événement « ${row.title} »`,
      text: joined(row.title, row.summary, row.description, row.registration),
    })),
    ...albums.map((row) => ({
      where: `/gallery?album=${row.slug}`,
      label: `l'album « ${row.title} »`,
      text: joined(row.title, row.description),
    })),
    ...press.map((row) => ({
      where: `/press/${row.slug}`,
      label: `l'article de presse « ${row.title} »`,
      text: joined(row.title, row.excerpt, row.body),
    })),
    ...interviews.map((row) => ({
      where: `/interview/${row.slug}`,
      label: `l'interview « ${row.title} »`,
      text: joined(row.title, row.summary, ...answers(row.questions)),
    })),
    ...competitions.map((row) => ({
      where: `/result/${row.slug}`,
      label: `le compte rendu « ${row.name} »`,
      text: row.report,
    })),
  ];
}
