import { foldAccents, slugify } from './fold';

describe('folding French text', () => {
  it('folds accents, case, ligatures and compatibility forms the same way everywhere', () => {
    expect(foldAccents('Œuvre Ōtsuka')).toBe('oeuvre otsuka');
    expect(foldAccents('ÉTÉ à Noël')).toBe('ete a noel');
    expect(foldAccents('Straße, Ærø, Łódź')).toBe('strasse, aero, lodz');
    expect(foldAccents('ﬁnale ½')).toBe('finale 1⁄2');
    // Decomposed and composed forms are the same text.
    expect(foldAccents('e\u0301te\u0301')).toBe(foldAccents('été'));
  });

  it('makes slugs of letters and digits joined by single hyphens', () => {
    expect(slugify('Stage d’été 2026')).toBe('stage-d-ete-2026');
    expect(slugify('  -- Œuvres complètes -- ')).toBe('oeuvres-completes');
    expect(slugify('Tee-shirt Wado France (M)')).toBe('tee-shirt-wado-france-m');
    expect(slugify('合気道')).toBe('');
  });
});
