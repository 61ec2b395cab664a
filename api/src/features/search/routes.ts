import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  searchQueryProblem,
  type SearchKind,
} from '@wado/shared/contract';
import { SearchQuery, SearchResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { RowsChanged } from '../../db/rowsChanged';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { findEntries } from './query';
import { isSearchIndexFresh, markSearchIndexStale, updateSearchIndex } from './searchIndex';
import { extractOf, markedSegments } from './text';
import { queryTerms } from './words';

/**
 * `GET /api/search?q=&kind=&page=`: the site search (the page `/search`). The index is brought up
 * to date before a search when the back office has changed something since, and just after
 * start-up when it is not (a new site, a migration since, or this start's seeding added content):
 * never during start-up, which replicas starting together would spend waiting for each other.
 */
export async function searchRoutes(app: Api, { db, seeded }: { db: Db; seeded: RowsChanged }) {
  // The seed writes no line of the audit log: what it added is only known here.
  if (seeded.count > 0) await markSearchIndexStale(db);

  /** An update under way in this process: the searches that find the index stale wait for it. */
  let updating: Promise<unknown> | null = null;
  async function freshIndex(): Promise<void> {
    // Twice at most: an update already under way may have read the content before the change
    // that makes this search find the index stale.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await isSearchIndexFresh(db)) return;
      updating ??= updateSearchIndex(db, app.clock.now(), { onlyIfStale: true }).finally(() => {
        updating = null;
      });
      try {
        await updating;
      } catch (error) {
        // The index of the previous change still answers: better than no answer at all.
        app.log.error({ err: error }, "la recherche n'a pas pu mettre son index à jour");
        return;
      }
    }
  }
  // Once the server listens, in the background: the first visitor who searches finds it ready.
  app.addHook('onReady', async () => {
    void freshIndex().catch(() => undefined);
  });

  app.get(
    '/api/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } },
    async (request, reply) => {
      const query = (request.query.q ?? '').trim();
      const problem = searchQueryProblem(query);
      if (problem) throw new HttpError(400, problem);
      const kind: SearchKind | null = request.query.kind ?? null;
      const { page } = request.query;
      const limit = SEARCH_LIMITS.perPage;
      void reply.header('Cache-Control', 'no-cache');

      await freshIndex();
      const terms = queryTerms(query);
      const found = await findEntries(db, terms, { kind, now: app.clock.now(), offset: (page - 1) * limit, limit });
      const termSet = new Set(terms);
      const counts = SEARCH_KINDS.flatMap((each) => {
        const count = found.counts.get(each) ?? 0;
        return count > 0 ? [{ kind: each, label: SEARCH_KIND_LABELS[each].all, count }] : [];
      });
      const all = counts.reduce((sum, each) => sum + each.count, 0);
      const total = kind ? (found.counts.get(kind) ?? 0) : all;
      return {
        items: found.hits.map((hit) => ({
          kind: hit.kind,
          kindLabel: SEARCH_KIND_LABELS[hit.kind].one,
          title: hit.title,
          titleSegments: markedSegments(hit.title, termSet),
          url: hit.url,
          extract: extractOf(hit.body, termSet),
        })),
        page,
        limit,
        total,
        pages: Math.ceil(total / limit),
        query,
        kind,
        counts,
        all,
      };
    },
  );
}
