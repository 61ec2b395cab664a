import { withSiteFacts } from '@wado/shared/contract';
import { ContentPage, ContentPageParams } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { readSiteSettings } from '../settings';

/** A text page as visitors read it: the settings' facts it names (`{{iban}}`) at their current value. */
async function findPage(db: Db, slug: string): Promise<ContentPage> {
  const row = await db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new HttpError(404, "Cette page n'existe pas.");
  const body = withSiteFacts(row.body, await readSiteSettings(db));
  return { page: row.slug, title: row.title, body, updatedAt: row.updated_at };
}

const answer = { response: { 200: ContentPage } };

/** Text pages (spec §7): `/api/content/{page}`, the sale conditions and the terms of use. */
export async function contentRoutes(app: Api, { db }: { db: Db }) {
  app.addHook('onSend', async (_request, reply) => {
    // Edited in the database, shown at once: revalidated on every visit.
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-cache');
  });

  app.get('/api/content/:page', { schema: { params: ContentPageParams, ...answer } }, async (request) =>
    findPage(db, request.params.page),
  );
  app.get('/api/saleConditions', { schema: answer }, async () => findPage(db, 'sale_conditions'));
  app.get('/api/terms', { schema: answer }, async () => findPage(db, 'terms'));
}
