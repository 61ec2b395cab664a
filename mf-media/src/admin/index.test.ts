import { ADMIN_SECTIONS } from '@wado/shared';
import { adminModuleProblems } from '@wado/shared/admin';
import * as adminModule from './index';

describe('the ./admin module', () => {
  it('keeps the contract of the back office: relative paths given once, roles that open the section', () => {
    expect(adminModule.remote).toBe('mf-media');
    expect(adminModuleProblems(adminModule)).toEqual([]);
    const paths = adminModule.screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ADMIN_SECTIONS.find((section) => section.remote === 'mf-media')?.roles).toEqual([
      'media',
      'selection',
      'association',
      'club',
    ]);
  });

  it('is for the media role, but the events (the national team’s competitions too) and the competitions’ entries', () => {
    const competitions = ['competitions-organisation', 'competitions'];
    const isEvents = (path: string) => path === 'evenements' || path.startsWith('evenements/');
    for (const screen of adminModule.screens.filter(
      (screen) => !competitions.includes(screen.path) && !isEvents(screen.path),
    ))
      expect(screen.roles).toEqual(['media']);
    for (const screen of adminModule.screens.filter((screen) => isEvents(screen.path)))
      expect(screen.roles).toEqual(['media', 'selection']);
    const rolesOf = (path: string) => adminModule.screens.find((screen) => screen.path === path)?.roles;
    expect(rolesOf('competitions-organisation')).toEqual(['media', 'selection']);
    expect(rolesOf('competitions')).toEqual(['association', 'club']);
  });

  it('puts each kind’s list and the text pages in the menu, the other screens being reached from them', () => {
    expect(adminModule.screens.filter((screen) => screen.label).map((screen) => [screen.path, screen.label])).toEqual([
      ['actualites', 'Actualités'],
      ['evenements', 'Événements'],
      ['albums', 'Albums photo'],
      ['presse', 'Revue de presse'],
      ['interviews', 'Interviews'],
      ['inscriptions', 'Inscriptions'],
      ['competitions-organisation', 'Compétitions : inscriptions'],
      ['competitions', 'Inscrire mes licenciés'],
      ['pages', expect.any(String)],
    ]);
    for (const segment of ['actualites', 'evenements', 'albums', 'presse', 'interviews']) {
      expect(adminModule.screens.map((screen) => screen.path)).toEqual(
        expect.arrayContaining([segment, `${segment}/nouveau`, `${segment}/:id`, `${segment}/:id/apercu`]),
      );
    }
  });
});
