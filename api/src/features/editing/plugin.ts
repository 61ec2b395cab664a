/**
 * The back office's editing: the media team's records (news, events, albums and their photos,
 * press articles, interviews), the collections of every section (lexicon, clubs, coaches…) and
 * every team's text pages. Answers are never cached (`no-store`):
 * they are one person's working copy, drafts included.
 */
import { ACCESS, type Role } from '@wado/shared/contract';
import type { TObject } from 'typebox';
import type { Api } from '../contract';
import { requireRoles } from '../auth';
import { CLUBS } from '../clubs';
import { COMMITTEE_MEMBERS } from '../committee';
import { LEXICON_TERMS } from '../lexicon';
import { LICENSEES } from '../licensees';
import { LICENCE_CATEGORIES, MEMBERSHIP_SEASONS } from '../membership';
import { PARTNERS } from '../partners';
import { COACHES, COMPETITIONS, COMPETITORS } from '../selection';
import { registerCollection, type Collection } from './collections';
import { choiceRoutes } from './choices';
import { ALBUMS, EVENTS, INTERVIEWS, NEWS, PRESS } from './kinds';
import { TEXT_PAGE_ROLES, textPageRoutes } from './pages';
import { photoRoutes } from './photos';
import { registerKind } from './records';

const MEDIA_ROLES = ACCESS.media;

/** The collections each section's team edits (`/api/admin/{path}`), by the roles that may. */
const SECTION_COLLECTIONS: { roles: readonly Role[]; collections: Collection<TObject, TObject>[] }[] = [
  { roles: ACCESS.wado, collections: [LEXICON_TERMS] },
  { roles: ACCESS.selection, collections: [COACHES, COMPETITORS, COMPETITIONS] },
  { roles: ACCESS.association, collections: [COMMITTEE_MEMBERS, MEMBERSHIP_SEASONS, LICENCE_CATEGORIES, PARTNERS] },
  // Club managers too, each on her own clubs (the collection's per-record rules).
  { roles: ACCESS.clubs, collections: [CLUBS] },
  // A club's licensees: each manager her clubs', the association every club's (per-record rules, reads logged).
  { roles: ACCESS.licensees, collections: [LICENSEES] },
];

export async function editingRoutes(app: Api): Promise<void> {
  const publicUrl = app.publicUrl;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  await app.register(async (media: Api) => {
    media.addHook('onRequest', requireRoles(MEDIA_ROLES, { publicUrl }));
    registerKind(media, NEWS, MEDIA_ROLES);
    registerKind(media, ALBUMS, MEDIA_ROLES);
    registerKind(media, PRESS, MEDIA_ROLES);
    registerKind(media, INTERVIEWS, MEDIA_ROLES);
    photoRoutes(media, MEDIA_ROLES);
  });

  // Events: the media team's, and the national team's competitions (the kind's per-record rule).
  await app.register(async (events: Api) => {
    events.addHook('onRequest', requireRoles(ACCESS.competitionEvents, { publicUrl }));
    registerKind(events, EVENTS, ACCESS.competitionEvents);
    // The event form's lists of albums and results to link.
    choiceRoutes(events);
  });

  for (const { roles, collections } of SECTION_COLLECTIONS) {
    await app.register(async (section: Api) => {
      section.addHook('onRequest', requireRoles(roles, { publicUrl }));
      for (const collection of collections) registerCollection(section, collection, roles);
    });
  }

  await app.register(async (pages: Api) => {
    pages.addHook('onRequest', requireRoles(TEXT_PAGE_ROLES, { publicUrl }));
    textPageRoutes(pages);
  });
}
