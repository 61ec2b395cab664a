import { Migrator, sql } from 'kysely';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 030 on a database with registrations, subscriptions and orders: every row gets its mailbox
 * key; two live registrations (or two subscriptions) that folding would make one keep distinct
 * keys, so that the new unique indexes are created and nothing accepted is undone.
 */
describe('migration 030: mailbox keys', () => {
  it('folds the addresses of the rows written before, keeping apart those folding would merge', async () => {
    const { db, close } = await openTestDatabase('wado-mailbox-keys-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '030'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      const at = '2026-11-20T10:00:00.000Z';
      const { id: eventId } = await sql<{ id: number }>`
        INSERT INTO events (slug, title, kind, start_date, end_date, place, city, address, summary, description,
          registration, registration_url, registration_deadline, updated_at, status, publish_at, album_id,
          competition_id, image_upload_id)
        VALUES ('stage-migration', 'Stage', 'stage', '2026-12-12', '2026-12-13', 'Gymnase', 'Lyon', '', '', '', '',
          NULL, NULL, ${at}, 'published', ${at}, NULL, NULL, NULL)
        RETURNING id`
        .execute(db)
        .then((result) => result.rows[0]!);
      let n = 0;
      const registration = (email: string, status: string) => {
        n += 1;
        return sql`
          INSERT INTO event_registrations (event_id, reference, token, idempotency_key, request_hash, status,
            first_name, last_name, email, licence_number, member_pricing, club, grade, category, amount_cents,
            hold_until, paid_cents, paid_at, note, created_at, updated_at)
          VALUES (${eventId}, ${`IN-MIGR0${n}`}, ${`jeton-${n}`.padEnd(32, 'x')}, ${`cle-${n}`}, 'h', ${status},
            'Jean', 'Dupont', ${email}, NULL, 0, '', NULL, NULL, 0, NULL, NULL, NULL, '', ${at}, ${at})`.execute(db);
      };
      await registration('jean@exemple.fr', 'confirmed');
      await registration('jean+club@exemple.fr', 'waiting');
      await registration('jean+vieux@exemple.fr', 'cancelled');
      const subscription = (email: string, token: string) =>
        sql`INSERT INTO newsletter_subscriptions (email, consented_at, form_version, source_page, unsubscribe_token,
          confirmed_at) VALUES (${email}, ${at}, 'v', '/', ${token}, ${at})`.execute(db);
      await subscription('marie+news@exemple.fr', 'u'.repeat(32));
      await subscription('marie@exemple.fr', 'v'.repeat(32));
      await subscription('paul+lettre@exemple.fr', 'w'.repeat(32));

      await sql`
        INSERT INTO orders (reference, status, created_at, updated_at, idempotency_key, request_hash, first_name,
          last_name, email, phone, address, address_more, postcode, city, delivery, payment_method, licence_number,
          member_pricing, subtotal_cents, shipping_cents, total_cents, payment_due, client_address)
        VALUES ('WF-MIGR28', 'pending_payment', ${at}, ${at}, 'cle-commande', 'h', 'Jean', 'Dupont',
          'jean+boutique@exemple.fr', '0612345678', '1 rue', '', '69002', 'Lyon', 'pickup', 'transfer', NULL, 0,
          1900, 0, 1900, '2026-11-28', '192.0.2.1')`.execute(db);

      await migrate(db);
      expect(await db.selectFrom('orders').select(['email', 'email_key']).execute()).toEqual([
        { email: 'jean+boutique@exemple.fr', email_key: 'jean@exemple.fr' },
      ]);
      const registrations = await db
        .selectFrom('event_registrations')
        .select(['email', 'email_key', 'confirm_token_hash'])
        .orderBy('id')
        .execute();
      expect(registrations).toEqual([
        { email: 'jean@exemple.fr', email_key: 'jean@exemple.fr', confirm_token_hash: null },
        // Alive beside the first: kept apart.
        { email: 'jean+club@exemple.fr', email_key: 'jean+club@exemple.fr', confirm_token_hash: null },
        // Ended: its mailbox, like any new request.
        { email: 'jean+vieux@exemple.fr', email_key: 'jean@exemple.fr', confirm_token_hash: null },
      ]);
      const subscriptions = await db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'email_key'])
        .orderBy('id')
        .execute();
      // The plain address keeps its mailbox even when the tagged one came first.
      expect(subscriptions).toEqual([
        { email: 'marie+news@exemple.fr', email_key: 'marie+news@exemple.fr' },
        { email: 'marie@exemple.fr', email_key: 'marie@exemple.fr' },
        { email: 'paul+lettre@exemple.fr', email_key: 'paul@exemple.fr' },
      ]);
    } finally {
      await close();
    }
  });
});
