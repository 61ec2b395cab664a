/**
 * The text pages of the site (`/api/admin/pages…`), each edited by the team whose section shows
 * it: a remote's pages by its role, the shell's (legal notice, privacy, terms of use) by `admin`,
 * the sale conditions by `shop`. Saved means published: the public page reads the database at
 * each request. Every save keeps a revision; a revision can be restored.
 */
import {
  EditableTextPage,
  TextPageFactsRefusal,
  TextPageInput,
  TextPageList,
  TextPageParams,
  TextPageRevision,
  TextPageRevisionParams,
  RevisionList,
} from '@wado/shared/schemas';
import {
  ACCESS,
  COPIED_FACT_LABELS,
  holdsRole,
  referencesForCopies,
  remoteApp,
  ROUTES,
  strayFacts,
  unknownFactReferences,
  type Capability,
  type Role,
  type RouteEntry,
  type RouteOwner,
  type StrayFact,
} from '@wado/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../contract';
import { recordAudit, ROLE_REQUIRED, signedIn } from '../auth';
import { errorBody, HttpError } from '../errors';
import { readSiteSettings } from '../settings';
import { findRevision, hasRevisions, keepRevision, listRevisions } from './revisions';
import type { Store } from './storage';
import { ORIGINAL_AUTHOR, EDIT_BODY_LIMIT } from './records';

/** Who edits the text pages of each part of the site: the site's own (the shell's), or a remote's as apps.json says. */
export function pagesAccessOf(owner: RouteOwner): Capability {
  if (owner === 'shell') return 'site';
  const remote = remoteApp(owner);
  if (!remote) throw new Error(`la table des routes nomme « ${owner} », absent de apps.json`);
  return remote.pagesAccess;
}

/** The content key behind each dedicated endpoint of the route table. */
const ENDPOINT_PAGES = { saleConditions: 'sale_conditions', terms: 'terms' } as const;

export interface TextPage {
  slug: string;
  path: string;
  owner: RouteOwner;
  label: string;
  roles: Role[];
}

const slugOf = (content: NonNullable<RouteEntry['content']>) =>
  'page' in content ? content.page : ENDPOINT_PAGES[content.endpoint];

/** Every text page of the route table, in its order. */
export const TEXT_PAGES: readonly TextPage[] = ROUTES.flatMap((route) =>
  route.kind === 'text' && route.content
    ? [
        {
          slug: slugOf(route.content),
          path: route.path,
          owner: route.owner,
          label: route.label,
          roles: [...ACCESS[pagesAccessOf(route.owner)]],
        },
      ]
    : [],
);

/** The roles that edit at least one text page. */
export const TEXT_PAGE_ROLES: Role[] = [...new Set(TEXT_PAGES.flatMap((page) => page.roles))];

export const PAGE_NOT_EDITABLE = 'Cette page n’est pas une page de texte du site.';

/** « un IBAN « FR76 … », alors que les réglages donnent « FR76 … » », for the refusal's message. */
const strayText = (stray: StrayFact) =>
  `${COPIED_FACT_LABELS[stray.kind]} « ${stray.found} », alors que les réglages donnent « ${stray.settings} »`;

export const FACTS_TO_CONFIRM = 'Ce texte contient des coordonnées qui ne sont pas celles des réglages du site';

/** The revisions' kind of text pages. */
const PAGES = 'pages';

