import { startPropertyApp, writeMark, writtenSince } from './harness';

/**
 * The witness the property tests trust to say « nothing was written »: it must see a write of any
 * kind, on SQLite and on PostgreSQL, and must not see a transaction that rolled back.
 */
describe('the write witness of the property tests', () => {
  let env: Awaited<ReturnType<typeof startPropertyApp>>;
  beforeAll(async () => {
    env = await startPropertyApp();
  });
  afterAll(async () => env?.cleanup());

  const since = async (write: () => Promise<unknown>) => {
    const mark = await writeMark(env.app);
    await write();
    return writtenSince(env.app, mark);
  };

  it('sees nothing when nothing was written', async () => {
    expect(await since(async () => env.app.db.selectFrom('partners').selectAll().execute())).toEqual({});
  });

  it('sees an insert, an update that keeps every count, and a delete, naming the table', async () => {
    const row = { accepted_at: new Date().toISOString(), terms_version: 'témoin', acceptance_id: null };
    const insert = () => env.app.db.insertInto('terms_acceptances').values(row).execute();
    expect(await since(insert)).toEqual({ terms_acceptances: 1 });
    const partners = (await env.app.db.selectFrom('partners').select('id').execute()).length;
    expect(partners).toBeGreaterThan(0);
    const update = () => env.app.db.updateTable('partners').set({ website: 'https://exemple.fr/' }).execute();
    expect(await since(update)).toEqual({ partners });
    const remove = () => env.app.db.deleteFrom('terms_acceptances').where('terms_version', '=', 'témoin').execute();
    expect(Object.keys(await since(remove))).toEqual(['terms_acceptances']);
  });

  it('sees nothing of a transaction that rolled back', async () => {
    const rolledBack = () =>
      env.app.db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('partners').set({ website: 'https://annule.exemple.fr/' }).execute();
          throw new Error('annulé');
        })
        .catch(() => undefined);
    expect(await since(rolledBack)).toEqual({});
  });
});
