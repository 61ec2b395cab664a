import type { FastifyInstance, InjectOptions } from 'fastify';
import type { BinList, Role } from '@wado/shared/contract';
import { ROLE_REQUIRED } from '../src/features/auth/guard';
import { RECORD_FORBIDDEN } from '../src/features/recordAccess';
import { expectApiError } from './helpers';
import { signInAs } from './people';
import { createRecord, mediaEditor, startEditingApp, validInput, writeCounts } from './editing-fixtures';

/**
 * The per-record rule of the events (a query filter on their kind): the national team (`selection`)
 * creates and edits the events of its competitions beside the media team, and no other event. An
 * event outside its filter is absent to it (404, missing from the list and from the bin); an input
 * that would create one or move one there is refused (403), with nothing written. The media team
 * and the president keep every event.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let media: Awaited<ReturnType<typeof mediaEditor>>;
let team: Record<string, string>;

const competitionInput = (title: string) => ({ ...validInput('events', title), kind: 'competition' });
const stageInput = (title: string) => validInput('events', title);

beforeAll(async () => {
  ({ app, cleanup } = await startEditingApp());
  media = await mediaEditor(app);
  team = (await signInAs(app, ['selection'])).headers;
});
afterAll(() => cleanup?.());

const asTeam = (options: Omit<InjectOptions, 'headers'>) => app.inject({ ...options, headers: team });

/** An event made by the media team, with a second version to restore. */
async function mediaEvent(input: object) {
  const record = await createRecord(media.send, 'events', input);
  await media.send({ method: 'PUT', url: `/api/admin/events/${record.id}`, payload: input });
  const revisions = (await media.send({ url: `/api/admin/events/${record.id}/revisions` })).json<{
    items: { id: number }[];
  }>();
  return { id: record.id, revision: revisions.items[revisions.items.length - 1]!.id };
}

