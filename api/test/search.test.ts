import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { isPrivatePath, SEARCH_QUERY_LENGTH_MESSAGE, type SearchResponse } from '@wado/shared/contract';
import { lockForTransaction, withoutWaitLimits } from '../src/db/dialect';
import { updateSearchIndex } from '../src/features/search/searchIndex';
import { createRecord, mediaEditor, startEditingApp, validInput, type TestClock } from './editing-fixtures';
import { expectApiError, startTestApp, waitFor } from './helpers';
import { signInAs } from './people';
import { onPostgres } from './postgres/databases';

/**
 * The site search on a real database (SQLite, then PostgreSQL on the second pass): French words
 * (accents and case ignored, stems), ranking, extracts, only what a visitor may see, an index that
 * follows the back office's changes, and queries that are plain text whatever they hold.
 */

let app: FastifyInstance;
let dataDir: string;
let cleanup: () => Promise<void>;
let clock: TestClock;
let editor: Awaited<ReturnType<typeof mediaEditor>>;

beforeAll(async () => {
  const env = await startEditingApp();
  ({ app, cleanup, clock } = env);
  dataDir = env.config.dataDir;
});
afterAll(() => cleanup?.());
beforeEach(async () => {
  clock.at = Date.now();
  editor = await mediaEditor(app);
});

const search = async (q: string, extra = '') => {
  const response = await app.inject(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect({ q, status: response.statusCode }).toEqual({ q, status: 200 });
  return response.json<SearchResponse>();
};
const urlsOf = async (q: string, extra = '') => (await search(q, extra)).items.map((item) => item.url);
const marked = (segments: { text: string; match: boolean }[]) =>
  segments.map((segment) => (segment.match ? `[${segment.text}]` : segment.text)).join('');

/** A news item of the media editor, published now (or at `publishAt`), as the back office does it. */
async function publishedNews(title: string, changes: { summary?: string; body?: string; publishAt?: string } = {}) {
  const { publishAt, ...text } = changes;
  const record = await createRecord<{ id: number; slug: string }>(editor.send, 'news', {
    ...validInput('news', title),
    ...text,
  });
  const published = await editor.send({
    method: 'POST',
    url: `/api/admin/news/${record.id}/publish`,
    payload: publishAt ? { publishAt } : {},
  });
  expect(published.statusCode).toBe(200);
  return { ...record, url: `/news/${record.slug}` };
}

describe('French words', () => {
  it('ignores accents and case both ways, and highlights the words as written', async () => {
    const news = await publishedNews('Démonstration à Égletons', {
      summary: 'Les clubs de Corrèze ont présenté le Wado au forum des associations.',
    });
    for (const q of ['egletons', 'ÉGLETONS', 'Egletons', 'égletons', 'demonstration EGLETONS', 'CORREZE']) {
      expect({ q, urls: await urlsOf(q) }).toEqual({ q, urls: [news.url] });
    }
    const [result] = (await search('egletons correze')).items;
    expect(result).toMatchObject({ kind: 'news', kindLabel: 'Actualité', title: 'Démonstration à Égletons' });
    expect(marked(result!.titleSegments)).toBe('Démonstration à [Égletons]');
    expect(marked(result!.extract)).toContain('Les clubs de [Corrèze] ont présenté');
  });

  it('finds the other forms of a word: « stages » finds « stage », « compétitions » finds « compétition »', async () => {
    const stage = await publishedNews('Stage de printemps à Quimperlé');
    const competition = await publishedNews('Une compétition à Landerneau');
    expect(await urlsOf('stages quimperle')).toEqual([stage.url]);
    expect(await urlsOf('compétitions landerneau')).toEqual([competition.url]);
    expect(await urlsOf('competitions landerneau')).toEqual([competition.url]);
    // « selection » finds the seeded « Sélection nationale » pages too.
    const found = await search('selection');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.some((item) => marked(item.titleSegments).includes('[Sélection]'))).toBe(true);
  });

  it('finds a term of the lexicon by its Japanese writing, a kanji alone included', async () => {
    const terms = await app.db.selectFrom('lexicon_terms').select(['term', 'kana']).execute();
    const kata = terms.find((term) => term.kana === '型')!;
    const karate = terms.find((term) => term.kana === '空手道')!;
    expect((await search('空手道', '&kind=lexicon')).items.map((item) => item.title)).toEqual([karate.term]);
    // The kanji counts: « Kihon kata » (基本型) has the word « kata », not the kanji alone.
    expect((await search(`型 ${kata.term}`, '&kind=lexicon')).items.map((item) => item.title)).toEqual([kata.term]);
  });

  it('needs every word of the query, and the little words alone find nothing', async () => {
    const news = await publishedNews('Passage de grades à Montbrison');
    expect(await urlsOf('grades montbrison')).toEqual([news.url]);
    expect(await urlsOf('montbrison quimperle')).toEqual([]);
    expect((await search('de la')).total).toBe(0);
  });
});

