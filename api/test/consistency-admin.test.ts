import type { FastifyInstance } from 'fastify';
import type { ConsistencyReport, Role } from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';

/**
 * « À vérifier » on the back office's home: the contradictions the published site holds, each
 * person seeing those of the sections she edits, each with the screen where it is fixed.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

const report = async (roles: Role[]) =>
  app.inject({ url: '/api/admin/consistency', headers: (await signInAs(app, roles)).headers });

describe('GET /api/admin/consistency', () => {
  it('finds nothing on the delivered site', async () => {
    const response = await report(['media']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<ConsistencyReport>()).toEqual({ items: [] });
  });

  it('gives an album dated before its event to the media editors and the administrator, with the album’s editor', async () => {
    const event = await app.db
      .selectFrom('events')
      .innerJoin('albums', 'albums.id', 'events.album_id')
      .select(['events.start_date', 'albums.id as albumId', 'albums.slug as albumSlug', 'albums.date as albumDate'])
      .where('albums.status', '=', 'published')
      .where('events.status', '=', 'published')
      .executeTakeFirstOrThrow();
    const dayBefore = new Date(Date.parse(`${event.start_date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await app.db.updateTable('albums').set({ date: dayBefore }).where('id', '=', event.albumId).execute();
    try {
      for (const roles of [['media'], ['admin']] as Role[][]) {
        const { items } = (await report(roles)).json<ConsistencyReport>();
        expect(items).toHaveLength(1);
        const [found] = items;
        expect(found!.message).toContain('album');
        expect({ ...found, message: '' }).toEqual({
          rule: 'dates',
          where: `/gallery?album=${event.albumSlug}`,
          message: '',
          edit: `/admin/mf-media/albums/${event.albumId}`,
        });
      }
      // Not theirs to fix.
      for (const roles of [['wado'], ['treasurer']] as Role[][]) {
        expect((await report(roles)).json<ConsistencyReport>()).toEqual({ items: [] });
      }
    } finally {
      await app.db.updateTable('albums').set({ date: event.albumDate }).where('id', '=', event.albumId).execute();
    }
  });

  it('is refused to nobody signed in (401) and to a person without a role (403)', async () => {
    expectApiError(await report([]), 403, ROLE_REQUIRED);
    expectApiError(await app.inject('/api/admin/consistency'), 401, SIGN_IN_REQUIRED);
  });
});
