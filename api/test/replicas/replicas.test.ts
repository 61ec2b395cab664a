/**
 * Two API servers on one PostgreSQL database behind HAProxy, as a host runs several replicas: mixed
 * reads and writes through the load balancer (orders on the last units of a size, newsletter
 * sign-ups), one replica killed by SIGKILL in the middle. Nothing oversold, nothing acknowledged
 * lost, no e-mail sent twice, and only requests in flight on the dead replica fail.
 * Runs on the PostgreSQL pass only (jest.config.cjs): SQLite's site is one server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OrderConfirmation, RuntimeConfig } from '@wado/shared/contract';
import { BILLING } from '@wado/shared/testing/fixtures';
import { startHaproxy, type RunningHaproxy } from '../../../scripts/testing/haproxy';
import { openDatabase, type Db } from '../../src/db/connection';
import { tempDir } from '../helpers';
import { startMailSink } from '../mailSink';
import { dropTestDatabase, testDatabaseLocation } from '../postgres/databases';
import { startServerProcess, type ServerProcess } from '../serverProcess';
import { TSHIRT, unitsSoldAndLeft } from '../shopHelpers';

jest.setTimeout(180_000);

const STOCK = 30;
const WORKERS = 8;
/** Requests answered before one replica is killed, and started after it (then the stock must be out). */
const BEFORE_KILL = 30;
const AFTER_KILL = 40;
/** However slow the machine, the mix stops after this long (the checks then say what was missing). */
const MAX_RUN_MS = 90_000;
const RELEASED = 'https://cdn.exemple.fr/mf-wado/2026-11-25/mf-manifest.json';

type Kind = 'order' | 'newsletter' | 'read';
interface Outcome {
  kind: Kind;
  start: number;
  end: number;
  /** HTTP status, or 0 when the request itself failed (connection cut). */
  status: number;
  email?: string;
  reference?: string;
}