describe('ranking and extracts', () => {
  it('ranks a page whose title has the word above one whose text has it', async () => {
    const inText = await publishedNews('Retour sur la saison des jeunes', {
      summary: 'Une saison riche pour les jeunes de Pontarlier.',
      body: 'Les jeunes de Pontarlier ont brillé, et Pontarlier accueillera le prochain stage.',
    });
    const inTitle = await publishedNews('Pontarlier accueille la coupe');
    expect(await urlsOf('pontarlier')).toEqual([inTitle.url, inText.url]);
  });

  it('cuts the extract around the first word found, from the text without its Markdown', async () => {
    const words = 'Un long texte de présentation qui parle du club et de ses cours, encore et encore. ';
    const news = await publishedNews('Une rencontre amicale', {
      body: `${words.repeat(4)}\n\n## Le **tournoi** de [Saint-Flour](/events)\n\nUne journée à *Saint-Flour* pour tous.\n\n${words.repeat(4)}`,
    });
    const [result] = (await search('saint-flour')).items;
    expect(result?.url).toBe(news.url);
    const extract = marked(result!.extract);
    expect(extract).toMatch(/^…/);
    expect(extract).toMatch(/…$/);
    expect(extract).toContain('Le tournoi de [Saint]-[Flour] Une journée à [Saint]-[Flour] pour tous.');
    expect(result!.extract.map((segment) => segment.text).join('')).not.toMatch(/[*#]|\]\(/);
    expect(extract.length).toBeLessThan(260);
    // The title only matched: the extract is the beginning of the text.
    const [titled] = (await search('rencontre amicale')).items;
    expect(marked(titled!.extract).startsWith('Un résumé qui donne envie')).toBe(true);
  });
});

describe('only what a visitor may see', () => {
  it('never finds a draft nor an unpublished record; a scheduled one from its instant, by the server’s clock', async () => {
    const draft = await createRecord<{ id: number; slug: string }>(
      editor.send,
      'news',
      validInput('news', 'Brouillon de Mauriac'),
    );
    expect(await urlsOf('mauriac')).toEqual([]);

    const publishAt = new Date(clock.at + 2 * 3_600_000).toISOString();
    await editor.send({ method: 'POST', url: `/api/admin/news/${draft.id}/publish`, payload: { publishAt } });
    expect(await urlsOf('mauriac')).toEqual([]);
    // Nothing written since: only the clock moves.
    clock.at += 3 * 3_600_000;
    expect(await urlsOf('mauriac')).toEqual([`/news/${draft.slug}`]);

    editor = await mediaEditor(app);
    await editor.send({ method: 'POST', url: `/api/admin/news/${draft.id}/unpublish` });
    expect(await urlsOf('mauriac')).toEqual([]);
  });

  it('never finds an article withdrawn from sale', async () => {
    const row = await app.db.selectFrom('shop_items').select(['id', 'name']).where('active', '=', 1).executeTakeFirst();
    const shop = await signInAs(app, ['shop']);
    const url = `/shop/${encodeURIComponent(row!.id)}`;
    expect(await urlsOf(row!.name, '&kind=shop')).toContain(url);
    const send = (action: string) =>
      app.inject({ method: 'POST', url: `/api/admin/shop/items/${row!.id}/${action}`, headers: shop.headers });
    expect((await send('withdraw')).statusCode).toBe(200);
    expect(await urlsOf(row!.name, '&kind=shop')).not.toContain(url);
    expect((await send('publish')).statusCode).toBe(200);
    expect(await urlsOf(row!.name, '&kind=shop')).toContain(url);
  });
});

describe('an index that follows the back office', () => {
  it('finds a record as edited, at the next search, and forgets it once deleted', async () => {
    const news = await publishedNews('Fête du club de Bagnères');
    expect(await urlsOf('bagneres')).toEqual([news.url]);
    const saved = await editor.send({
      method: 'PUT',
      url: `/api/admin/news/${news.id}`,
      payload: validInput('news', 'Fête du club de Lannemezan'),
    });
    expect(saved.statusCode).toBe(200);
    expect(await urlsOf('bagneres')).toEqual([]);
    expect(await urlsOf('lannemezan')).toEqual([news.url]);
    await editor.send({ method: 'DELETE', url: `/api/admin/news/${news.id}` });
    expect(await urlsOf('lannemezan')).toEqual([]);
  });

  it('follows the collections and the text pages too (lexicon, text pages)', async () => {
    const wado = await signInAs(app, ['wado']);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/lexicon',
      headers: wado.headers,
      payload: {
        term: 'Hōkōtenkan',
        kana: null,
        meaning: 'Changement de direction imaginé pour ce test.',
        category: 'directions',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await urlsOf('hokotenkan')).toEqual(['/lexicon?q=H%C5%8Dk%C5%8Dtenkan']);

    const page = await app.inject({
      method: 'PUT',
      url: '/api/admin/pages/gathering',
      headers: wado.headers,
      payload: { title: 'Rassemblements', body: 'Le prochain rassemblement aura lieu à Ussel.' },
    });
    expect(page.statusCode).toBe(200);
    const [result] = (await search('ussel')).items;
    expect(result).toMatchObject({ kind: 'page', kindLabel: 'Page', url: '/gathering', title: 'Rassemblements' });
  });

  it('searches without writing while nothing changed', async () => {
    await search('karaté');
    const before = await app.db.selectFrom('search_index_state').selectAll().executeTakeFirstOrThrow();
    clock.at += 60_000;
    await search('kata');
    expect(await app.db.selectFrom('search_index_state').selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it('updated by several at once, holds each page once', async () => {
    await publishedNews('Rencontre de Figeac');
    expect(await urlsOf('figeac')).toHaveLength(1);
    const expected = await app.db.selectFrom('search_entries').select(['kind', 'url']).execute();
    // Another server on the same database (PostgreSQL: replicas), else the same one.
    const other = onPostgres() ? await startTestApp({ dataDir }) : null;
    try {
      const servers = other ? [app, other.app] : [app];
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          updateSearchIndex(servers[index % servers.length]!.db, new Date(), { onlyIfStale: index % 2 === 0 }),
        ),
      );
      const entries = await app.db.selectFrom('search_entries').select(['kind', 'url']).execute();
      expect(new Set(entries.map((entry) => `${entry.kind} ${entry.url}`)).size).toBe(entries.length);
      const sorted = (rows: { kind: string; url: string }[]) => rows.map((row) => `${row.kind} ${row.url}`).sort();
      expect(sorted(entries)).toEqual(sorted(expected));
      expect(await urlsOf('figeac')).toHaveLength(1);
    } finally {
      await other?.app.close();
    }
  });

  it('writes only the pages that changed: an edit rewrites one row, the others keep theirs', async () => {
    const news = await publishedNews('Stage de Mende');
    await search('mende');
    const before = await app.db.selectFrom('search_entries').select(['id', 'kind', 'url', 'body']).execute();
    const edited = await editor.send({
      method: 'PUT',
      url: `/api/admin/news/${news.id}`,
      payload: { ...validInput('news', 'Stage de Mende'), summary: 'Ouvert aux ceintures marron, à Mende (Lozère).' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await urlsOf('lozere')).toEqual([news.url]);
    const after = await app.db.selectFrom('search_entries').select(['id', 'kind', 'url', 'body']).execute();
    const byId = (rows: typeof before) => new Map(rows.map((row) => [row.id, row]));
    expect([...byId(after).keys()].sort()).toEqual([...byId(before).keys()].sort());
    const changed = after.filter((row) => byId(before).get(row.id)!.body !== row.body);
    expect(changed.map((row) => row.url)).toEqual([news.url]);
  });

  // Replicas started together: none waits for the index at start-up, nor a search for another's update.
  (onPostgres() ? it : it.skip)(
    'a replica starts, and answers searches, while another holds the index’s lock',
    async () => {
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Another replica's update, as long as it may take.
      const holding = withoutWaitLimits(app.db, (connection) =>
        connection.transaction().execute(async (trx) => {
          await lockForTransaction(trx, 'search-index');
          locked();
          await released;
        }),
      );
      await lockTaken;
      try {
        await publishedNews('Passage de grades à Quimperlé');
        const other = await startTestApp({ dataDir });
        try {
          // The index is out of date and being updated elsewhere: the current one answers.
          const response = await other.app.inject({ method: 'GET', url: '/api/search?q=kata' });
          expect(response.statusCode).toBe(200);
        } finally {
          await other.app.close();
        }
      } finally {
        release();
        await holding;
      }
      expect(await urlsOf('grades quimperle')).toEqual(['/news/passage-de-grades-a-quimperle']);
    },
  );
});

describe('the index at start-up', () => {
  const stateOf = (db: FastifyInstance['db']) =>
    db.selectFrom('search_index_state').selectAll().executeTakeFirstOrThrow();
  /** A second server on the first one's database (a restart, or a replica on PostgreSQL). */
  async function restartedOn(env: Awaited<ReturnType<typeof startTestApp>>) {
    const restarted = await startTestApp({ dataDir: env.config.dataDir });
    await restarted.app.close();
    return stateOf(env.app.db);
  }
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeEach(async () => {
    env = await startTestApp();
    // As the server does once it listens (the template of the tests' servers has it already).
    await updateSearchIndex(env.app.db, new Date(), { onlyIfStale: true });
  });
  afterEach(() => env.cleanup());

  it('is kept by a start that finds it up to date', async () => {
    const before = await stateOf(env.app.db);
    expect(await restartedOn(env)).toEqual(before);
  });

  it('is marked out of date by a start whose seeding puts a page back, and brought up to date once it is ready', async () => {
    const before = await stateOf(env.app.db);
    // Gone without a line of the audit log (a hand-made deletion): the seed writes it again.
    await env.app.db.deleteFrom('content_pages').where('slug', '=', 'gathering').execute();
    const restarted = await startTestApp({ dataDir: env.config.dataDir });
    try {
      expect((await stateOf(env.app.db)).audit_witness).toBe('');
      await restarted.app.ready();
      await waitFor(
        () => stateOf(env.app.db),
        (state) => state.audit_witness === before.audit_witness,
        10_000,
      );
      const urls = await env.app.db.selectFrom('search_entries').select('url').execute();
      expect(urls.map((row) => row.url)).toContain('/gathering');
    } finally {
      await restarted.app.close();
    }
  });

  it('is brought up to date by the first search after a migration it was not built with', async () => {
    const before = await stateOf(env.app.db);
    const [count, newest, migrations] = before.audit_witness.split(':').map(Number);
    expect(migrations).toBeGreaterThan(20);
    await env.app.db
      .updateTable('search_index_state')
      .set({ audit_witness: `${count}:${newest}:${migrations! - 1}` })
      .execute();
    expect((await env.app.inject('/api/search?q=kata')).statusCode).toBe(200);
    const after = await stateOf(env.app.db);
    expect(after.audit_witness).toBe(before.audit_witness);
  });
});

describe('the query', () => {
  it('answers 400 in French for a query too short, too long or missing, an unknown kind or page', async () => {
    for (const q of ['', 'a', '  a  ', 'x'.repeat(101)]) {
      expectApiError(await app.inject(`/api/search?q=${encodeURIComponent(q)}`), 400, SEARCH_QUERY_LENGTH_MESSAGE);
    }
    expectApiError(await app.inject('/api/search'), 400, SEARCH_QUERY_LENGTH_MESSAGE);
    expect((await search(`  ${'kata '.repeat(19)}kata  `)).query).toBe(`${'kata '.repeat(19)}kata`);
    expectApiError(await app.inject('/api/search?q=kata&kind=forum'), 400);
    expectApiError(await app.inject('/api/search?q=kata&page=0'), 400);
    expectApiError(await app.inject('/api/search?q=kata&page=101'), 400);
  });

  it('takes the characters of FTS and tsquery syntax as plain text', async () => {
    // FTS5's and PostgreSQL's operators are words like others: a page may hold them.
    const news = await publishedNews('Stage « OR », « AND », « NOT » et « NEAR » de Sarlat');
    for (const q of [
      '"sarlat',
      'sarlat*',
      '-sarlat',
      'sarlat:',
      'stage:sarlat',
      '(sarlat',
      'NEAR(sarlat stage)',
      'sarlat OR stage',
      'sarlat AND NOT stage',
      '^sarlat',
      "sarlat' & !stage | <->",
      'sarlat\\',
      '{sarlat}',
      'sarlat%_',
    ]) {
      const urls = await urlsOf(q);
      expect({ q, found: urls.includes(news.url) }).toEqual({ q, found: true });
    }
    expect((await search('""')).total).toBe(0);
    expect((await search('* -')).total).toBe(0);
  });

  it('finds with syntax characters between the words what the words alone find (property)', async () => {
    const syntax = fc.constantFrom(
      '"',
      '*',
      '-',
      ':',
      '(',
      ')',
      '^',
      '+',
      '&',
      '|',
      '!',
      '<->',
      "'",
      '\\',
      '{',
      '}',
      '%',
      '_',
      ' ',
      '\u00a0',
    );
    const word = fc.constantFrom('stage', 'kata', 'Sélection', 'club', 'lyon', 'karaté', 'OR', 'NEAR', 'AND', 'NOT');
    const separators = fc.array(syntax, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));
    const query = fc.array(fc.tuple(separators, word), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(query, separators, async (pairs, last) => {
        const q = `${pairs.map(([before, each]) => `${before}${each}`).join('')}${last}`;
        const words = pairs.map(([, each]) => each).join(' ');
        expect(await urlsOf(q)).toEqual(await urlsOf(words));
      }),
      { numRuns: 60 },
    );
  });

  it('never fails, whatever the query holds (property)', async () => {
    const query = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 110 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const response = await app.inject(`/api/search?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 200) expectApiError(response, 400);
        else expect(q.trim().length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 200 },
    );
  });

  it('pages through the results, best first, with a count per kind and a filter of one kind', async () => {
    for (let index = 1; index <= 12; index += 1) await publishedNews(`Tournoi de Rocamadour numéro ${index}`);
    const first = await search('rocamadour');
    expect(first).toMatchObject({ page: 1, limit: 10, total: 12, pages: 2, all: 12, kind: null, query: 'rocamadour' });
    expect(first.counts).toEqual([{ kind: 'news', label: 'Actualités', count: 12 }]);
    expect(first.items).toHaveLength(10);
    const second = await search('rocamadour', '&page=2');
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((item) => item.url)).size).toBe(12);
    expect((await search('rocamadour', '&page=3')).items).toEqual([]);

    const kata = await search('kata');
    expect(kata.counts.length).toBeGreaterThan(1);
    const lexicon = await search('kata', '&kind=lexicon');
    expect(lexicon.total).toBe(kata.counts.find((count) => count.kind === 'lexicon')!.count);
    expect(lexicon.all).toBe(kata.all);
    expect(lexicon.counts).toEqual(kata.counts);
    expect(lexicon.items.every((item) => item.kind === 'lexicon' && item.url.startsWith('/lexicon?q='))).toBe(true);
  });

  it('finds every kind of the site at its page', async () => {
    const urls = async (q: string, kind: string) => urlsOf(q, `&kind=${kind}`);
    const club = await app.db.selectFrom('clubs').select(['id', 'name']).executeTakeFirstOrThrow();
    expect(await urls(club.name, 'club')).toContain(`/club/${club.id}`);
    const competitor = await app.db.selectFrom('competitors').select(['slug', 'name']).executeTakeFirstOrThrow();
    expect(await urls(competitor.name, 'competitor')).toContain(`/competitor/${competitor.slug}`);
    const coach = await app.db.selectFrom('coaches').select(['slug', 'name']).executeTakeFirstOrThrow();
    expect(await urls(coach.name, 'coach')).toContain(`/coaches#${coach.slug}`);
    const competition = await app.db.selectFrom('competitions').select(['slug', 'name']).executeTakeFirstOrThrow();
    expect(await urls(competition.name, 'result')).toContain(`/result/${competition.slug}`);
    const event = await app.db
      .selectFrom('events')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(await urls(event.title, 'event')).toContain(`/event/${event.slug}`);
    const press = await app.db
      .selectFrom('press_articles')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(await urls(press.title, 'press')).toContain(`/press/${press.slug}`);
    const interview = await app.db
      .selectFrom('interviews')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const words = interview.title.split(' ').slice(0, 6).join(' ');
    expect(await urls(words, 'interview')).toContain(`/interview/${interview.slug}`);
  });
});

describe('search engines', () => {
  it('keep out of the results page: not in the sitemap, disallowed by robots.txt, noindex', async () => {
    expect((await app.inject('/robots.txt')).body).toContain('Disallow: /search\n');
    expect((await app.inject('/sitemap.xml')).body).not.toContain('/search<');
    expect(isPrivatePath('/search')).toBe(true);
  });
});
