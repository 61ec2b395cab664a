import { lazy } from 'react';
import { ACCESS, type AdminScreen, type RemoteName } from '@wado/shared';
import { collectionScreens, textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-wado/`, for the `wado` role: the lexicon, and the
 * text pages of Le Wado (le savoir, caractéristiques, spécificités, kihon et kata, rassemblements).
 */
export const remote: RemoteName = 'mf-wado';

const WADO_ROLES = ACCESS.wado;
const lexicon = () => import('./lexicon/LexiconAdmin');

export const screens: AdminScreen[] = [
  ...collectionScreens('lexique', 'Lexique', WADO_ROLES, {
    List: lazy(() => lexicon().then((module) => ({ default: module.LexiconListScreen }))),
    Editor: lazy(() => lexicon().then((module) => ({ default: module.LexiconEditorScreen }))),
  }),
  ...textPagesScreens(remote, WADO_ROLES),
];
