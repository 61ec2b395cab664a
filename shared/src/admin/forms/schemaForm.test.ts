import type { FormRules } from './fieldRules';
import { formProblems, ruleProblem, schemaForm } from './schemaForm';

interface ClubForm {
  name: string;
  city: string;
  website: string | null;
  dan: number | null;
  times: string[];
  kind: '' | 'club';
}
const RULES: FormRules<ClubForm> = {
  name: { required: true, maxLength: 10 },
  city: { required: true, maxLength: 100 },
  website: { required: false, maxLength: 20 },
  dan: { required: true, integer: true, minimum: 1, maximum: 10 },
  times: { required: false, maxItems: 2, items: { required: true, maxLength: 5 } },
  kind: { required: true },
};
const FORM = schemaForm(RULES, { name: 'Nom', website: 'Site', dan: 'Dan', times: 'Horaires', kind: 'Type' });
const fieldId = (name: string) => `club-${name}`;
const VALID: ClubForm = { name: 'Dojo', city: 'Lyon', website: null, dan: 3, times: ['18h'], kind: 'club' };

describe('schemaForm: the checks of a form, from its rules', () => {
  it('finds nothing wrong with a valid input', () => {
    expect(FORM.errors(VALID, fieldId)).toEqual([]);
  });

  it('names each labelled field that is missing, too long, out of range or too many, in French', () => {
    const input: ClubForm = {
      name: '   ',
      city: '',
      website: 'https://un-site-tres-long.example',
      dan: 11,
      times: ['18h', '19h', '20h'],
      kind: '',
    };
    expect(FORM.errors(input, fieldId)).toEqual([
      { field: 'club-name', message: 'Nom : ce champ est obligatoire.' },
      { field: 'club-website', message: 'Site : 20 caractères au plus (il y en a 33).' },
      { field: 'club-dan', message: 'Dan : saisissez un nombre entier entre 1 et 10.' },
      { field: 'club-times', message: 'Horaires : 2 au plus (il y en a 3).' },
      { field: 'club-kind', message: 'Type : ce champ est obligatoire.' },
    ]);
  });

  it('counts characters as the server does (an emoji is one), and checks each line of a list', () => {
    expect(FORM.errors({ ...VALID, name: '🥋'.repeat(10) }, fieldId)).toEqual([]);
    expect(FORM.errors({ ...VALID, times: ['18h', '18h-20h'] }, fieldId)).toEqual([
      { field: 'club-times', message: 'Horaires, ligne 2 : 5 caractères au plus (il y en a 7).' },
    ]);
  });

  it('says a number’s range in French, with spaces between thousands from five digits', () => {
    expect(ruleProblem({ required: true, integer: true, minimum: 1, maximum: 50_000 }, 'Places', 0)).toBe(
      'Places : saisissez un nombre entier entre 1 et 50\u202f000.',
    );
    // A year, and any number of four digits, stays in one piece.
    expect(ruleProblem({ required: false, integer: true, minimum: 1900, maximum: 2100 }, 'Née en', 20)).toBe(
      'Née en : saisissez un nombre entier entre 1900 et 2100.',
    );
    expect(ruleProblem({ required: false, minimum: 0 }, 'Prix', -1)).toBe('Prix : saisissez un nombre d’au moins 0.');
    expect(ruleProblem({ required: true, integer: true }, 'Rang', 1.5)).toBe('Rang : saisissez un nombre entier.');
  });

  it('gives the fields their id, label, requiredness, limits and error', () => {
    const fields = FORM.fields({
      fieldId,
      error: (id) => (id === 'club-name' ? 'Nom : ce champ est obligatoire.' : undefined),
    });
    expect(fields.text('name')).toEqual({
      id: 'club-name',
      label: 'Nom',
      required: true,
      maxLength: 10,
      error: 'Nom : ce champ est obligatoire.',
    });
    expect(fields.number('dan')).toEqual({
      id: 'club-dan',
      label: 'Dan',
      required: true,
      min: 1,
      max: 10,
      error: undefined,
    });
    expect(fields.lines('times')).toEqual({ id: 'club-times', label: 'Horaires', maxItems: 2, maxLength: 5 });
    expect(fields.field('website')).toEqual({ id: 'club-website', label: 'Site', required: false, error: undefined });
  });

  it('adds the screen’s own checks after the schema’s, one problem per field', () => {
    const own = (input: ClubForm, id: (name: string) => string) => [
      { field: id('name'), message: 'Nom : déjà pris.' },
      { field: id('website'), message: 'Site : saisissez une adresse complète.' },
      { message: 'Un problème du formulaire entier.' },
    ];
    expect(formProblems(FORM, own, { ...VALID, name: '' }, fieldId)).toEqual([
      { field: 'club-name', message: 'Nom : ce champ est obligatoire.' },
      { field: 'club-website', message: 'Site : saisissez une adresse complète.' },
      { message: 'Un problème du formulaire entier.' },
    ]);
  });
});
