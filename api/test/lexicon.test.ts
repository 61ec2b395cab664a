import type { FastifyInstance } from 'fastify';
import {
  compareLexiconTerms,
  LEXICON_CATEGORY_IDS,
  type LexiconResponse,
  type LexiconTerm,
} from '@wado/shared/contract';
import { LEXICON } from '../src/db/seed/association/lexicon';
import { expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

async function lexicon(query = ''): Promise<LexiconResponse> {
  const response = await app.inject(`/api/lexicon${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<LexiconResponse>();
}

describe('GET /api/lexicon', () => {
  it('serves at least 80 terms in every category, alphabetically, accents ignored', async () => {
    const list = await lexicon();
    expect(list.total).toBeGreaterThanOrEqual(80);
    expect(list.items).toHaveLength(list.total);
    expect(new Set(list.items.map((term) => term.category))).toEqual(new Set(LEXICON_CATEGORY_IDS));
    const folded = list.items.map((term) =>
      term.term
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    expect(folded).toEqual([...folded].sort((a, b) => a.localeCompare(b, 'fr')));
    // Ōtsuka is filed among the O, not after Z.
    const otsuka = folded.indexOf('otsuka hironori');
    expect(folded[otsuka - 1]! < 'otsuka' && (folded[otsuka + 1] ?? 'z') > 'otsuka').toBe(true);
  });

  it('holds the Wado specificities: principles, curriculum kata, founder', async () => {
    const terms = (await lexicon()).items.map((term) => term.term);
    expect(terms).toEqual(
      expect.arrayContaining([
        'Nagasu',
        'Inasu',
        'Noru',
        'Tai sabaki',
        'Pinan Nidan',
        'Kushanku',
        'Naihanchi',
        'Seishan',
        'Chinto',
        'Wanshu',
        'Kihon kumite',
        'Idori',
        'Ōtsuka Hironori',
      ]),
    );
  });

  it('searches the term, its kana and its French meaning, ignoring accents and case', async () => {
    expect((await lexicon('?q=OTSUKA')).items.map((term) => term.term)).toContain('Ōtsuka Hironori');
    expect((await lexicon(`?q=${encodeURIComponent('hirondelle')}`)).items.map((term) => term.term)).toEqual([
      'Wanshu',
    ]);
    expect((await lexicon(`?q=${encodeURIComponent('前蹴り')}`)).items.map((term) => term.term)).toEqual(['Mae geri']);
    expect((await lexicon(`?q=${encodeURIComponent('meditation')}`)).items.map((term) => term.term)).toEqual(
      expect.arrayContaining(['Mokuso']),
    );
  });

  it('filters by category, alone or with a search', async () => {
    const counting = await lexicon('?category=nombres');
    expect(counting.total).toBe(10);
    expect(counting.items.every((term) => term.category === 'nombres')).toBe(true);
    expect((await lexicon('?category=kata&q=pinan')).total).toBe(5);
    expect((await lexicon('?category=nombres&q=pinan')).items).toEqual([]);
  });

  it('pages when asked', async () => {
    const second = await lexicon('?limit=20&page=2');
    expect(second).toMatchObject({ page: 2, limit: 20 });
    expect(second.items).toHaveLength(20);
    expect(second.pages).toBe(Math.ceil(second.total / 20));
  });

  it.each([['?category=karate'], ['?page=-1'], ['?limit=1000'], ['?limit=deux'], [`?q=${'x'.repeat(81)}`]])(
    'answers %s with a 400 in French',
    async (query) => {
      expectApiError(await app.inject(`/api/lexicon${query}`), 400);
    },
  );
});

describe('lexicon order', () => {
  it('sorts the seeded terms as a French collator does (without the browser loading one)', () => {
    const terms = LEXICON.map((entry) => entry.term);
    // Accents and case ignored, as the lexicon page files them.
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    const expected = [...terms].sort(collator.compare);
    const sorted = LEXICON.map((entry, id): LexiconTerm => ({ ...entry, id }))
      .sort(compareLexiconTerms)
      .map((entry) => entry.term);
    expect(sorted).toEqual(expected);
  });
});
