import { ACCESS, ADMIN_PATH, findRoute, holdsRole, ROLES, type RouteEntry } from '@wado/shared/contract';
import { ConsistencyReport } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { requireRoles, signedIn } from '../auth';
import { pagesAccessOf, TEXT_PAGES } from '../editing';
import { findInconsistencies } from './index';

/** The media section's records, by the first segment of their public address, and their editors. */
const MEDIA_RECORDS = {
  news: { table: 'news', segment: 'actualites' },
  event: { table: 'events', segment: 'evenements' },
  gallery: { table: 'albums', segment: 'albums' },
  press: { table: 'press_articles', segment: 'presse' },
  interview: { table: 'interviews', segment: 'interviews' },
} as const;

/** `/news/stage-hiver` → news `stage-hiver`; `/gallery?album=x` → gallery `x`. */
function recordAddress(where: string): { prefix: string; slug: string } | null {
  const url = new URL(where, 'http://site.invalid');
  const [prefix, slug] = url.pathname.split('/').filter(Boolean);
  if (prefix === 'gallery')
    return url.searchParams.get('album') ? { prefix, slug: url.searchParams.get('album')! } : null;
  return prefix && slug ? { prefix, slug } : null;
}

/** Where `where` is fixed in the back office: the record's editor, the text page's, else the section. */
async function editPath(db: Db, where: string, route: RouteEntry): Promise<string> {
  const address = recordAddress(where);
  const media = address && MEDIA_RECORDS[address.prefix as keyof typeof MEDIA_RECORDS];
  if (media && address) {
    const row = await db.selectFrom(media.table).select('id').where('slug', '=', address.slug).executeTakeFirst();
    if (row) return `${ADMIN_PATH}/mf-media/${media.segment}/${row.id}`;
  }
  const page = TEXT_PAGES.find((candidate) => candidate.path === route.path);
  if (page)
    return page.owner === 'shell'
      ? `${ADMIN_PATH}/pages-du-site/${page.slug}`
      : `${ADMIN_PATH}/${page.owner}/pages/${page.slug}`;
  return route.owner === 'shell' ? ADMIN_PATH : `${ADMIN_PATH}/${route.owner}`;
}

/** `GET /api/admin/consistency`: the contradictions the person's sections show, each with where to fix it. */
export async function consistencyRoutes(app: Api, { db, publicUrl }: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  // Every person of the back office: each reads what her sections show (a treasurer, nothing).
  app.addHook('onRequest', requireRoles(ROLES, { publicUrl }));

  app.get('/api/admin/consistency', { schema: { response: { 200: ConsistencyReport } } }, async (request) => {
    const { roles } = signedIn(request);
    const found = await findInconsistencies(db, app.clock.now());
    const items = [];
    for (const inconsistency of found) {
      const route = findRoute(new URL(inconsistency.where, 'http://site.invalid').pathname);
      if (!route || !holdsRole(roles, ACCESS[pagesAccessOf(route.owner)])) continue;
      items.push({ ...inconsistency, edit: await editPath(db, inconsistency.where, route) });
    }
    return { items };
  });
}