describe('the national team and the events', () => {
  it('edits its competitions’ events from start to end, each change in the log under its name', async () => {
    const created = await asTeam({
      method: 'POST',
      url: '/api/admin/events',
      payload: competitionInput('Coupe de France'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const one = `/api/admin/events/${id}`;
    expect(
      (await asTeam({ method: 'PUT', url: one, payload: competitionInput('Coupe de France 2027') })).statusCode,
    ).toBe(200);
    expect((await asTeam({ method: 'POST', url: `${one}/publish`, payload: {} })).statusCode).toBe(200);
    expect((await asTeam({ method: 'POST', url: `${one}/unpublish` })).statusCode).toBe(200);
    const revisions = (await asTeam({ url: `${one}/revisions` })).json<{ items: { id: number }[] }>().items;
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    expect((await asTeam({ url: `${one}/revisions/${revisions[0]!.id}` })).statusCode).toBe(200);
    expect((await asTeam({ method: 'POST', url: `${one}/revisions/${revisions[0]!.id}/restore` })).statusCode).toBe(
      200,
    );
    expect((await asTeam({ url: `${one}/preview` })).statusCode).toBe(200);
    const listed = (await asTeam({ url: '/api/admin/events?limit=50' })).json<{ items: { id: number }[] }>().items;
    expect(listed.map((item) => item.id)).toContain(id);
    expect((await asTeam({ method: 'DELETE', url: one })).statusCode).toBe(200);
    const actors = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('kind', '=', 'event')
      .where('record_id', '=', String(id))
      .execute();
    expect(new Set(actors.map((line) => line.action))).toEqual(
      new Set(['create', 'update', 'publish', 'unpublish', 'restore', 'delete']),
    );
  });

  it('sees no other event: absent from its list, 404 on each of its routes, nothing written', async () => {
    const stage = await mediaEvent(stageInput('Stage d’été réservé aux médias'));
    const listed = (await asTeam({ url: '/api/admin/events?limit=50' })).json<{
      items: { id: number; title: string }[];
    }>().items;
    expect(listed.map((item) => item.id)).not.toContain(stage.id);
    expect(listed.length).toBeGreaterThan(0);
    const kinds = await app.db
      .selectFrom('events')
      .select('kind')
      .where(
        'id',
        'in',
        listed.map((item) => item.id),
      )
      .execute();
    expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(['competition']));

    const one = `/api/admin/events/${stage.id}`;
    const calls: Omit<InjectOptions, 'headers'>[] = [
      { url: one },
      { method: 'PUT', url: one, payload: competitionInput('Pris aux médias') },
      { method: 'POST', url: `${one}/publish`, payload: {} },
      { method: 'POST', url: `${one}/unpublish` },
      { url: `${one}/revisions` },
      { url: `${one}/revisions/${stage.revision}` },
      { method: 'POST', url: `${one}/revisions/${stage.revision}/restore` },
      { url: `${one}/preview` },
      { method: 'DELETE', url: one },
    ];
    const before = await writeCounts(app);
    for (const call of calls) {
      const response = await asTeam(call);
      expect({ call: `${call.method ?? 'GET'} ${call.url}`, status: response.statusCode }).toEqual({
        call: `${call.method ?? 'GET'} ${call.url}`,
        status: 404,
      });
      expectApiError(response, 404, 'Cet événement est introuvable.');
    }
    expect(await writeCounts(app)).toEqual(before);
  });

  it('may neither create another kind of event nor turn its competition into one (403, nothing written)', async () => {
    const before = await writeCounts(app);
    expectApiError(
      await asTeam({ method: 'POST', url: '/api/admin/events', payload: stageInput('Un stage') }),
      403,
      RECORD_FORBIDDEN,
    );
    expect(await writeCounts(app)).toEqual(before);

    const mine = (
      await asTeam({ method: 'POST', url: '/api/admin/events', payload: competitionInput('Open de Lyon') })
    ).json<{
      id: number;
    }>();
    const counted = await writeCounts(app);
    expectApiError(
      await asTeam({ method: 'PUT', url: `/api/admin/events/${mine.id}`, payload: stageInput('Open de Lyon') }),
      403,
      RECORD_FORBIDDEN,
    );
    expect(await writeCounts(app)).toEqual(counted);
    const row = await app.db
      .selectFrom('events')
      .select(['kind', 'title'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'competition', title: 'Open de Lyon' });
  });

  it('finds its deleted competitions in the bin and puts them back; the media team’s other events are not there for it', async () => {
    const mine = (
      await asTeam({ method: 'POST', url: '/api/admin/events', payload: competitionInput('Critérium à remettre') })
    ).json<{
      id: number;
    }>();
    await asTeam({ method: 'DELETE', url: `/api/admin/events/${mine.id}` });
    const stage = await mediaEvent(stageInput('Stage mis à la corbeille'));
    await media.send({ method: 'DELETE', url: `/api/admin/events/${stage.id}` });

    const binOf = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/admin/bin', headers })).json<BinList>().items;
    const seen = (await binOf(team)).map((entry) => entry.title);
    expect(seen).toContain('Critérium à remettre');
    expect(seen).not.toContain('Stage mis à la corbeille');
    expect((await binOf(media.headers)).map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Critérium à remettre', 'Stage mis à la corbeille']),
    );

    const stageEntry = (await binOf(media.headers)).find((entry) => entry.title === 'Stage mis à la corbeille')!;
    const before = await writeCounts(app);
    expectApiError(await asTeam({ method: 'POST', url: `/api/admin/bin/${stageEntry.id}/restore` }), 404);
    expect(await writeCounts(app)).toEqual(before);
    const mineEntry = (await binOf(team)).find((entry) => entry.title === 'Critérium à remettre')!;
    expect((await asTeam({ method: 'POST', url: `/api/admin/bin/${mineEntry.id}/restore` })).statusCode).toBe(200);
    expect((await asTeam({ url: `/api/admin/events/${mine.id}` })).statusCode).toBe(200);
  });

  it('lists for its event form the albums and results to link, not the media team’s drafts of news and events', async () => {
    for (const kind of ['albums', 'competitions'])
      expect((await asTeam({ url: `/api/admin/choices/${kind}` })).statusCode).toBe(200);
    for (const kind of ['events', 'news'])
      expectApiError(await asTeam({ url: `/api/admin/choices/${kind}` }), 403, ROLE_REQUIRED);
  });

  it('leaves every event to the media team and to the president, whatever other role they hold', async () => {
    for (const roles of [['media', 'selection'], ['admin']] as Role[][]) {
      const { headers } = await signInAs(app, roles);
      const stage = await app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers,
        payload: stageInput(`Stage ${roles.join(' ')}`),
      });
      expect({ roles, status: stage.statusCode }).toEqual({ roles, status: 201 });
      const listed = (await app.inject({ url: '/api/admin/events?limit=50', headers })).json<{
        items: { id: number }[];
      }>();
      expect(listed.items.map((item) => item.id)).toContain(stage.json<{ id: number }>().id);
    }
  });
});
