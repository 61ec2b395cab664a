import { onPostgres } from '../postgres/databases';
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
    const mark = await writeMark(env.app, env.tables);
    await write();
    return writtenSince(env.app, env.tables, mark);
  };

  it('sees nothing when nothing was written', async () => {
    expect(await since(async () => env.app.db.selectFrom('partners').selectAll().execute())).toEqual({});
  });

  it('sees an insert, an update that keeps every count, and a delete, naming the table', async () => {
    const row = { accepted_at: new Date().toISOString(), terms_version: 'témoin', acceptance_id: null };
    const insert = () => env.app.db.insertInto('terms_acceptances').values(row).execute();
    expect(await since(insert)).toEqual({ terms_acceptances: 1 });
    // SQLite sees an update through its change counter (every count is the same), PostgreSQL by the row.
    const update = () => env.app.db.updateTable('partners').set({ website: 'https://exemple.fr/' }).execute();
    expect(Object.keys(await since(update))).toEqual([expect.stringMatching(/^(partners|#changes)$/)]);
    const remove = () => env.app.db.deleteFrom('terms_acceptances').where('terms_version', '=', 'témoin').execute();
    expect(Object.keys(await since(remove))).toEqual(['terms_acceptances']);
  });

  // SQLite's change counter also counts statements that were rolled back: there the witness errs
  // on the side of « written », but no table's count moves.
  it('sees no row of a transaction that rolled back (PostgreSQL: nothing at all)', async () => {
    const rolledBack = () =>
      env.app.db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('partners').set({ website: 'https://annule.exemple.fr/' }).execute();
          throw new Error('annulé');
        })
        .catch(() => undefined);
    const written = await since(rolledBack);
    expect(onPostgres() ? written : { ...written, '#changes': undefined }).toEqual(
      onPostgres() ? {} : { '#changes': undefined },
    );
  });
});
