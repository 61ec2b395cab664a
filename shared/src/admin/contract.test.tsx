import type { AdminModule } from '@wado/shared';
import { adminModuleProblems } from './contract';

const Screen = () => null;

describe('adminModuleProblems', () => {
  it('accepts a module whose screens are relative, labelled and for the section’s roles', () => {
    const module: AdminModule = {
      remote: 'mf-shop',
      screens: [
        { path: 'pages', label: 'Pages', roles: ['shop'], Component: Screen },
        { path: 'orders', label: 'Commandes', roles: ['treasurer'], Component: Screen },
        { path: 'orders/:id', roles: ['treasurer'], Component: Screen },
      ],
    };
    expect(adminModuleProblems(module)).toEqual([]);
  });

  it('names what is wrong', () => {
    const module: AdminModule = {
      remote: 'mf-wado',
      screens: [
        { path: '/lexicon', roles: ['wado'], Component: Screen },
        { path: 'pages', roles: ['media'], Component: Screen },
        { path: 'pages', roles: [], Component: Screen },
      ],
    };
    expect(adminModuleProblems(module)).toEqual([
      "mf-wado n'a aucun écran dans son menu",
      '/lexicon : un chemin relatif à la rubrique est attendu',
      'pages : le rôle media n’ouvre pas la rubrique Le Wado'.replace('’', "'"),
      'pages est déclaré deux fois',
      "pages n'est ouvert à aucun rôle",
    ]);
  });
});