export function textPageRoutes(app: Api): void {
  const db: Store = app.db;
  const now = () => app.clock.now();

  /** The page of `slug`, if the signed-in person may edit it (404 when it is none, 403 when not theirs). */
  function editable(request: FastifyRequest, slug: string): TextPage {
    const page = TEXT_PAGES.find((candidate) => candidate.slug === slug);
    if (!page) throw new HttpError(404, PAGE_NOT_EDITABLE);
    if (!holdsRole(signedIn(request).roles, page.roles)) throw new HttpError(403, ROLE_REQUIRED);
    return page;
  }

  async function stored(store: Store, slug: string): Promise<EditableTextPage> {
    const row = await store.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!row) throw new HttpError(404, "Cette page n'existe pas.");
    return { slug: row.slug, title: row.title, body: row.body, updatedAt: row.updated_at };
  }

  /** Saves a page (a revision, an audit line), in one transaction. */
  async function save(
    request: FastifyRequest,
    slug: string,
    input: TextPageInput,
    action: 'update' | 'restore',
  ): Promise<EditableTextPage> {
    const person = signedIn(request);
    const at = now();
    return db.transaction().execute(async (trx) => {
      const before = await stored(trx, slug);
      // A copy of a settings' fact becomes its reference: the page follows the next change.
      input = { title: input.title, body: referencesForCopies(input.body, await readSiteSettings(trx)) };
      if (!(await hasRevisions(trx, PAGES, slug))) {
        const original = { title: before.title, body: before.body };
        await keepRevision(trx, PAGES, slug, original, ORIGINAL_AUTHOR, new Date(before.updatedAt));
      }
      await trx
        .updateTable('content_pages')
        .set({ title: input.title, body: input.body, updated_at: at.toISOString(), updated_by: person.email })
        .where('slug', '=', slug)
        .execute();
      const data = { title: input.title, body: input.body };
      await keepRevision(trx, PAGES, slug, data, person.email, at);
      await recordAudit(
        trx,
        person,
        { action, kind: 'page', recordId: slug, before: { title: before.title, body: before.body }, after: data },
        at,
      );
      return stored(trx, slug);
    });
  }

  app.get('/api/admin/pages', { schema: { response: { 200: TextPageList } } }, async (request) => {
    const { roles } = signedIn(request);
    const mine = TEXT_PAGES.filter((page) => holdsRole(roles, page.roles));
    const rows = mine.length
      ? await db
          .selectFrom('content_pages')
          .select(['slug', 'title', 'updated_at'])
          .where(
            'slug',
            'in',
            mine.map((page) => page.slug),
          )
          .execute()
      : [];
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return {
      items: mine.flatMap((page) => {
        const row = bySlug.get(page.slug);
        if (!row) return [];
        return [
          {
            slug: page.slug,
            title: row.title,
            path: page.path,
            owner: page.owner,
            roles: page.roles,
            updatedAt: row.updated_at,
          },
        ];
      }),
    };
  });

  app.get(
    '/api/admin/pages/:slug',
    { schema: { params: TextPageParams, response: { 200: EditableTextPage } } },
    async (request) => stored(db, editable(request, request.params.slug).slug),
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      bodyLimit: EDIT_BODY_LIMIT,
      schema: {
        params: TextPageParams,
        body: TextPageInput,
        response: { 200: EditableTextPage, 409: TextPageFactsRefusal },
      },
    },
    async (request, reply) => {
      const { slug } = editable(request, request.params.slug);
      const unknown = unknownFactReferences(request.body.body);
      if (unknown.length > 0) {
        throw new HttpError(
          400,
          `${unknown.join(', ')} ne désigne aucune coordonnée des réglages : choisissez-la dans « Insérer une coordonnée ».`,
        );
      }
      if (!request.body.confirmFacts) {
        const settings = await readSiteSettings(db);
        const strays = strayFacts(
          referencesForCopies(request.body.body, settings),
          settings,
          (await stored(db, slug)).body,
        );
        if (strays.length > 0) {
          return reply.status(409).send({
            ...errorBody(
              409,
              `${FACTS_TO_CONFIRM} : ${strays.map(strayText).join(' ; ')}. Confirmez pour l’enregistrer ainsi.`,
            ),
            strays,
          });
        }
      }
      return save(request, slug, request.body, 'update');
    },
  );

  app.get(
    '/api/admin/pages/:slug/revisions',
    { schema: { params: TextPageParams, response: { 200: RevisionList } } },
    async (request) => {
      const { slug } = editable(request, request.params.slug);
      await stored(db, slug);
      return listRevisions(db, PAGES, slug);
    },
  );

  app.get(
    '/api/admin/pages/:slug/revisions/:revision',
    { schema: { params: TextPageRevisionParams, response: { 200: TextPageRevision } } },
    async (request) => {
      const { slug } = editable(request, request.params.slug);
      return findRevision(db, PAGES, slug, request.params.revision, TextPageInput);
    },
  );

  app.post(
    '/api/admin/pages/:slug/revisions/:revision/restore',
    { schema: { params: TextPageRevisionParams, response: { 200: EditableTextPage } } },
    async (request) => {
      const { slug } = editable(request, request.params.slug);
      const { data } = await findRevision(db, PAGES, slug, request.params.revision, TextPageInput);
      return save(request, slug, data, 'restore');
    },
  );
}
