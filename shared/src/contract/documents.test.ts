import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  documentFieldProblems,
  documentFileFacts,
  documentTooLarge,
  formatFileSize,
  isCalendarDay,
} from './documents';

const VALID = { title: 'Règlement intérieur', category: 'rules', date: '2024-11-23', description: '' };

describe('the documents’ categories', () => {
  it('are the five of the documents page, in its order, with their French labels', () => {
    expect(DOCUMENT_CATEGORIES.map((category) => DOCUMENT_CATEGORY_LABELS[category])).toEqual([
      'Adhésion et licence',
      'Santé',
      'Règlements',
      'Assemblées générales',
      'Autres',
    ]);
  });
});

describe('formatFileSize and documentFileFacts', () => {
  it('write sizes as French file managers do, with no-break spaces', () => {
    expect(formatFileSize(1)).toBe('1\u00a0octet');
    expect(formatFileSize(820)).toBe('820\u00a0octets');
    expect(formatFileSize(1024)).toBe('1\u00a0Ko');
    expect(formatFileSize(250_880)).toBe('245\u00a0Ko');
    expect(formatFileSize(1000 * 1024)).toBe('1\u00a0Mo');
    expect(formatFileSize(1_258_291)).toBe('1,2\u00a0Mo');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2\u00a0Mo');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20\u00a0Mo');
  });

  it('say what a link gives: « PDF, 245 Ko, 3 pages », one page in the singular', () => {
    expect(documentFileFacts({ bytes: 250_880, pages: 3 })).toBe('PDF, 245\u00a0Ko, 3\u00a0pages');
    expect(documentFileFacts({ bytes: 4096, pages: 1 })).toBe('PDF, 4\u00a0Ko, 1\u00a0page');
    expect(documentFileFacts({ bytes: 4096, pages: 1200 })).toBe('PDF, 4\u00a0Ko, 1\u202f200\u00a0pages');
    expect(documentTooLarge(20 * 1024 * 1024)).toMatch(/^Ce fichier est trop lourd : 20\u00a0Mo au plus\./);
  });
});

describe('documentFieldProblems', () => {
  it('accepts a title, a category of the list, a real day or none, a short description', () => {
    expect(documentFieldProblems(VALID)).toEqual([]);
    expect(documentFieldProblems({ ...VALID, date: '' })).toEqual([]);
    expect(documentFieldProblems({ ...VALID, description: 'x'.repeat(600) })).toEqual([]);
  });

  it('names each problem on its field, in French', () => {
    expect(
      documentFieldProblems({ title: ' ', category: 'factures', date: '2026-02-29', description: 'x'.repeat(601) }),
    ).toEqual([
      { field: 'title', message: 'Titre : ce champ est obligatoire.' },
      { field: 'category', message: 'Catégorie : choisissez une catégorie de la liste.' },
      { field: 'date', message: 'Date du document : saisissez une date valide (jour, mois, année).' },
      { field: 'description', message: 'Description : 600 caractères au plus.' },
    ]);
    expect(documentFieldProblems({ ...VALID, title: 'Deux\nlignes' })).toEqual([
      { field: 'title', message: 'Titre : une seule ligne.' },
    ]);
    expect(documentFieldProblems({ ...VALID, title: 'x'.repeat(161) })).toEqual([
      { field: 'title', message: 'Titre : 160 caractères au plus.' },
    ]);
  });

  it('knows the calendar (leap years included)', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('12/03/2026')).toBe(false);
  });
});
