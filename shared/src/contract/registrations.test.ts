import {
  formatDateAndTime,
  gradeLabel,
  placesLeftText,
  REGISTRATION_GRADES,
  registrationPagePath,
  validateRegistration,
  waitingRankText,
} from './registrations';

const NONE = { licence: false, club: false, grade: false, category: false };
const ALL = { licence: true, club: true, grade: true, category: true };
const IDENTITY = { firstName: 'Élise', lastName: 'Hébert', email: 'elise.hebert@exemple.fr' };

describe('registration rules shared by the form and the server', () => {
  it('writes an instant in Paris time as French typography does, winter and summer', () => {
    expect(formatDateAndTime('2026-12-14T22:59:00.000Z')).toBe('14 décembre 2026 à 23\u00a0h\u00a059');
    expect(formatDateAndTime('2026-12-01T09:00:00.000Z')).toBe('1er décembre 2026 à 10\u00a0h');
    expect(formatDateAndTime('2027-06-30T22:30:00.000Z')).toBe('1er juillet 2027 à 0\u00a0h\u00a030');
    expect(() => formatDateAndTime('demain')).toThrow(RangeError);
  });

  it('names places, ranks and grades as the site does', () => {
    expect([placesLeftText(12), placesLeftText(1), placesLeftText(0)]).toEqual([
      '12 places restantes',
      '1 place restante',
      'Complet',
    ]);
    expect([waitingRankText(1), waitingRankText(2)]).toEqual(['1re', '2e']);
    expect(REGISTRATION_GRADES.map(gradeLabel)).toEqual([
      'Débutant (sans grade)',
      '6e kyu',
      '5e kyu',
      '4e kyu',
      '3e kyu',
      '2e kyu',
      '1er kyu',
      '1er dan',
      '2e dan',
      '3e dan',
      '4e dan',
      '5e dan',
      '6e dan',
      '7e dan',
      '8e dan',
      '9e dan',
      '10e dan',
    ]);
    expect(registrationPagePath('stage-lyon', 'a-b_c')).toBe('/event/stage-lyon?inscription=a-b_c');
  });

  it('asks the identity always, what the organizers chose as required, and the licence as optional', () => {
    expect(validateRegistration(IDENTITY, NONE)).toEqual({});
    expect(validateRegistration({ firstName: ' ', lastName: '', email: 'x' }, NONE)).toEqual({
      firstName: 'Prénom : ce champ est obligatoire.',
      lastName: 'Nom : ce champ est obligatoire.',
      email: "Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr).",
    });
    expect(Object.keys(validateRegistration(IDENTITY, ALL))).toEqual(['club', 'grade', 'category']);
    expect(
      validateRegistration({ ...IDENTITY, club: 'Wado Club Nantes', grade: 'dan-1', category: 'enfants' }, ALL),
    ).toEqual({});
    expect(
      validateRegistration(
        { ...IDENTITY, club: 'Wado', grade: 'dan-1', category: 'seniors', licenceNumber: 'WF 26-004217' },
        ALL,
      ),
    ).toEqual({});
    expect(
      validateRegistration({ ...IDENTITY, licenceNumber: '12345' }, { ...NONE, licence: true }).licenceNumber,
    ).toMatch(/^Numéro de licence : il s’écrit WF suivi de 8 chiffres/);
    // Not asked: not checked.
    expect(validateRegistration({ ...IDENTITY, licenceNumber: '12345', grade: 'ceinture' }, NONE)).toEqual({});
    expect(validateRegistration({ ...IDENTITY, club: 'A\nB' }, { ...NONE, club: true }).club).toBe(
      'Club : une seule ligne, sans caractère de contrôle.',
    );
  });
});
