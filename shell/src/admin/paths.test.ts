import { safeReturnPath, signInPath } from './paths';

describe('the address after signing in', () => {
  it('keeps a page of the back office, with its query', () => {
    expect(safeReturnPath('/admin/personnes')).toBe('/admin/personnes');
    expect(safeReturnPath('/admin/journal?page=2')).toBe('/admin/journal?page=2');
    expect(safeReturnPath('/admin')).toBe('/admin');
  });

  it('refuses anything else: another site, the public site, the sign-in page itself', () => {
    for (const target of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/admin\\evil',
      '/administration',
      '/news',
      '/admin/connexion',
      '/admin/connexion?retour=/admin/personnes',
    ]) {
      expect(safeReturnPath(target)).toBe('/admin');
    }
  });

  it('writes the sign-in address with where to come back', () => {
    expect(signInPath('/admin/journal?type=page')).toBe('/admin/connexion?retour=%2Fadmin%2Fjournal%3Ftype%3Dpage');
    expect(signInPath('/admin')).toBe('/admin/connexion');
  });
});
