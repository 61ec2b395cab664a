import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { BIN_RETENTION_DAYS, MOVED_TO_BIN, type BinList, type Role } from '@wado/shared/contract';
import { migrate } from '../src/db/connection';
import { databaseKind } from '../src/db/dialect';
import {
  BIN_RELATIONS,
  BIN_ENTRY_NOT_FOUND,
  RESTORE_CONFLICT,
  RESTORE_MISSING_PARENT,
  purgeExpiredBin,
} from '../src/features/bin/bin';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { addUpload, createRecord, dayFromNow, mediaEditor, validInput, type Send } from './editing-fixtures';
import { countRows, expectApiError, openTestDatabase, startTestApp } from './helpers';
import { signInAs } from './people';

/**
 * The bin: « Supprimer » moves a record, a photo or an entry of a collection there; it is
 * restored with its versions, what went with it (an album's photos) and its links (the event
 * that showed the album); « Supprimer définitivement » and « Vider » delete for good; each
 * person sees what her sections deleted; 30 days later the purge deletes it.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let media: { headers: Record<string, string>; email: string; send: Send };
beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  media = await mediaEditor(app);
});
afterAll(() => cleanup?.());

const bin = async (headers = media.headers) => (await app.inject({ url: '/api/admin/bin', headers })).json<BinList>();
const entryOf = async (title: string, headers = media.headers) =>
  (await bin(headers)).items.find((item) => item.title === title);

describe('an album in the bin', () => {
  it('comes back with its photos, its versions and the event that showed it', async () => {
    // Photographed on the first day of the event below (an album dated before it is refused): a
    // day counted from today, as the event's are, so that the test does not expire with the calendar.
    const albumInput = (title: string) => ({ ...validInput('albums', title), date: dayFromNow(30) });
    const album = await createRecord<{ id: number; slug: string }>(
      media.send,
      'albums',
      albumInput('Stage de Mimizan'),
    );
    await media.send({
      method: 'PUT',
      url: `/api/admin/albums/${album.id}`,
      payload: albumInput('Stage de Mimizan 2026'),
    });
    for (const caption of ['Le salut', 'Le kata']) {
      const added = await media.send({
        method: 'POST',
        url: `/api/admin/albums/${album.id}/photos`,
        payload: { uploadId: await addUpload(app), caption, alt: `Photo : ${caption}` },
      });
      expect(added.statusCode).toBe(200);
    }
    const event = await createRecord<{ id: number }>(media.send, 'events', {
      ...validInput('events', 'Stage d’été'),
      albumId: album.id,
    });
    const revisions = await countRows(app, 'revisions');

    const deleted = await media.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MOVED_TO_BIN });
    expectApiError(await media.send({ url: `/api/admin/albums/${album.id}` }), 404);
    expect((await media.send({ url: `/api/admin/events/${event.id}` })).json()).toMatchObject({ albumId: null });
    expect(await app.db.selectFrom('photos').select('id').where('album_id', '=', album.id).execute()).toEqual([]);

    const entry = (await entryOf('Stage de Mimizan 2026'))!;
    expect(entry).toMatchObject({
      kind: 'albums',
      label: 'Album photo',
      deletedBy: media.email,
    });
    expect(Date.parse(entry.expiresAt) - Date.parse(entry.deletedAt)).toBe(BIN_RETENTION_DAYS * 86_400_000);

    const restored = await media.send({ method: 'POST', url: `/api/admin/bin/${entry.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ message: string }>().message).toBe(
      'Album photo « Stage de Mimizan 2026 » restauré(e), avec ses liens.',
    );
    const back = (await media.send({ url: `/api/admin/albums/${album.id}` })).json<{
      title: string;
      photos: { caption: string }[];
    }>();
    expect(back.title).toBe('Stage de Mimizan 2026');
    expect(back.photos.map((photo) => photo.caption)).toEqual(['Le salut', 'Le kata']);
    expect((await media.send({ url: `/api/admin/events/${event.id}` })).json()).toMatchObject({ albumId: album.id });
    expect(await countRows(app, 'revisions')).toBe(revisions);
    expect(await entryOf('Stage de Mimizan 2026')).toBeUndefined();
    // Restored twice: the second finds nothing.
    expectApiError(
      await media.send({ method: 'POST', url: `/api/admin/bin/${entry.id}/restore` }),
      404,
      BIN_ENTRY_NOT_FOUND,
    );
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'kind'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'restore-from-bin', kind: 'album' });
  });

  it('gives a photo back to its album, at its place, and refuses it once the album is gone', async () => {
    const album = await createRecord<{ id: number }>(
      media.send,
      'albums',
      validInput('albums', 'Album aux trois photos'),
    );
    const ids: number[] = [];
    for (const caption of ['Une', 'Deux', 'Trois']) {
      const added = await media.send({
        method: 'POST',
        url: `/api/admin/albums/${album.id}/photos`,
        payload: { uploadId: await addUpload(app), caption, alt: caption },
      });
      ids.push(added.json<{ photos: { id: number }[] }>().photos.at(-1)!.id);
    }
    await media.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}/photos/${ids[1]}` });
    const photo = (await entryOf('Deux (album « Album aux trois photos »)'))!;
    expect(photo.label).toBe('Photo d’un album');
    expect((await media.send({ method: 'POST', url: `/api/admin/bin/${photo.id}/restore` })).statusCode).toBe(200);
    const back = (await media.send({ url: `/api/admin/albums/${album.id}` })).json<{
      photos: { caption: string; position: number }[];
    }>();
    expect(back.photos.map((item) => [item.caption, item.position])).toEqual([
      ['Une', 0],
      ['Deux', 1],
      ['Trois', 2],
    ]);

    await media.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}/photos/${ids[0]}` });
    await media.send({ method: 'DELETE', url: `/api/admin/albums/${album.id}` });
    const lonely = (await entryOf('Une (album « Album aux trois photos »)'))!;
    const before = await countRows(app, 'photos');
    expectApiError(
      await media.send({ method: 'POST', url: `/api/admin/bin/${lonely.id}/restore` }),
      409,
      RESTORE_MISSING_PARENT,
    );
    expect(await countRows(app, 'photos')).toBe(before);
    expect(await entryOf('Une (album « Album aux trois photos »)')).toBeDefined();
  });

  it('refuses to restore a record whose address another one took since, keeping it in the bin', async () => {
    const first = await createRecord<{ id: number; slug: string }>(
      media.send,
      'news',
      validInput('news', 'Résultats de l’Open'),
    );
    await media.send({ method: 'DELETE', url: `/api/admin/news/${first.id}` });
    const second = await createRecord<{ slug: string }>(media.send, 'news', {
      ...validInput('news', 'Résultats de l’Open'),
      slug: first.slug,
    });
    expect(second.slug).toBe(first.slug);
    const entry = (await entryOf('Résultats de l’Open'))!;
    const news = await countRows(app, 'news');
    expectApiError(
      await media.send({ method: 'POST', url: `/api/admin/bin/${entry.id}/restore` }),
      409,
      RESTORE_CONFLICT,
    );
    expect(await countRows(app, 'news')).toBe(news);
    expect(await entryOf('Résultats de l’Open')).toBeDefined();
  });
});

describe('who sees the bin', () => {
  it('shows each person what her sections deleted; the administrator sees everything', async () => {
    const association = await signInAs(app, ['association']);
    const club = await app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: association.headers,
      payload: {
        name: 'Karaté Club des Pentes',
        address: '3 rue du Dojo',
        postalCode: '69001',
        city: 'Lyon',
        trainingTimes: [],
        email: 'contact@pentes.fr',
        phone: null,
        website: null,
        disciplines: [],
      },
    });
    expect({ status: club.statusCode, body: club.statusCode === 201 ? '' : club.body }).toEqual({
      status: 201,
      body: '',
    });
    const clubId = club.json<{ id: number }>().id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/clubs/${clubId}`, headers: association.headers })).json(),
    ).toEqual({
      message: MOVED_TO_BIN,
    });
    expect(await entryOf('Karaté Club des Pentes', association.headers)).toMatchObject({ label: 'Club' });
    // Not the media team's to see, nor to restore.
    const entry = (await entryOf('Karaté Club des Pentes', association.headers))!;
    expect(await entryOf('Karaté Club des Pentes')).toBeUndefined();
    expectApiError(
      await media.send({ method: 'POST', url: `/api/admin/bin/${entry.id}/restore` }),
      404,
      BIN_ENTRY_NOT_FOUND,
    );
    const admin = await signInAs(app, ['admin']);
    expect(await entryOf('Karaté Club des Pentes', admin.headers)).toBeDefined();

    for (const role of ['treasurer', 'shop'] as Role[]) {
      const { headers } = await signInAs(app, [role]);
      expect(await entryOf('Karaté Club des Pentes', headers)).toBeUndefined();
    }
    expectApiError(await app.inject({ url: '/api/admin/bin' }), 401, SIGN_IN_REQUIRED);
    expectApiError(
      await app.inject({ url: '/api/admin/bin', headers: (await signInAs(app, [])).headers }),
      403,
      ROLE_REQUIRED,
    );
  });
});

describe('deleting for good', () => {
  it('deletes one entry, or empties what the person may see, and the purge what is past its time', async () => {
    const names = ['Interview à garder', 'Interview à jeter', 'Interview oubliée'];
    for (const title of names) {
      const record = await createRecord<{ id: number }>(media.send, 'interviews', validInput('interviews', title));
      await media.send({ method: 'DELETE', url: `/api/admin/interviews/${record.id}` });
    }
    const thrown = (await entryOf('Interview à jeter'))!;
    const one = await media.send({ method: 'DELETE', url: `/api/admin/bin/${thrown.id}` });
    expect(one.json()).toEqual({ message: '« Interview à jeter » est supprimé pour de bon.' });
    expect(await entryOf('Interview à jeter')).toBeUndefined();

    // The purge takes what was deleted more than 30 days ago, and only that.
    const forgotten = (await entryOf('Interview oubliée'))!;
    const later = new Date(Date.parse(forgotten.expiresAt) + 1000);
    await app.db
      .updateTable('bin_entries')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', forgotten.id)
      .execute();
    expect(await purgeExpiredBin(app.db, new Date())).toEqual([forgotten.id]);
    expect(later.getTime()).toBeGreaterThan(Date.now());
    expect(await entryOf('Interview à garder')).toBeDefined();

    const emptied = await media.send({ method: 'POST', url: '/api/admin/bin/empty' });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<{ message: string }>().message).toMatch(
      /^Corbeille vidée : \d+ éléments? supprimés? pour de bon\.$/,
    );
    expect((await bin()).items).toEqual([]);
    expect((await media.send({ method: 'POST', url: '/api/admin/bin/empty' })).json()).toEqual({
      message: 'La corbeille était déjà vide.',
    });
  });
});

describe('the bin’s table of relations', () => {
  it('names every foreign key that deleting a record of the bin meets', async () => {
    const { db, close } = await openTestDatabase('wado-bin-relations-');
    try {
      await migrate(db);
      // Read from SQLite's catalogue; the same migrations make the same keys on PostgreSQL.
      if (databaseKind(db) === 'postgres') return;
      const binTables = [
        'news',
        'events',
        'albums',
        'press_articles',
        'interviews',
        'photos',
        'clubs',
        'committee_members',
        'lexicon_terms',
        'membership_seasons',
        'licence_categories',
        'partners',
        'coaches',
        'competitors',
        'competitions',
      ];
      const { rows: tables } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
        db,
      );
      const met: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ table: string; from: string; on_delete: string }>`
          SELECT * FROM pragma_foreign_key_list(${name})`.execute(db);
        for (const fk of rows)
          if (binTables.includes(fk.table)) met.push(`${name}.${fk.from} → ${fk.table} (${fk.on_delete})`);
      }
      const said = Object.entries(BIN_RELATIONS).flatMap(([table, relations]) => [
        ...(relations?.goesWith ?? []).map((child) => `${child.table}.${child.column} → ${table}`),
        ...(relations?.linkedFrom ?? []).map((from) => `${from.table}.${from.column} → ${table}`),
      ]);
      // A key that refuses the deletion (NO ACTION) is the deleting code's to check, as a competitor on a podium.
      const expected = met
        .filter((fk) => !fk.endsWith('(NO ACTION)') || fk.startsWith('event_registration'))
        .map((fk) => fk.replace(/ \(.*\)$/, ''));
      expect(said.sort()).toEqual(expected.sort());
    } finally {
      await close();
    }
  });
});
