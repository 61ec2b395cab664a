import { lazy, type ComponentType } from 'react';
import type { AdminScreen, Role } from '@wado/shared';
import { NEW_SEGMENT, PREVIEW_SEGMENT, textPagesScreens } from '@wado/shared/admin';
import {
  COMPETITION_CLUB_ROLES,
  COMPETITION_ORGANIZER_ROLES,
  EVENT_ROLES,
  MEDIA_ROLES,
  remote,
  SEGMENTS,
} from './paths';

/** One screen of a module downloaded when first shown (each kind of record is a chunk of its own). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** A kind's four screens: its list (in the menu), a new record, a record, its preview. */
function recordScreens(
  segment: string,
  label: string,
  screens: { List: ComponentType; Editor: ComponentType; Preview: ComponentType },
  roles: readonly Role[] = MEDIA_ROLES,
): AdminScreen[] {
  return [
    { path: segment, label, roles, Component: screens.List },
    { path: `${segment}/${NEW_SEGMENT}`, roles, Component: screens.Editor },
    { path: `${segment}/:id`, roles, Component: screens.Editor },
    { path: `${segment}/:id/${PREVIEW_SEGMENT}`, roles, Component: screens.Preview },
  ];
}

const news = () => import('./news/NewsAdmin');
const events = () => import('./events/EventsAdmin');
const albums = () => import('./albums/AlbumsAdmin');
const press = () => import('./press/PressAdmin');
const interviews = () => import('./interviews/InterviewsAdmin');
const registrations = () => import('./registrations/RegistrationsAdmin');
const competitions = () => import('./competitions/OrganizerScreen');
const clubCompetitions = () => import('./competitions/ClubEntriesScreen');

/**
 * The media section's back office (`./admin`, an AdminModule), shown by the shell under `/admin/mf-media/`: news,
 * events, albums and their photos, press articles, interviews, registrations for events, and the
 * section's text pages, for the `media` role; the clubs' entries to competitions, for their
 * organizers (`media`, `selection`) and for the clubs (`club`, `association`).
 */
export const screens: AdminScreen[] = [
  ...recordScreens(SEGMENTS.news, 'Actualités', {
    List: screen(news, (module) => module.NewsListScreen),
    Editor: screen(news, (module) => module.NewsEditorScreen),
    Preview: screen(news, (module) => module.NewsPreviewScreen),
  }),
  ...recordScreens(
    SEGMENTS.events,
    'Événements',
    {
      List: screen(events, (module) => module.EventsListScreen),
      Editor: screen(events, (module) => module.EventEditorScreen),
      Preview: screen(events, (module) => module.EventPreviewScreen),
    },
    EVENT_ROLES,
  ),
  ...recordScreens(SEGMENTS.albums, 'Albums photo', {
    List: screen(albums, (module) => module.AlbumsListScreen),
    Editor: screen(albums, (module) => module.AlbumEditorScreen),
    Preview: screen(albums, (module) => module.AlbumPreviewScreen),
  }),
  ...recordScreens(SEGMENTS.press, 'Revue de presse', {
    List: screen(press, (module) => module.PressListScreen),
    Editor: screen(press, (module) => module.PressEditorScreen),
    Preview: screen(press, (module) => module.PressPreviewScreen),
  }),
  ...recordScreens(SEGMENTS.interviews, 'Interviews', {
    List: screen(interviews, (module) => module.InterviewsListScreen),
    Editor: screen(interviews, (module) => module.InterviewEditorScreen),
    Preview: screen(interviews, (module) => module.InterviewPreviewScreen),
  }),
  {
    path: SEGMENTS.registrations,
    label: 'Inscriptions',
    roles: MEDIA_ROLES,
    Component: screen(registrations, (module) => module.RegistrationEventsScreen),
  },
  {
    path: `${SEGMENTS.registrations}/:id`,
    roles: MEDIA_ROLES,
    Component: screen(registrations, (module) => module.EventRegistrationsScreen),
  },
  {
    path: SEGMENTS.competitionEntries,
    label: 'Compétitions : inscriptions',
    roles: COMPETITION_ORGANIZER_ROLES,
    Component: screen(competitions, (module) => module.CompetitionOrganizerScreen),
  },
  {
    path: SEGMENTS.clubCompetitions,
    label: 'Inscrire mes licenciés',
    roles: COMPETITION_CLUB_ROLES,
    Component: screen(clubCompetitions, (module) => module.ClubEntriesScreen),
  },
  ...textPagesScreens(remote, MEDIA_ROLES),
];

export { remote };
