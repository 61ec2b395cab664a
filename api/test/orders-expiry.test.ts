import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AdminOrder, AdminOrderList, OrderConfirmation, OrderLineRequest } from '@wado/shared/contract';
import { findRepoRoot } from '../src/config';
import type { Db } from '../src/db/connection';
import type { Mailer } from '../src/features/mail/outbox';
import { parisToday } from '../src/features/members/check';
import { cancelOverdueOrders, createOrderExpiry, expiryNote } from '../src/features/orders/expiry';
import { describeHistory, describeOrder } from '../scripts/orders';
import { refuseRowsOf, startTestApp, tempDir } from './helpers';
import { apiTokenFor } from './people';
import { allStocks, BOOK, orderBody, orderTableCounts, postOrder, setStock, stockOf, TSHIRT } from './shopHelpers';

jest.setTimeout(60_000);

const TOKEN = 'wado_pat_jeton-de-la-tresorerie-pour-les-tests-0123';
const TSHIRT_L = 'tee-shirt-wado-france-l';

/** A Paris calendar day, `offset` days from today. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return parisToday(date);
}

async function place(
  app: FastifyInstance,
  lines: OrderLineRequest[],
  email = 'elise.moreau@exemple.fr',
): Promise<string> {
  const response = await postOrder(app, orderBody({ lines, billing: { ...orderBody().billing, email } }));
  if (response.statusCode !== 201) throw new Error(`commande refusée : ${response.body}`);
  return response.json<OrderConfirmation>().reference;
}

async function setDue(db: Db, reference: string, due: string): Promise<void> {
  await db.updateTable('orders').set({ payment_due: due }).where('reference', '=', reference).execute();
}

/** What the job may change about one order. */
async function stateOf(db: Db, reference: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('order_status_history')
    .select(['status', 'note'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text', 'status'])
    .where('topic', '=', `order:${reference}:cancelled`)
    .execute();
  return { status: order.status, history, mails };
}

describe('cancelOverdueOrders', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const admin = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });

  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp());
    await apiTokenFor(app, ['treasurer'], TOKEN);
    await setStock(app, TSHIRT.m, 300);
    await setStock(app, TSHIRT_L, 300);
    await setStock(app, BOOK.variant, 300);
    await app.ready();
  });
  afterAll(() => cleanup?.());

  it('cancels an unpaid order past its due date: stock back exactly, one history row, one e-mail to the buyer', async () => {
    const before = { m: await stockOf(app, TSHIRT.m), book: await stockOf(app, BOOK.variant) };
    const reference = await place(
      app,
      [
        { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 3 },
        { itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 2 },
      ],
      'retard@exemple.fr',
    );
    expect({ m: await stockOf(app, TSHIRT.m), book: await stockOf(app, BOOK.variant) }).toEqual({
      m: before.m - 3,
      book: before.book - 2,
    });
    const confirmation = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('topic', '=', `order:${reference}`)
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain(
      'Sans paiement reçu à cette date, la commande est annulée automatiquement et les articles sont remis en vente.',
    );
    const due = day(-1);
    await setDue(app.db, reference, due);

    expect(await cancelOverdueOrders(app.db)).toEqual([reference]);

    expect({ m: await stockOf(app, TSHIRT.m), book: await stockOf(app, BOOK.variant) }).toEqual(before);
    const state = await stateOf(app.db, reference);
    const [year, month, date] = due.split('-');
    expect(state.status).toBe('cancelled');
    expect(state.history).toEqual([
      { status: 'pending_payment', note: 'Commande passée sur le site' },
      { status: 'cancelled', note: `Annulée automatiquement : paiement non reçu avant le ${date}/${month}/${year}` },
    ]);
    expect(state.mails).toHaveLength(1);
    expect(state.mails[0]).toMatchObject({
      to_address: 'retard@exemple.fr',
      subject: `Commande ${reference} : annulée – Wado France`,
      status: 'pending',
    });
    expect(state.mails[0]!.text).toContain(
      `Votre commande ${reference} a été annulée : nous n'avons pas reçu son paiement`,
    );
    expect(state.mails[0]!.text).toContain('Les articles ont été remis en vente.');
    expect(state.mails[0]!.text).toContain('nous vous rembourserons dans les 14 jours');

    // The treasurer sees it: API (the order, and the list of cancelled orders) and command line.
    const shown = (await admin(`/api/admin/orders/${reference}`)).json<AdminOrder>();
    expect(shown.status).toBe('cancelled');
    expect(shown.history.at(-1)).toMatchObject({ status: 'cancelled', note: expiryNote(due) });
    const cancelled = (await admin('/api/admin/orders?status=cancelled')).json<AdminOrderList>();
    expect(cancelled.items.map((item) => item.reference)).toContain(reference);
    expect(describeOrder(shown)).toContain(`${reference}  `);
    expect(describeOrder(shown)).toContain('Annulée');
    expect(describeHistory(shown).at(-1)).toContain(`Annulée  ${expiryNote(due)}`);
  });

  it('leaves paid orders and orders not yet due alone', async () => {
    const paid = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT_L, quantity: 1 }]);
    const markPaid = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid}/status`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { status: 'paid' },
    });
    expect(markPaid.statusCode).toBe(200);
    await setDue(app.db, paid, day(-30));
    const dueToday = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT_L, quantity: 1 }]);
    await setDue(app.db, dueToday, day(0));
    const dueLater = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT_L, quantity: 1 }]);

    const before = {
      counts: await orderTableCounts(app),
      stocks: await allStocks(app),
      states: await Promise.all([paid, dueToday, dueLater].map((ref) => stateOf(app.db, ref))),
    };
    expect(await cancelOverdueOrders(app.db)).toEqual([]);
    const after = {
      counts: await orderTableCounts(app),
      stocks: await allStocks(app),
      states: await Promise.all([paid, dueToday, dueLater].map((ref) => stateOf(app.db, ref))),
    };
    expect(after).toEqual(before);
    expect(after.states.map((state) => state.status)).toEqual(['paid', 'pending_payment', 'pending_payment']);

    // Tomorrow, the one due today is overdue (and only it).
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    expect(await cancelOverdueOrders(app.db, { now: tomorrow })).toEqual([dueToday]);
    await setDue(app.db, dueLater, day(5));
  });

  it('changes nothing when run again', async () => {
    const reference = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }]);
    await setDue(app.db, reference, day(-2));
    expect(await cancelOverdueOrders(app.db)).toEqual([reference]);
    const before = {
      counts: await orderTableCounts(app),
      stocks: await allStocks(app),
      state: await stateOf(app.db, reference),
    };
    expect(await cancelOverdueOrders(app.db)).toEqual([]);
    expect({
      counts: await orderTableCounts(app),
      stocks: await allStocks(app),
      state: await stateOf(app.db, reference),
    }).toEqual(before);
  });

  it('cancels each order once when two runs go at the same time', async () => {
    const stocks = await allStocks(app);
    const references: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      references.push(
        await place(
          app,
          [{ itemId: TSHIRT.itemId, variantId: i % 2 ? TSHIRT.m : TSHIRT_L, quantity: 1 + (i % 3) }],
          `double-${i}@exemple.fr`,
        ),
      );
    }
    for (const reference of references) await setDue(app.db, reference, day(-1));
    const counts = await orderTableCounts(app);

    const [first, second] = await Promise.all([cancelOverdueOrders(app.db), cancelOverdueOrders(app.db)]);
    expect([...first, ...second].sort()).toEqual([...references].sort());
    expect(await allStocks(app)).toEqual(stocks);
    expect(await orderTableCounts(app)).toEqual({ ...counts, history: counts.history + 8, mails: counts.mails + 8 });
    for (const reference of references) {
      const state = await stateOf(app.db, reference);
      expect({ reference, status: state.status, history: state.history.length, mails: state.mails.length }).toEqual({
        reference,
        status: 'cancelled',
        history: 2,
        mails: 1,
      });
    }
  });

  it('does each order in its own transaction: one that fails stays whole, the others are cancelled, the next run retries it', async () => {
    const stocks = await allStocks(app);
    const ok = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }], 'bon@exemple.fr');
    const failing = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT_L, quantity: 2 }], 'panne@exemple.fr');
    for (const reference of [ok, failing]) await setDue(app.db, reference, day(-1));
    // Its e-mail cannot be written: status and stock must roll back with it.
    const accept = await refuseRowsOf(app.db, 'mail_outbox', 'to_address', 'panne@exemple.fr');
    try {
      expect(await cancelOverdueOrders(app.db)).toEqual([ok]);
      expect(await stateOf(app.db, failing)).toMatchObject({ status: 'pending_payment', mails: [] });
      expect((await stateOf(app.db, failing)).history).toHaveLength(1);
      expect(await stockOf(app, TSHIRT_L)).toBe(stocks[TSHIRT_L]! - 2);
    } finally {
      await accept();
    }
    expect(await cancelOverdueOrders(app.db)).toEqual([failing]);
    expect(await allStocks(app)).toEqual(stocks);
  });

  it('holds with two jobs in two processes on the same database: each order cancelled, restocked and announced once', async () => {
    const data = tempDir('wado-expiry-two-');
    const seeded = await startTestApp({ dataDir: data.dir });
    await setStock(seeded.app, TSHIRT.m, 200);
    await setStock(seeded.app, BOOK.variant, 200);
    const before = await allStocks(seeded.app);
    const references: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const lines = [
        { itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 + (i % 2) },
        ...(i % 3 === 0 ? [{ itemId: BOOK.itemId, variantId: BOOK.variant, quantity: 1 }] : []),
      ];
      references.push(await place(seeded.app, lines, `deux-${i}@exemple.fr`));
    }
    for (const reference of references) await setDue(seeded.app.db, reference, day(-1));
    await seeded.app.close();

    const root = findRepoRoot(__dirname);
    const workers = [0, 1].map(() => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'api', 'test', 'expiryWorker.ts'), data.dir, seeded.config.databaseUrl],
        { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      let onReady: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (onReady = resolve));
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.startsWith('ready\n')) onReady();
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const done = new Promise<{ cancelled: string[]; errors: string[] }>((resolve, reject) =>
        child.on('exit', (code) =>
          code === 0
            ? resolve(JSON.parse(out.slice('ready\n'.length)))
            : reject(new Error(`expiryWorker : code ${code}\n${err}`)),
        ),
      );
      return { child, ready, done };
    });
    // Both loaded (or one failed to start): both go at once.
    await Promise.all(workers.map((worker) => Promise.race([worker.ready, worker.done])));
    for (const worker of workers) worker.child.stdin.write('go\n');
    const [first, second] = (await Promise.all(workers.map((worker) => worker.done))) as [
      { cancelled: string[]; errors: string[] },
      { cancelled: string[]; errors: string[] },
    ];
    expect([...first.errors, ...second.errors]).toEqual([]);
    expect([...first.cancelled, ...second.cancelled].sort()).toEqual([...references].sort());

    const after = await startTestApp({ dataDir: data.dir });
    try {
      expect(await allStocks(after.app)).toEqual(before);
      for (const reference of references) {
        const state = await stateOf(after.app.db, reference);
        expect({ reference, status: state.status, history: state.history.length, mails: state.mails.length }).toEqual({
          reference,
          status: 'cancelled',
          history: 2,
          mails: 1,
        });
      }
    } finally {
      await after.cleanup();
      data.remove();
    }
  });
});

describe('the scheduled job', () => {
  it('runs at start-up: a server started on a database with an overdue order has cancelled it when ready', async () => {
    const data = tempDir('wado-expiry-start-');
    const first = await startTestApp({ dataDir: data.dir });
    const stock = await stockOf(first.app, TSHIRT.m);
    const reference = await place(first.app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }]);
    await setDue(first.app.db, reference, day(-1));
    await first.app.close();

    const second = await startTestApp({ dataDir: data.dir });
    try {
      await second.app.ready();
      const state = await stateOf(second.app.db, reference);
      expect(state.status).toBe('cancelled');
      expect(state.mails).toHaveLength(1);
      expect(await stockOf(second.app, TSHIRT.m)).toBe(stock);
    } finally {
      await second.cleanup();
    }
  });

  it('runs again on its interval, tells the mailer to send, and stops for good', async () => {
    const { app, cleanup } = await startTestApp();
    const mailer: Mailer & { notify: jest.Mock } = { notify: jest.fn(), close: async () => undefined };
    const expiry = createOrderExpiry({ db: app.db, mailer, log: app.log, intervalMs: 50 });
    try {
      await expiry.start();
      expect(mailer.notify).not.toHaveBeenCalled();
      const reference = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
      await setDue(app.db, reference, day(-1));
      const deadline = Date.now() + 5_000;
      while ((await stateOf(app.db, reference)).status !== 'cancelled' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await stateOf(app.db, reference)).status).toBe('cancelled');
      expect(mailer.notify).toHaveBeenCalledTimes(1);

      await expiry.stop();
      const later = await place(app, [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }]);
      await setDue(app.db, later, day(-1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await stateOf(app.db, later)).status).toBe('pending_payment');
      expect(mailer.notify).toHaveBeenCalledTimes(1);
    } finally {
      await expiry.stop();
      await cleanup();
    }
  });

  it('keeps one run at a time: a run asked for during another joins it', async () => {
    const { app, cleanup } = await startTestApp();
    const expiry = createOrderExpiry({
      db: app.db,
      mailer: { notify: () => undefined, close: async () => undefined },
      log: app.log,
    });
    try {
      const reference = await place(
        app,
        [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }],
        `${randomUUID().slice(0, 8)}@exemple.fr`,
      );
      await setDue(app.db, reference, day(-1));
      const [a, b] = [expiry.run(), expiry.run()];
      expect(a).toBe(b);
      expect(await a).toEqual([reference]);
    } finally {
      await expiry.stop();
      await cleanup();
    }
  });
});
