import { foldEmail, isValidEmail, normalizeEmail } from './email';

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
    // Several mailboxes in one: a mailer would write to each.
    '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr',
    '"a"@evil.example, "b"@wado.fr',
    'v1@evil.example, v2@wado.fr',
    'Victime <v1@evil.example>',
    '"a\nb"@wado.fr',
    '"a"b"@wado.fr',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('accepts a quoted local part with escaped characters, as one mailbox', () => {
    expect(isValidEmail('"jean\\"dupont"@exemple.fr')).toBe(true);
    expect(isValidEmail('"a,b"@wado.fr')).toBe(true);
  });

  it('normalizes case and spaces so that one address is stored once', () => {
    expect(normalizeEmail('  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
  });
});

describe('the mailbox an address reaches (foldEmail)', () => {
  it.each([
    ['Victim+1@Example.org', 'victim@example.org'],
    [' victim+stage+2026@example.org ', 'victim@example.org'],
    ['victim+@example.org', 'victim@example.org'],
    ['victim@example.org', 'victim@example.org'],
    // Dots are Gmail's own rule: elsewhere they make another mailbox.
    ['jean.dupont+news@exemple.fr', 'jean.dupont@exemple.fr'],
    ['j.e.a.n@gmail.com', 'j.e.a.n@gmail.com'],
    // Nothing before the tag, or a quoted local part: kept whole.
    ['+tag@exemple.fr', '+tag@exemple.fr'],
    ['"a+b"@exemple.fr', '"a+b"@exemple.fr'],
    // A '+' in the domain is no tag.
    ['jean@ex+ample.fr', 'jean@ex+ample.fr'],
  ])('folds %j to %j', (typed, mailbox) => expect(foldEmail(typed)).toBe(mailbox));

  it('gives every plus-tagged spelling of a mailbox one key', () => {
    const keys = new Set(Array.from({ length: 40 }, (_, n) => foldEmail(`victim+${n}@example.org`)));
    expect([...keys]).toEqual(['victim@example.org']);
  });
});