async function request(base: string, kind: Kind, n: number): Promise<Outcome> {
  const start = Date.now();
  const email = `${kind}-${n}-${randomUUID().slice(0, 8)}@exemple.fr`;
  try {
    let response: Response;
    if (kind === 'order') {
      response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 1 }],
          delivery: 'pickup',
          billing: { ...BILLING, email },
          payment: 'transfer',
          acceptTerms: true,
        }),
      });
    } else if (kind === 'newsletter') {
      response = await fetch(`${base}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    } else {
      response = await fetch(`${base}/api/shop/items/${TSHIRT.itemId}`);
    }
    const body = (await response.json()) as Partial<OrderConfirmation>;
    return { kind, start, end: Date.now(), status: response.status, email, reference: body.reference };
  } catch {
    return { kind, start, end: Date.now(), status: 0, email };
  }
}

describe('two replicas behind a load balancer, one killed mid-run', () => {
  const data = tempDir('wado-replicas-');
  let db: Db;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  /** Every recipient of every message the mail server took: what the outbox really sent. */
  const recipients = () => mail.received.flatMap((message) => message.to);
  let servers: ServerProcess[] = [];
  let balancer: RunningHaproxy | undefined;
  const outcomes: Outcome[] = [];
  let killedAt = 0;
  /** When the killed replica's process had ended: a request sent in between could still reach it. */
  let diedAt = 0;
  const releaseSeen: string[] = [];

  beforeAll(async () => {
    const location = await testDatabaseLocation(data.dir);
    mail = await startMailSink();
    const env = {
      DATA_DIR: data.dir,
      DATABASE_URL: location.databaseUrl,
      SMTP_URL: mail.url,
      RATE_LIMIT_MAX: '0',
      SHOP_MAX_UNPAID_PER_EMAIL: '0',
      SHOP_MAX_UNPAID_PER_ADDRESS: '0',
      // Its orders are never paid: they may take a whole size (the share for unpaid orders is tested apart).
      SHOP_UNPAID_SHARE_PERCENT: '100',
    };
    // Started together: one migrates and seeds, the other waits for it (locks), neither fails.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    balancer = await startHaproxy({
      backends: servers.map((server) => ({ host: '127.0.0.1', port: Number(new URL(server.url).port) })),
    });
    // A release writes the runtime configuration in the shared data folder: both replicas serve it at once.
    fs.writeFileSync(
      path.join(data.dir, 'runtime-config.json'),
      JSON.stringify({ remotes: { 'mf-wado': { manifest: RELEASED } } }),
    );
    for (const server of servers) {
      const config = (await (await fetch(`${server.url}/runtime-config.json`)).json()) as RuntimeConfig;
      releaseSeen.push(config.remotes['mf-wado']?.manifest ?? '');
    }
    db = openDatabase(location);
    await db.updateTable('shop_variants').set({ stock: STOCK }).where('id', '=', TSHIRT.m).execute();

    // Counted in requests, not seconds: on a slow or busy machine each phase still has its share.
    const startedAt = Date.now();
    const kill = () => {
      killedAt = Date.now();
      servers[0]!.child.once('exit', () => (diedAt = Date.now()));
      servers[0]!.child.kill('SIGKILL');
    };
    const done = () =>
      Date.now() - startedAt > MAX_RUN_MS ||
      (killedAt > 0 &&
        outcomes.filter((o) => o.start > killedAt).length >= AFTER_KILL &&
        outcomes.some((o) => o.kind === 'order' && o.status === 409));
    let n = 0;
    const kinds: Kind[] = ['order', 'order', 'newsletter', 'read'];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!done()) {
          n += 1;
          outcomes.push(await request(balancer!.url, kinds[n % kinds.length]!, n));
          if (killedAt === 0 && outcomes.length >= BEFORE_KILL) kill();
        }
      }),
    );
  });

  afterAll(async () => {
    await balancer?.stop();
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await db?.destroy();
    await mail?.stop();
    await dropTestDatabase(data.dir);
    data.remove();
  });

  it('ran a real mix on both replicas, and the kill happened mid-run', () => {
    expect(killedAt).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.start > killedAt).length).toBeGreaterThan(20);
    expect(outcomes.filter((o) => o.end < killedAt).length).toBeGreaterThan(20);
    // Every unit sold: acknowledged, or taken by an order the dead replica committed and could not
    // answer (its request failed in flight; the sold-once test below counts it from the database).
    const acknowledged = outcomes.filter((o) => o.kind === 'order' && o.status === 201).length;
    const lostInFlight = outcomes.filter((o) => o.kind === 'order' && ![201, 409].includes(o.status)).length;
    expect(acknowledged).toBeLessThanOrEqual(STOCK);
    expect(acknowledged + lostInFlight).toBeGreaterThanOrEqual(STOCK);
    expect(outcomes.filter((o) => o.kind === 'order' && o.status === 409).length).toBeGreaterThan(0);
  });

  it('fails only requests in flight on the dead replica; every other answer is a normal one', () => {
    const expected: Record<Kind, number[]> = { order: [201, 409], newsletter: [202], read: [200] };
    const failed = outcomes.filter((o) => !expected[o.kind].includes(o.status));
    for (const outcome of failed) {
      // In flight at the kill: sent before the replica had died, answered (with an error) after the
      // kill. A POST that reached it is never sent again (deploy/haproxy.cfg): it may have been recorded.
      expect({ ...outcome, inFlight: outcome.start <= diedAt && outcome.end >= killedAt }).toMatchObject({
        inFlight: true,
      });
    }
    // A dead replica had at most one request per client in flight.
    expect(failed.length).toBeLessThanOrEqual(WORKERS);
  });

  it('sells no unit twice: the stock left plus the units ordered is the stock there was', async () => {
    const { sold, left } = await unitsSoldAndLeft(db, TSHIRT.m);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(STOCK);
  });

  it('lost nothing it acknowledged: every order and sign-up answered as taken is in the database', async () => {
    const references = outcomes.filter((o) => o.kind === 'order' && o.status === 201).map((o) => o.reference!);
    const orders = await db.selectFrom('orders').select('reference').where('reference', 'in', references).execute();
    expect(orders).toHaveLength(references.length);
    const emails = outcomes.filter((o) => o.kind === 'newsletter' && o.status === 202).map((o) => o.email!);
    const subscriptions = await db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', 'in', emails)
      .execute();
    expect(subscriptions).toHaveLength(emails.length);
    // Each acknowledged order's confirmation e-mail was written with it.
    const confirmations = await db
      .selectFrom('mail_outbox')
      .select('topic')
      .where(
        'topic',
        'in',
        references.map((reference) => `order:${reference}`),
      )
      .execute();
    expect(confirmations).toHaveLength(references.length);
  });

  it('sends no e-mail twice, and the surviving replica sends every e-mail nobody holds', async () => {
    // Until nothing waits unclaimed and the surviving replica has finished the e-mail it was
    // sending (on a busy machine it may still hold one besides the dead replica's).
    const deadline = Date.now() + 20_000;
    let waiting = Infinity;
    let pending = Infinity;
    while ((waiting > 0 || pending > 1) && Date.now() < deadline) {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll<number>().as('pending'),
          eb.fn.count<number>('id').filterWhere('claimed_until', 'is', null).as('waiting'),
        ])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      waiting = Number(row.waiting);
      pending = Number(row.pending);
      if (waiting > 0 || pending > 1) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(waiting).toBe(0);
    const counts = new Map<string, number>();
    for (const recipient of recipients()) counts.set(recipient, (counts.get(recipient) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    const byStatus = await db
      .selectFrom('mail_outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const sent = Number(byStatus.find((row) => row.status === 'sent')?.n ?? 0);
    // The dead replica may have handed its last e-mail to the mail server and died before writing
    // « sent »: that one is still claimed (and would go again once the claim ends).
    const held = Number(byStatus.find((row) => row.status === 'pending')?.n ?? 0);
    expect(held).toBeLessThanOrEqual(1);
    expect(recipients().length).toBeGreaterThanOrEqual(sent);
    expect(recipients().length).toBeLessThanOrEqual(sent + held);
  });

  it('serves a release made once to every replica, without a restart', () => {
    expect(releaseSeen).toEqual([RELEASED, RELEASED]);
  });
});
