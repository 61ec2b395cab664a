import { isValidEmail, normalizeEmail } from './email';

describe('the e-mail rule of spec §5', () => {
  it.each([
    'contact@wado-france.fr',
    'prenom.nom+newsletter@sous.domaine.fr',
    'a@b.co',
    'x@[192.168.1.1]',
    '"jean dupont"@exemple.fr',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'bad',
    'a@b',
    'a@b.c',
    'a b@exemple.fr',
    '@exemple.fr',
    'jean@',
    'jean@@exemple.fr',
    'jean@exemple.f1',
    'x@[999.1.1.1]',
    `${'a'.repeat(250)}@b.fr`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('normalizes case and spaces so that one address is stored once', () => {
    expect(normalizeEmail('  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
  });
});
