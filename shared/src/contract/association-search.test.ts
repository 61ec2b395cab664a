import type { Club } from '../schemas/association';
import type { LexiconTerm } from '../schemas/lexicon';
import { clubMatchesQuery, filterClubs, fromPlace, inRegion } from './association-clubs';
import { groupByLetter, lexiconLetter, lexiconTermMatches } from './lexicon';

const club = (overrides: Partial<Club>): Club => ({
  id: 1,
  name: 'Wado Karaté Lyon',
  city: 'Lyon',
  postalCode: '69002',
  department: '69',
  departmentName: 'Rhône',
  region: 'Auvergne-Rhône-Alpes',
  address: '1 rue de la Paix',
  trainingTimes: [],
  email: null,
  phone: '04 65 71 00 00',
  website: null,
  ...overrides,
});

describe('clubMatchesQuery', () => {
  const stEtienne = club({
    name: 'Karaté Wado Saint-Étienne',
    city: 'Saint-Étienne',
    department: '42',
    departmentName: 'Loire',
    postalCode: '42000',
  });
  const ajaccio = club({
    name: 'Wado Ajaccio',
    city: 'Ajaccio',
    department: '2A',
    departmentName: 'Corse-du-Sud',
    postalCode: '20000',
    region: 'Corse',
  });

  it('ignores accents and case in names and cities', () => {
    expect(clubMatchesQuery(stEtienne, 'SAINT-ETIENNE')).toBe(true);
    expect(clubMatchesQuery(stEtienne, 'karate wado')).toBe(true);
    expect(clubMatchesQuery(stEtienne, 'lyon')).toBe(false);
  });

  it('reads a department number as that department only', () => {
    expect(clubMatchesQuery(stEtienne, '42')).toBe(true);
    expect(clubMatchesQuery(club({}), '42')).toBe(false);
    expect(clubMatchesQuery(ajaccio, '2a')).toBe(true);
    expect(clubMatchesQuery(ajaccio, '2B')).toBe(false);
    // 20 is no department: the postal code of Ajaccio still answers.
    expect(clubMatchesQuery(ajaccio, '20000')).toBe(true);
  });

  it('finds the department by name, and needs every word', () => {
    expect(clubMatchesQuery(club({}), 'rhone')).toBe(true);
    expect(clubMatchesQuery(club({}), 'lyon grenoble')).toBe(false);
    expect(clubMatchesQuery(club({}), '   ')).toBe(true);
  });

  it('filters by region and search together', () => {
    const clubs = [club({ id: 1 }), stEtienne, ajaccio];
    expect(filterClubs(clubs, '', 'Corse').map((entry) => entry.id)).toEqual([ajaccio.id]);
    expect(filterClubs(clubs, 'wado', 'Auvergne-Rhône-Alpes')).toHaveLength(2);
  });

  it('finds the clubs of a region by its name', () => {
    expect(clubMatchesQuery(ajaccio, 'corse')).toBe(true);
    expect(clubMatchesQuery(club({}), 'auvergne rhone')).toBe(true);
    expect(clubMatchesQuery(club({}), 'bretagne')).toBe(false);
  });
});

describe('place names in French sentences', () => {
  it('says « in » a region with the right preposition', () => {
    expect(inRegion('Bretagne')).toBe('en Bretagne');
    expect(inRegion('Île-de-France')).toBe('en Île-de-France');
    expect(inRegion('Hauts-de-France')).toBe('dans les Hauts-de-France');
    expect(inRegion('La Réunion')).toBe('à La Réunion');
    expect(inRegion('Mayotte')).toBe('à Mayotte');
  });

  it('says « from » a town with elision and contracted articles', () => {
    expect(fromPlace('Dijon')).toBe('de Dijon');
    expect(fromPlace('Orléans')).toBe('d’Orléans');
    expect(fromPlace('Évry-Courcouronnes')).toBe('d’Évry-Courcouronnes');
    expect(fromPlace('Le Havre')).toBe('du Havre');
    expect(fromPlace('Les Sables-d’Olonne')).toBe('des Sables-d’Olonne');
    expect(fromPlace('La Rochelle')).toBe('de La Rochelle');
    expect(fromPlace('Haguenau')).toBe('de Haguenau');
  });
});

describe('lexicon search and grouping', () => {
  const term = (id: number, name: string, meaning = 'sens', kana: string | null = null): LexiconTerm => ({
    id,
    term: name,
    kana,
    meaning,
    category: 'dojo',
  });

  it('matches the term, the kana and the meaning, accents ignored', () => {
    const maeGeri = term(1, 'Mae geri', 'Coup de pied de face', '前蹴り');
    expect(lexiconTermMatches(maeGeri, 'MAE')).toBe(true);
    expect(lexiconTermMatches(maeGeri, 'maegeri')).toBe(true);
    expect(lexiconTermMatches(maeGeri, '蹴り')).toBe(true);
    expect(lexiconTermMatches(maeGeri, 'pied face')).toBe(true);
    expect(lexiconTermMatches(maeGeri, 'poing')).toBe(false);
    expect(lexiconTermMatches(term(2, 'Kōhai', 'Élève plus jeune'), 'kohai eleve')).toBe(true);
  });

  it('files terms under their accent-free initial, alphabetically', () => {
    expect(lexiconLetter('Ōtsuka Hironori')).toBe('O');
    const groups = groupByLetter([
      term(1, 'Zanshin'),
      term(2, 'Ōtsuka Hironori'),
      term(3, 'Obi'),
      term(4, 'Age uke'),
      term(5, 'Oi zuki'),
    ]);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'O', 'Z']);
    expect(groups[1]!.terms.map((entry) => entry.term)).toEqual(['Obi', 'Oi zuki', 'Ōtsuka Hironori']);
  });
});
