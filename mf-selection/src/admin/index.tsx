import { lazy } from 'react';
import { ACCESS, type AdminScreen, type RemoteName } from '@wado/shared';
import { collectionScreens, textPagesScreens } from '@wado/shared/admin';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-selection/`, for the `selection` role: the
 * coaches, the competitors, the competitions and their podiums, and the text pages of la sélection
 * nationale (présentation, admission).
 */
export const remote: RemoteName = 'mf-selection';

const SELECTION_ROLES = ACCESS.selection;
const coaches = () => import('./team/CoachesAdmin');
const competitors = () => import('./team/CompetitorsAdmin');
const competitions = () => import('./results/CompetitionsAdmin');

export const screens: AdminScreen[] = [
  ...collectionScreens('entraineurs', 'Entraîneurs', SELECTION_ROLES, {
    List: lazy(() => coaches().then((module) => ({ default: module.CoachesListScreen }))),
    Editor: lazy(() => coaches().then((module) => ({ default: module.CoachEditorScreen }))),
  }),
  ...collectionScreens('competiteurs', 'Compétiteurs', SELECTION_ROLES, {
    List: lazy(() => competitors().then((module) => ({ default: module.CompetitorsListScreen }))),
    Editor: lazy(() => competitors().then((module) => ({ default: module.CompetitorEditorScreen }))),
  }),
  ...collectionScreens('resultats', 'Résultats', SELECTION_ROLES, {
    List: lazy(() => competitions().then((module) => ({ default: module.CompetitionsListScreen }))),
    Editor: lazy(() => competitions().then((module) => ({ default: module.CompetitionEditorScreen }))),
  }),
  ...textPagesScreens(remote, SELECTION_ROLES),
];
