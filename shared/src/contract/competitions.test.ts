import { categoryFor, gradeRank, GRADE_CHOICES, type CategoryRule } from './competitions';

const category = (id: number, rule: Partial<CategoryRule>): CategoryRule => ({
  id,
  label: `Catégorie ${id}`,
  discipline: 'kata',
  sex: 'X',
  birthYearMin: null,
  birthYearMax: null,
  weightMinKg: null,
  weightMaxKg: null,
  minGrade: null,
  ...rule,
});

const CATEGORIES = [
  category(1, {
    label: 'Kata minimes F confirmées',
    sex: 'F',
    birthYearMin: 2012,
    birthYearMax: 2013,
    minGrade: '4e kyu',
  }),
  category(2, { label: 'Kata minimes F', sex: 'F', birthYearMin: 2012, birthYearMax: 2013 }),
  category(3, { label: 'Kata seniors', birthYearMax: 2006, minGrade: '1er kyu' }),
  category(4, {
    label: 'Kumite seniors M -75 kg',
    discipline: 'kumite',
    sex: 'M',
    birthYearMax: 2006,
    weightMaxKg: 75,
  }),
  category(5, {
    label: 'Kumite seniors M +75 kg',
    discipline: 'kumite',
    sex: 'M',
    birthYearMax: 2006,
    weightMinKg: 75.1,
  }),
];

describe('gradeRank', () => {
  it('orders the grades as clubs write them, from « Sans grade » to 10e dan', () => {
    expect(GRADE_CHOICES.map(gradeRank)).toEqual(GRADE_CHOICES.map((_grade, index) => index));
    expect(gradeRank('1re dan')).toBe(7);
    expect(gradeRank(' 3E KYU ')).toBe(4);
    expect(gradeRank('2ème dan')).toBe(8);
  });

  it('knows no grade in a text that names none', () => {
    for (const text of ['', 'ceinture verte', '7e kyu', '11e dan', '0 dan']) expect(gradeRank(text)).toBeNull();
  });
});

describe('categoryFor', () => {
  it('takes the first category that sex, birth year and grade fit, in the organizers’ order', () => {
    const confirmed = categoryFor(CATEGORIES, 'kata', { birthDate: '2012-03-04', sex: 'F', grade: '3e kyu' });
    expect(confirmed).toMatchObject({ ok: true, category: { id: 1 } });
    // Below the first category's minimum grade: the next that fits takes her.
    const beginner = categoryFor(CATEGORIES, 'kata', { birthDate: '2013-11-30', sex: 'F', grade: '6e kyu' });
    expect(beginner).toMatchObject({ ok: true, category: { id: 2 } });
  });

  it('refuses a grade below every category that fits, and says which minimum', () => {
    expect(categoryFor(CATEGORIES, 'kata', { birthDate: '1990-01-01', sex: 'M', grade: '2e kyu' })).toEqual({
      ok: false,
      reason: 'Grade insuffisant : Kata seniors demande au moins le 1er kyu (2e kyu).',
    });
    expect(categoryFor(CATEGORIES, 'kata', { birthDate: '1990-01-01', sex: 'M', grade: 'ceinture marron' })).toEqual({
      ok: false,
      reason: 'Grade insuffisant : Kata seniors demande au moins le 1er kyu (grade « ceinture marron » non reconnu).',
    });
  });

  it('refuses a competitor no category’s years or sex hold', () => {
    expect(categoryFor(CATEGORIES, 'kata', { birthDate: '2009-06-01', sex: 'M', grade: '1er dan' })).toEqual({
      ok: false,
      reason: 'Aucune catégorie de kata pour son année de naissance et son sexe.',
    });
  });

  it('places kumite by weight, bounds included, and asks for the weight', () => {
    const senior = { birthDate: '1995-02-02', sex: 'M' as const, grade: '1er dan' };
    expect(categoryFor(CATEGORIES, 'kumite', { ...senior, weightKg: 75 })).toMatchObject({ category: { id: 4 } });
    expect(categoryFor(CATEGORIES, 'kumite', { ...senior, weightKg: 75.1 })).toMatchObject({ category: { id: 5 } });
    expect(categoryFor(CATEGORIES, 'kumite', { ...senior, weightKg: 75.05 })).toEqual({
      ok: false,
      reason: 'Aucune catégorie de poids de kumite pour 75,1 kg.',
    });
    expect(categoryFor(CATEGORIES, 'kumite', senior)).toEqual({
      ok: false,
      reason: 'Indiquez son poids pour le kumite.',
    });
    expect(categoryFor(CATEGORIES, 'kumite', { ...senior, sex: 'F', weightKg: 60 })).toMatchObject({ ok: false });
  });

  it('says when the competition has no category of the discipline', () => {
    expect(
      categoryFor(CATEGORIES.slice(0, 3), 'kumite', {
        birthDate: '1995-02-02',
        sex: 'M',
        grade: '1er dan',
        weightKg: 70,
      }),
    ).toEqual({
      ok: false,
      reason: 'Pas de catégorie de kumite à cette compétition.',
    });
  });
});
