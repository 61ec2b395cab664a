import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations';
import { EXISTING_TOKENS_VALIDITY_MS } from '../src/db/migrations/028_sign_in_limits';
import { openTestDatabase } from './helpers';

/**
 * Migration 028 on a site whose people already hold personal API tokens: each token gets an end
 * (90 days from the migration) and the roles its holder has then, so that no script stops at once
 * and none gains a role later; the table of known browsers appears. It can be undone.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf('028_sign_in_limits') - 1]!;

async function addPerson(db: TestDb, email: string, roles: string[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO people (email, password_hash, roles, status, created_at, last_sign_in_at)
    VALUES (${email}, NULL, ${JSON.stringify(roles)}, 'active', '2026-01-01T00:00:00.000Z', NULL)
    RETURNING id`.execute(db);
  return Number(rows[0]!.id);
}

const addToken = (db: TestDb, personId: number, hash: string) =>
  sql`INSERT INTO api_tokens (token_hash, person_id, label, created_at, last_used_at, revoked_at)
    VALUES (${hash}, ${personId}, 'script', '2026-01-01T00:00:00.000Z', NULL, NULL)`.execute(db);

const tokens = async (db: TestDb) =>
  (await sql<Record<string, unknown>>`SELECT * FROM api_tokens ORDER BY id`.execute(db)).rows;

it('gives the tokens already issued an end and their holder’s roles, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-028-');
  try {
    const before = await migrator(db).migrateTo(BEFORE);
    if (before.error) throw before.error;
    const treasurer = await addPerson(db, 'tresoriere@wado-france.test', ['treasurer']);
    const editor = await addPerson(db, 'redaction@wado-france.test', ['media', 'wado']);
    await addToken(db, treasurer, 'empreinte-1');
    await addToken(db, editor, 'empreinte-2');

    const startedAt = Date.now();
    const after = await migrator(db).migrateTo('028_sign_in_limits');
    if (after.error) throw after.error;
    const migrated = await tokens(db);
    expect(migrated.map((token) => [token.token_hash, JSON.parse(String(token.roles))])).toEqual([
      ['empreinte-1', ['treasurer']],
      ['empreinte-2', ['media', 'wado']],
    ]);
    for (const token of migrated) {
      const end = Date.parse(String(token.expires_at));
      expect(end).toBeGreaterThanOrEqual(startedAt + EXISTING_TOKENS_VALIDITY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + EXISTING_TOKENS_VALIDITY_MS);
    }
    await sql`INSERT INTO trusted_devices (token_hash, person_id, created_at, expires_at)
      VALUES ('appareil', ${treasurer}, '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')`.execute(db);

    const undone = await migrator(db).migrateTo(BEFORE);
    if (undone.error) throw undone.error;
    expect((await tokens(db)).map((token) => Object.keys(token).sort())).toEqual([
      ['created_at', 'id', 'label', 'last_used_at', 'person_id', 'revoked_at', 'token_hash'],
      ['created_at', 'id', 'label', 'last_used_at', 'person_id', 'revoked_at', 'token_hash'],
    ]);
  } finally {
    await close();
  }
});
