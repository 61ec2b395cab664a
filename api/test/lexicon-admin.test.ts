import type { FastifyInstance } from 'fastify';
import type { LexiconResponse, LexiconTerm } from '@wado/shared/contract';
import { describeCollection } from './collections';
import { startEditingApp } from './editing-fixtures';
import { countRows, expectApiError } from './helpers';
import { signInAs } from './people';

const term = (n: number) => ({
  term: `Tsuki waza ${n}`,
  kana: '突き技',
  meaning: 'Les techniques de poing.',
  category: 'techniques',
});

describeCollection({
  path: 'lexicon',
  table: 'lexicon_terms',
  roles: ['wado'],
  auditKind: 'lexicon-term',
  start: startEditingApp,
  validInput: term,
  invalidInputs: [
    { name: 'an empty term', input: (n) => ({ ...term(n), term: '   ' }) },
    { name: 'a term on two lines', input: (n) => ({ ...term(n), term: `Mae\ngeri ${n}` }) },
    // Invisible marks make two terms that look the same: refused in a one-line field.
    { name: 'a zero-width space', input: (n) => ({ ...term(n), term: `Mae\u200bgeri ${n}` }) },
    { name: 'a line separator', input: (n) => ({ ...term(n), term: `Mae\u2028geri ${n}` }) },
    { name: 'a direction mark', input: (n) => ({ ...term(n), kana: `前蹴り\u200f${n}` }) },
    { name: 'a tag character outside a flag', input: (n) => ({ ...term(n), term: `Mae geri\u{e0041} ${n}` }) },
    { name: 'nothing visible but a byte-order mark', input: () => ({ ...term(0), term: '\ufeff' }) },
    { name: 'an unknown category', input: (n) => ({ ...term(n), category: 'cuisine' }) },
    { name: 'a missing meaning', input: (n) => ({ term: `Geri ${n}`, kana: null, category: 'techniques' }) },
    { name: 'a term already in the lexicon', input: () => ({ ...term(0), term: 'mae-géri' }), status: 409 },
  ],
});

describe('le lexique dans le back-office', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ app, cleanup } = await startEditingApp());
    ({ headers } = await signInAs(app, ['wado']));
  });
  afterAll(() => cleanup?.());

  const publicTerms = async () =>
    (await app.inject({ method: 'GET', url: '/api/lexicon' })).json<LexiconResponse>().items;

  it('refuses a term already there, whatever its accents, case, spaces or hyphens, and writes nothing', async () => {
    const before = await countRows(app, 'lexicon_terms');
    for (const written of ['mae-geri', 'MAE GERI', 'Maegeri', 'Mâe‐geri']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/lexicon',
        headers,
        payload: { term: written, kana: null, meaning: 'Coup de pied de face.', category: 'techniques' },
      });
      expectApiError(
        response,
        409,
        'Ce terme est déjà dans le lexique (les accents, majuscules et traits d’union ne comptent pas).',
      );
    }
    expect(await countRows(app, 'lexicon_terms')).toBe(before);
  });

  it('shows a new term on the public lexicon at once, with its corrections, and forgets it once deleted', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/lexicon',
      headers,
      payload: {
        term: '  Hasami zuki ',
        kana: ' 挟み突き ',
        meaning: 'Double coup de poing en ciseaux.',
        category: 'techniques',
      },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<LexiconTerm>();
    expect(saved).toMatchObject({ term: 'Hasami zuki', kana: '挟み突き', category: 'techniques' });
    expect((await publicTerms()).find((entry) => entry.id === saved.id)).toEqual(saved);

    // Renaming a term to its own spelling with other accents is not a duplicate of itself.
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/lexicon/${saved.id}`,
      headers,
      payload: {
        term: 'Hasami-zuki',
        kana: null,
        meaning: 'Double coup de poing en ciseaux, aux flancs.',
        category: 'techniques',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await publicTerms()).find((entry) => entry.id === saved.id)).toMatchObject({
      term: 'Hasami-zuki',
      kana: null,
    });

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/lexicon/${saved.id}`, headers })).statusCode).toBe(
      200,
    );
    expect((await publicTerms()).some((entry) => entry.id === saved.id)).toBe(false);
  });

  it('lists every term in the order of the public page', async () => {
    const { items } = (await app.inject({ method: 'GET', url: '/api/admin/lexicon', headers })).json<{
      items: LexiconTerm[];
    }>();
    expect(items.map((item) => item.id).sort()).toEqual((await publicTerms()).map((item) => item.id).sort());
    expect(items.length).toBeGreaterThan(100);
  });
});
