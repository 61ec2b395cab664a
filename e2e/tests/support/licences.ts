import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { TestServer } from './extraServer';

const DAY_MS = 86_400_000;

/**
 * Two seasons of `club` around today, written straight to the worker's database: the last one,
 * over, where Paul Lemoine had his licence (`lastNumber`), and the current one, with a child's and
 * an adult's licence categories. `id` makes the labels unique.
 */
export function lastSeasonOf(site: TestServer, club: string, id: string) {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    const clubId = (db.prepare('SELECT id FROM clubs WHERE name = ?').get(club) as { id: number }).id;
    const season = (label: string, from: number, to: number) =>
      Number(
        db
          .prepare(
            'INSERT INTO membership_seasons (label, starts_on, ends_on, affiliation_fee_cents) VALUES (?, ?, ?, 15000)',
          )
          .run(label, day(from), day(to)).lastInsertRowid,
      );
    const previous = { id: season(`Saison passée ${id}`, -400, -11), label: `Saison passée ${id}` };
    const current = { id: season(`Saison ${id}`, -10, 300), label: `Saison ${id}`, year: Number(day(-10).slice(0, 4)) };
    const category = db.prepare(
      `INSERT INTO licence_categories (season_id, name, audience, description, fee_cents, position, birth_year_min, birth_year_max)
       VALUES (?, ?, '', '', ?, ?, ?, ?)`,
    );
    category.run(current.id, 'Licence enfant', 2600, 0, current.year - 11, current.year - 6);
    category.run(current.id, 'Licence adulte', 3900, 1, null, current.year - 18);
    const at = new Date(Date.now() - 300 * DAY_MS).toISOString();
    const licensee = Number(
      db
        .prepare(
          `INSERT INTO licensees (club_id, first_name, last_name, birth_date, sex, grade, discipline, email, created_at, updated_at)
           VALUES (?, 'Paul', 'Lemoine', '1980-04-12', 'M', '2e dan', 'wado', ?, ?, ?)`,
        )
        .run(clubId, `paul.${id}@famille.test`, at, at).lastInsertRowid,
    );
    const lastNumber = `WF99${id.slice(-6).padStart(6, '0')}`;
    db.prepare(
      `INSERT INTO licences (licensee_id, club_id, season_id, status, number, requested_at, issued_at)
       VALUES (?, ?, ?, 'issued', ?, ?, ?)`,
    ).run(licensee, clubId, previous.id, lastNumber, at, at);
    return { clubId, previous, current, lastNumber };
  } finally {
    db.close();
  }
}

/**
 * `club`'s transfer for its current season (`lastSeasonOf`), chosen by its manager and not
 * recorded yet: the affiliation and Paul Lemoine's renewed licence, as the payment screen writes
 * them. Its reference is what the treasurer finds on the bank statement.
 */
export function pendingSeasonTransfer(site: TestServer, club: string, id: string) {
  const { clubId, current } = lastSeasonOf(site, club, id);
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const licensee = (
      db.prepare('SELECT id FROM licensees WHERE club_id = ? AND email = ?').get(clubId, `paul.${id}@famille.test`) as {
        id: number;
      }
    ).id;
    const category = (
      db
        .prepare("SELECT id FROM licence_categories WHERE season_id = ? AND name = 'Licence adulte'")
        .get(current.id) as { id: number }
    ).id;
    const licence = Number(
      db
        .prepare(
          `INSERT INTO licences (licensee_id, club_id, season_id, status, requested_at) VALUES (?, ?, ?, 'requested', ?)`,
        )
        .run(licensee, clubId, current.id, now).lastInsertRowid,
    );
    const reference = `SAI-${clubId}-${id.slice(-8).padStart(8, '0')}`;
    const payment = Number(
      db
        .prepare(
          `INSERT INTO season_payments (reference, club_id, season_id, method, status, affiliation_cents, licences_cents,
             total_cents, created_by, created_at) VALUES (?, ?, ?, 'transfer', 'pending', 15000, 3900, 18900, ?, ?)`,
        )
        .run(reference, clubId, current.id, `bureau.${id}@club.test`, now).lastInsertRowid,
    );
    db.prepare(
      'INSERT INTO season_payment_licences (payment_id, licence_id, category_id, fee_cents) VALUES (?, ?, ?, 3900)',
    ).run(payment, licence, category);
    return { clubId, current, reference, licence };
  } finally {
    db.close();
  }
}

/** The public check page (`/licence/<code>`) of the issued licence `number`, as its card's QR code opens it. */
export function licenceCheckPath(site: TestServer, number: string): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT check_code FROM licences WHERE number = ?').get(number) as
      { check_code: string } | undefined;
    if (!row) throw new Error(`Aucune licence ${number} délivrée`);
    return `/licence/${row.check_code}`;
  } finally {
    db.close();
  }
}
