import type { Kysely } from 'kysely';

/**
 * Licence numbers count per season's first year (`WF26` then six digits), not per season: two
 * seasons starting the same year (a season created twice, a short one) shared the prefix while each
 * counted from 1, so the second issued a number the first already had. One series per prefix,
 * started past every number already issued (the seed's too).
 */
interface Tables {
  licences: { number: string | null; season_id: number };
  licence_number_series: { prefix: string; last_number: number };
  licence_number_counters: { season_id: number; last_number: number };
}

/** `WF26004217` → prefix `WF26`, rank 4217; null for a number of another shape. */
function parts(number: string): { prefix: string; rank: number } | null {
  const match = /^(WF\d{2})(\d{6})$/.exec(number);
  return match ? { prefix: match[1]!, rank: Number(match[2]) } : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<Tables>;
  await trx.schema
    .createTable('licence_number_series')
    .addColumn('prefix', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  const last = new Map<string, number>();
  for (const { number } of await trx
    .selectFrom('licences')
    .select('number')
    .where('number', 'is not', null)
    .execute()) {
    const found = parts(number!);
    if (found) last.set(found.prefix, Math.max(last.get(found.prefix) ?? 0, found.rank));
  }
  for (const [prefix, lastNumber] of last) {
    await trx.insertInto('licence_number_series').values({ prefix, last_number: lastNumber }).execute();
  }
  await trx.schema.dropTable('licence_number_counters').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<Tables>;
  await trx.schema
    .createTable('licence_number_counters')
    .addColumn('season_id', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  const last = new Map<number, number>();
  for (const row of await trx
    .selectFrom('licences')
    .select(['number', 'season_id'])
    .where('number', 'is not', null)
    .execute()) {
    const found = parts(row.number!);
    if (found) last.set(row.season_id, Math.max(last.get(row.season_id) ?? 0, found.rank));
  }
  for (const [seasonId, lastNumber] of last) {
    await trx.insertInto('licence_number_counters').values({ season_id: seasonId, last_number: lastNumber }).execute();
  }
  await trx.schema.dropTable('licence_number_series').execute();
}
