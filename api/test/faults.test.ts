import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { tempDir } from './helpers';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess';
import { orderBody } from './shopHelpers';

/**
 * Nothing acknowledged is lost when the process dies: the server (its own process, rate limits
 * off) receives newsletter subscriptions, orders and registrations for an event from concurrent
 * clients, is killed with SIGKILL in the middle, and restarted on the same data directory. Every
 * request answered with success must be in the database, no order nor registration may be
 * half-written, stock + quantities sold must still equal the seeded stock, and the event's places
 * taken never exceed its capacity.
 */

jest.setTimeout(120_000);

const CLIENTS = 6;
/** The kill comes once this many writes were acknowledged (and more are in flight). */
const KILL_AFTER = 120;
/** Places of the event registered for: fewer than the registrations sent, so that some go to its waiting list. */
const CAPACITY = 12;

interface Variant {
  id: string;
  item_id: string;
  stock: number;
}

function readDatabase<T>(dataDir: string, read: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir, 'wado.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('SIGKILL in the middle of writes', () => {
  const data = tempDir('wado-faults-');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    data.remove();
  });

  it('keeps every acknowledged subscription, order and registration, whole, with stock, sales and places that agree', async () => {
    // All clients are one address and one buyer: rate limits and unpaid-order caps off.
    const env = {
      DATA_DIR: data.dir,
      RATE_LIMIT_MAX: '0',
      SHOP_MAX_UNPAID_PER_EMAIL: '0',
      SHOP_MAX_UNPAID_PER_ADDRESS: '0',
      // Its orders are never paid: they may take a whole size (the share for unpaid orders is tested apart).
      SHOP_UNPAID_SHARE_PERCENT: '100',
    };
    // No PORT: each start takes a free port, so a restart never waits for the old socket.
    server = await startServerProcess(env);

    // The seeded stock, before any order: a few articles, some with little stock so that orders also meet refusals.
    const seeded = readDatabase(
      data.dir,
      (db) =>
        db
          .prepare(
            'SELECT v.id, v.item_id, v.stock FROM shop_variants v JOIN shop_items i ON i.id = v.item_id WHERE i.active = 1 AND v.stock > 0 ORDER BY v.id',
          )
          .all() as Variant[],
    );
    expect(seeded.length).toBeGreaterThan(3);
    const seededStock = new Map(seeded.map((variant) => [variant.id, variant.stock]));

    // An upcoming event of the seed, its registrations opened by hand (free, CAPACITY places).
    const event = readDatabase(data.dir, (db) => {
      const row = db
        .prepare(
          "SELECT id, slug FROM events WHERE status = 'published' AND start_date > ? ORDER BY start_date LIMIT 1",
        )
        .get(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)) as { id: number; slug: string };
      return row;
    });
    const writable = new SQLite(path.join(data.dir, 'wado.sqlite'));
    try {
      const at = new Date().toISOString();
      writable
        .prepare(
          `INSERT INTO event_registration_settings (event_id, status, capacity, deadline, price_cents, member_price_cents,
             ask_licence, ask_club, ask_grade, ask_category, created_at, updated_at)
           VALUES (?, 'open', ?, ?, 0, 0, 0, 0, 0, 0, ?, ?)`,
        )
        .run(event.id, CAPACITY, new Date(Date.now() + 86_400_000).toISOString(), at, at);
    } finally {
      writable.close();
    }

    const subscribed: string[] = [];
    const registrations: { reference: string; key: string; status: string; confirmed: boolean }[] = [];
    // A registration takes a place once its address is confirmed: its owner opens the e-mailed link.
    const outbox = new SQLite(path.join(data.dir, 'wado.sqlite'), { readonly: true });
    const confirmationToken = (reference: string) => {
      const mail = outbox
        .prepare('SELECT text FROM mail_outbox WHERE topic = ?')
        .get(`registration-confirmation:${reference}`) as { text: string } | undefined;
      return /\/api\/registration\/confirm\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
    };
    const ordered: { reference: string; key: string }[] = [];
    let acknowledged = 0;
    let stop = false;
    const running = server;
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          if (i % 3 === 2) {
            const key = randomUUID();
            const response = await fetch(`${running.url}/api/events/${event.slug}/registrations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                firstName: 'Camille',
                lastName: `Client ${n}`,
                email: `inscrit-${n}-${i}-${randomUUID().slice(0, 8)}@exemple.fr`,
                joinWaitingList: i % 2 === 0,
              }),
            });
            if (response.status === 201) {
              const { registration } = (await response.json()) as {
                registration: { reference: string; status: string };
              };
              const entry = { reference: registration.reference, key, status: registration.status, confirmed: false };
              registrations.push(entry);
              acknowledged += 1;
              const token = confirmationToken(registration.reference);
              if (!token) throw new Error(`inscription ${registration.reference} sans e-mail de confirmation`);
              const confirmation = await fetch(`${running.url}/api/registration/confirm`, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ token }).toString(),
              });
              if (confirmation.status !== 200) throw new Error(`confirmation : ${confirmation.status}`);
              entry.confirmed = true;
              acknowledged += 1;
            } else if (response.status !== 409) {
              throw new Error(`inscription : ${response.status} ${await response.text()}`);
            }
          } else if (i % 3 === 0) {
            const email = `abonne-${n}-${i}-${randomUUID().slice(0, 8)}@exemple.fr`;
            const response = await fetch(`${running.url}/api/newsletter`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email }),
            });
            if (response.status === 202) {
              subscribed.push(email);
              acknowledged += 1;
            }
          } else {
            const variant = seeded[(n * 7 + i) % seeded.length]!;
            const key = randomUUID();
            const body = orderBody({
              lines: [{ itemId: variant.item_id, variantId: variant.id, quantity: 1 + (i % 2) }],
              delivery: i % 3 === 0 ? 'pickup' : 'colissimo',
            });
            const response = await fetch(`${running.url}/api/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify(body),
            });
            if (response.status === 201) {
              const { reference } = (await response.json()) as { reference: string };
              ordered.push({ reference, key });
              acknowledged += 1;
            } else if (response.status !== 409) {
              throw new Error(`commande : ${response.status} ${await response.text()}`);
            }
          }
        } catch (error) {
          // After the kill, requests in flight fail: their outcome is unknown, and that is allowed.
          if (!stop) throw error;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    while (acknowledged < KILL_AFTER) {
      if (running.child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${running.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    running.child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    outbox.close();
    await stopServerProcess(running, 'SIGKILL');
    expect(running.child.signalCode).toBe('SIGKILL');
    expect(subscribed.length).toBeGreaterThan(10);
    expect(ordered.length).toBeGreaterThan(10);
    expect(registrations.length).toBeGreaterThan(CAPACITY);

    // Restarted on the same data directory: it opens, recovers the WAL and answers.
    server = await startServerProcess(env);
    expect((await fetch(`${server.url}/api/shop/items`)).status).toBe(200);

    readDatabase(data.dir, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);

      const emails = new Set(
        (db.prepare('SELECT email FROM newsletter_subscriptions').all() as { email: string }[]).map((row) => row.email),
      );
      expect(subscribed.filter((email) => !emails.has(email))).toEqual([]);

      const orders = db
        .prepare('SELECT id, reference, idempotency_key, subtotal_cents, shipping_cents, total_cents FROM orders')
        .all() as {
        id: number;
        reference: string;
        idempotency_key: string;
        subtotal_cents: number;
        shipping_cents: number;
        total_cents: number;
      }[];
      const byReference = new Map(orders.map((order) => [order.reference, order]));
      expect(ordered.filter(({ reference, key }) => byReference.get(reference)?.idempotency_key !== key)).toEqual([]);

      // Every order in the file (acknowledged or not) is whole: lines that add up, history, e-mail.
      const lineTotals = db.prepare(
        'SELECT count(*) AS lines, coalesce(sum(line_total_cents), 0) AS cents FROM order_lines WHERE order_id = ?',
      );
      const history = db.prepare('SELECT count(*) AS n FROM order_status_history WHERE order_id = ?');
      const mails = db.prepare('SELECT count(*) AS n FROM mail_outbox WHERE topic = ?');
      for (const order of orders) {
        const lines = lineTotals.get(order.id) as { lines: number; cents: number };
        expect({
          reference: order.reference,
          lines: lines.lines > 0,
          subtotal: lines.cents,
          total: order.subtotal_cents + order.shipping_cents,
        }).toEqual({
          reference: order.reference,
          lines: true,
          subtotal: order.subtotal_cents,
          total: order.total_cents,
        });
        expect((history.get(order.id) as { n: number }).n).toBe(1);
        expect((mails.get(`order:${order.reference}`) as { n: number }).n).toBe(1);
      }

      // Every acknowledged registration is there as it was answered, and holds a place or a rank
      // once its confirmation was answered; every one in the file is whole (its e-mails: the
      // request of confirmation, then the place's); the places taken never exceed the capacity.
      const stored = db
        .prepare('SELECT reference, idempotency_key, status FROM event_registrations WHERE event_id = ?')
        .all(event.id) as { reference: string; idempotency_key: string; status: string }[];
      const storedByReference = new Map(stored.map((row) => [row.reference, row]));
      expect(
        registrations.filter(({ reference, key, status, confirmed }) => {
          const row = storedByReference.get(reference);
          if (row?.idempotency_key !== key) return true;
          // Its confirmation may have been written without its answer arriving before the kill.
          return confirmed
            ? !['confirmed', 'waiting'].includes(row.status)
            : ![status, 'confirmed', 'waiting'].includes(row.status);
        }),
      ).toEqual([]);
      for (const row of stored) {
        expect({
          reference: row.reference,
          requests: (mails.get(`registration-confirmation:${row.reference}`) as { n: number }).n,
          places: (mails.get(`registration:${row.reference}`) as { n: number }).n,
        }).toEqual({
          reference: row.reference,
          requests: 1,
          places: row.status === 'unconfirmed' ? 0 : 1,
        });
      }
      const taken = stored.filter((row) => row.status === 'confirmed' || row.status === 'pending_payment').length;
      expect(registrations.filter((entry) => entry.confirmed).length).toBeGreaterThan(CAPACITY);
      expect(taken).toBe(CAPACITY);
      expect(stored.filter((row) => !['confirmed', 'waiting', 'unconfirmed'].includes(row.status))).toEqual([]);

      // Stock left + quantities sold = the seeded stock, for every article.
      const sold = new Map(
        (
          db.prepare('SELECT variant_id, sum(quantity) AS n FROM order_lines GROUP BY variant_id').all() as {
            variant_id: string;
            n: number;
          }[]
        ).map((row) => [row.variant_id, row.n]),
      );
      const now = db.prepare('SELECT id, stock FROM shop_variants').all() as { id: string; stock: number }[];
      for (const variant of now) {
        if (!seededStock.has(variant.id)) continue;
        expect({ id: variant.id, total: variant.stock + (sold.get(variant.id) ?? 0) }).toEqual({
          id: variant.id,
          total: seededStock.get(variant.id),
        });
      }
    });
  });
});
