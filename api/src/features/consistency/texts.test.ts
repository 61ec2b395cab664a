import { claimOf } from './results';
import { namedRoles } from './staff';
import { countStatements, frenchNumber, medalStatements, numbersAfter } from './texts';

describe('French numbers', () => {
  it.each([
    ['9', 9],
    ['412', 412],
    ['2 000', 2000],
    ['2\u202f000', 2000],
    ['neuf', 9],
    ['Seize', 16],
    ['dix-sept', 17],
    ['vingt', 20],
    ['vingt-trois', 23],
    ['trente et un', 31],
    ['soixante-dix-sept', 77],
    ['quatre-vingts', 80],
    ['quatre-vingt-dix-neuf', 99],
    ['cent', 100],
    ['deux cent quarante', 240],
  ])('reads « %s » as %i', (text, value) => {
    expect(frenchNumber(text)).toBe(value);
  });

  it('reads nothing else', () => {
    expect(frenchNumber('troisième')).toBeNull();
    expect(frenchNumber('médailles')).toBeNull();
  });
});

describe('medal counts stated in prose', () => {
  const stated = (text: string) => medalStatements(text).map(({ kind, value }) => `${kind} ${value}`);

  it('reads totals, colours, titles and « or / argent / bronze »', () => {
    expect(stated('Open de Paris : neuf médailles pour la sélection nationale')).toEqual(['total 9']);
    expect(stated('neuf médailles, dont trois en or')).toEqual(['gold 3', 'total 9']);
    expect(stated("**quatre médailles d'or, deux d'argent et trois de bronze**")).toEqual([
      'gold 4',
      'silver 2',
      'bronze 3',
    ]);
    expect(stated('**huit médailles** : trois en or, trois en argent et deux en bronze')).toEqual([
      'gold 3',
      'silver 3',
      'bronze 2',
      'total 8',
    ]);
    expect(stated('Quatre titres européens, dont celui de Maxime Leroux')).toEqual(['gold 4']);
    expect(stated('Bilan : 4 / 2 / 3.')).toEqual(['gold 4', 'silver 2', 'bronze 3']);
    expect(stated('Six médailles françaises')).toEqual(['total 6']);
  });

  it('leaves out what is not a count of the team', () => {
    expect(stated('Camille Fournier signe un troisième titre consécutif en +68 kg.')).toEqual([]);
    expect(stated("Emma Rousseau décroche une médaille de bronze, Léa Kerbrat la médaille d'or.")).toEqual([]);
    expect(stated('Noah Diallo a remporté ses quatre combats. Les 14/11/2026 et 15/11/2026.')).toEqual([]);
    expect(stated('La deuxième nation, trois jours de compétition.')).toEqual([]);
  });
});

describe('counts of things stated in prose', () => {
  const clubs = (text: string) =>
    countStatements(text, 'clubs?').map(({ value, moreThan, about }) => ({ value, moreThan, about }));

  it('reads exact, lower and rough figures', () => {
    expect(clubs('Plus de 120 clubs affiliés')).toEqual([{ value: 120, moreThan: true, about: false }]);
    expect(clubs('les représentants de **54 clubs**')).toEqual([{ value: 54, moreThan: false, about: false }]);
    expect(clubs('Wado France compte une soixantaine de clubs')).toEqual([{ value: 60, moreThan: false, about: true }]);
    expect(clubs("l'association franchit le cap des trente clubs ; onze clubs fondateurs")).toEqual([
      { value: 30, moreThan: false, about: false },
      { value: 11, moreThan: false, about: false },
    ]);
    expect(clubs('le Wadō-ryū compte aujourd’hui plus de cent clubs en France')).toEqual([
      { value: 100, moreThan: true, about: false },
    ]);
  });

  it('does not read a year or an unrelated number as a count', () => {
    expect(clubs('1989 : création ; les clubs fondateurs, deux ou trois passages par saison dans les clubs')).toEqual(
      [],
    );
    expect(countStatements('**412 compétiteurs de 16 pays**', '(?:pays|nations?)').map((c) => c.value)).toEqual([16]);
    expect(numbersAfter('deuxième nation sur vingt-trois, derrière', 'nations?\\s+sur').map((c) => c.value)).toEqual([
      23,
    ]);
  });
});

describe('people named with a role', () => {
  const named = (text: string) => namedRoles(text).map(({ name, phrase }) => `${name} | ${phrase}`);

  it('finds the role before or after the name, in bold or not', () => {
    expect(named("La sélection est dirigée par l'entraîneuse nationale, **Sophie Nakamura-Roux**. Ancienne")).toEqual([
      'Sophie Nakamura-Roux | entraîneuse nationale, Sophie Nakamura-Roux',
    ]);
    expect(named("Son bureau est composé d'Hélène Marchand, présidente, de Julien Lefèvre, secrétaire.")).toEqual([
      'Hélène Marchand | Hélène Marchand, présidente',
      'Julien Lefèvre | Julien Lefèvre, secrétaire',
    ]);
    expect(named('**Philippe Garnier**, 7e dan, directeur technique national, entouré')).toEqual([
      'Philippe Garnier | Philippe Garnier, 7e dan, directeur technique national',
    ]);
    expect(named("un jeune 3e dan, Philippe Garnier, aujourd'hui directeur technique de l'association")).toEqual([
      "Philippe Garnier | Philippe Garnier, aujourd'hui directeur technique",
    ]);
  });

  it('tells roles apart and leaves out roles without a name', () => {
    expect(named('Marc Delorme, vice-président, délégué aux régions')).toEqual([
      'Marc Delorme | Marc Delorme, vice-président',
    ]);
    expect(named('Laurent Ferrand, entraîneur national kumite')).toEqual([
      'Laurent Ferrand | Laurent Ferrand, entraîneur national kumite',
    ]);
    expect(named("Françoise Delmas, présidente de la commission d'arbitrage")).toEqual([]);
    expect(
      named(
        "Vincent Aubert, directeur technique adjoint. Rapport moral de la présidente. L'entraîneuse nationale reçoit les parents.",
      ),
    ).toEqual(['Vincent Aubert | Vincent Aubert, directeur technique adjoint']);
  });
});

describe('achievements and the competition they name', () => {
  it.each([
    ['Championne de France 2025 et 2026', 1, ['2025', '2026']],
    ['Vice-championne de France cadettes 2026', 2, ['2026']],
    ["Médaille d'argent au championnat d'Europe 2026", 2, ['2026']],
    ["Médaille de bronze à l'Open international de Paris 2026", 3, ['2026']],
    ['Coupe du monde 2025 : 5e', 5, ['2025']],
  ])('« %s » claims rank %i in %j', (achievement, rank, years) => {
    expect(claimOf(achievement)).toMatchObject({ rank, years });
  });

  it('names the right competition', () => {
    const competition = (name: string, level: string, city = 'Paris') => ({
      id: 1,
      slug: 's',
      name,
      level,
      city,
      start_date: '2026-01-01',
      report: '',
      places: [],
    });
    const france = claimOf('Champion de France juniors 2026')!;
    expect(france.matches(competition('Championnat de France Wado', 'national'))).toBe(true);
    expect(france.matches(competition('Coupe de France Wado', 'national'))).toBe(false);
    const paris = claimOf("Médaille d'or à l'Open de Paris 2026")!;
    expect(paris.matches(competition('Open international de Wado de Paris', 'international'))).toBe(true);
    expect(paris.matches(competition('Open international de Lyon', 'international', 'Lyon'))).toBe(false);
    expect(claimOf('Première sélection internationale en 2026')).toBeNull();
  });
});
