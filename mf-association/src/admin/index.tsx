import { lazy } from 'react';
import { ACCESS, type AdminScreen, type RemoteName } from '@wado/shared';
import { collectionScreens, textPagesScreens } from '@wado/shared/admin';
import { ADMIN_SEGMENTS, LICENSEES_IMPORT_SEGMENT } from './paths';

/**
 * The module this remote exposes to the back office (`./admin`): the editing screens of its own
 * content, composed by the shell under `/admin/mf-association/`, for the `association` role: the
 * committee, the directory of clubs, the membership seasons and licences, every club's season at
 * a glance, the partners, the documents to download, and the text pages of L’association
 * (histoire, mot de la présidente, stages, dons…); for club managers (`club`), their own clubs'
 * pages; for both, the clubs' licensees (their lists imported from a spreadsheet) and the requests
 * of their licences; and, for the `treasurer` role, the donations made online.
 */
export const remote: RemoteName = 'mf-association';

const ASSOCIATION_ROLES = ACCESS.association;
/** The association, and club managers on their own clubs (the server's per-record rules). */
const CLUB_ROLES = ACCESS.clubs;
const TREASURER_ROLES = ACCESS.treasury;
/** The association for every club, club managers for their own clubs' licensees (the server decides). */
const LICENSEE_ROLES = ACCESS.licensees;
const committee = () => import('./committee/CommitteeAdmin');
const clubs = () => import('./clubs/ClubsAdmin');
const licensees = () => import('./licensees/LicenseesAdmin');
const membership = () => import('./membership/MembershipAdmin');
const seasonOverview = () => import('./seasons/SeasonOverview');
const partners = () => import('./partners/PartnersAdmin');
const donations = () => import('./donations/DonationsAdmin');
const documents = () => import('./documents/DocumentsAdmin');

export const screens: AdminScreen[] = [
  ...collectionScreens(ADMIN_SEGMENTS.committee, 'Comité', ASSOCIATION_ROLES, {
    List: lazy(() => committee().then((module) => ({ default: module.CommitteeListScreen }))),
    Editor: lazy(() => committee().then((module) => ({ default: module.CommitteeEditorScreen }))),
  }),
  ...collectionScreens(ADMIN_SEGMENTS.clubs, 'Clubs', CLUB_ROLES, {
    List: lazy(() => clubs().then((module) => ({ default: module.ClubsListScreen }))),
    Editor: lazy(() => clubs().then((module) => ({ default: module.ClubEditorScreen }))),
  }),
  ...collectionScreens(ADMIN_SEGMENTS.licensees, 'Licenciés', LICENSEE_ROLES, {
    List: lazy(() => licensees().then((module) => ({ default: module.LicenseesListScreen }))),
    Editor: lazy(() => licensees().then((module) => ({ default: module.LicenseeEditorScreen }))),
  }),
  // Reached from the list (« Importer une liste (CSV) »), with its club: no menu entry.
  {
    path: `${ADMIN_SEGMENTS.licensees}/${LICENSEES_IMPORT_SEGMENT}`,
    roles: LICENSEE_ROLES,
    Component: lazy(() => licensees().then((module) => ({ default: module.LicenseeImportScreen }))),
  },
  {
    path: ADMIN_SEGMENTS.seasonOverview,
    label: 'Saison des clubs',
    roles: ASSOCIATION_ROLES,
    Component: lazy(() => seasonOverview().then((module) => ({ default: module.SeasonOverviewScreen }))),
  },
  ...collectionScreens(ADMIN_SEGMENTS.seasons, 'Saisons', ASSOCIATION_ROLES, {
    List: lazy(() => membership().then((module) => ({ default: module.SeasonsListScreen }))),
    Editor: lazy(() => membership().then((module) => ({ default: module.SeasonEditorScreen }))),
  }),
  ...collectionScreens(ADMIN_SEGMENTS.categories, 'Licences', ASSOCIATION_ROLES, {
    List: lazy(() => membership().then((module) => ({ default: module.CategoriesListScreen }))),
    Editor: lazy(() => membership().then((module) => ({ default: module.CategoryEditorScreen }))),
  }),
  ...collectionScreens(ADMIN_SEGMENTS.partners, 'Partenaires', ASSOCIATION_ROLES, {
    List: lazy(() => partners().then((module) => ({ default: module.PartnersListScreen }))),
    Editor: lazy(() => partners().then((module) => ({ default: module.PartnerEditorScreen }))),
  }),
  ...collectionScreens(ADMIN_SEGMENTS.documents, 'Documents', ASSOCIATION_ROLES, {
    List: lazy(() => documents().then((module) => ({ default: module.DocumentsListScreen }))),
    Editor: lazy(() => documents().then((module) => ({ default: module.DocumentEditorScreen }))),
  }),
  ...textPagesScreens(remote, ASSOCIATION_ROLES),
  // The treasurer's: the donations made online.
  {
    path: ADMIN_SEGMENTS.donations,
    label: 'Dons',
    roles: TREASURER_ROLES,
    Component: lazy(() => donations().then((module) => ({ default: module.DonationsListScreen }))),
  },
];
