import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { AdminOrder, OrderConfirmation } from '@wado/shared/contract';
import { FORBIDDEN_CHARACTER, isSingleLineText, NOT_IN_A_LINE_CLASS } from '@wado/shared/contract';
import { orderBody } from '../shopHelpers';
import { ADMIN_TOKEN, runs, send, startPropertyApp, timeLimit } from './harness';
import { onPostgres } from '../postgres/databases';
import { hostileString, MARKUP } from './hostile';

/**
 * What an editor can store: PostgreSQL's text holds no NUL character (it refuses the row), SQLite
 * keeps it; every other hostile character goes through on both.
 */
const editorText = onPostgres() ? hostileString.map((text) => text.replace(/\u0000/g, '')) : hostileString;

/**
 * Text that is stored and served back comes back as data, never as markup: visitors' text
 * (an order's billing details) in JSON, the treasurer's CSV and the plain-text e-mail; editors'
 * text (news, events) escaped in the RSS feed, the iCalendar files and the sitemap, whatever the
 * Host header says.
 */

jest.setTimeout(timeLimit(60_000));

/** Text that passes the billing rules (trimmed, not empty, at most `max` characters, one line). */
const billingText = (max: number) =>
  fc
    .oneof(hostileString, fc.constantFrom(...MARKUP))
    // Well-formed text (a lone surrogate, a control character or a line break is refused: see
    // endpoints.test.ts and hardening.test.ts), trimmed, cut to size.
    .map(
      (text) =>
        text
          .replace(LONE_SURROGATE, '\uFFFD')
          .replace(NOT_IN_ONE_LINE, ' ')
          .trim()
          .slice(0, max)
          .replace(LONE_SURROGATE, '')
          .trim() || '<b>Élise</b>',
    )
    // What the rules refuse is another property's (endpoints.test.ts): here, only text they take.
    .filter(isSingleLineText);

/** Orders placed by the billing-text property, one CSV line each. */
const ORDER_RUNS = runs(40);

/**
 * What a one-line field refuses (`isSingleLineText`): control characters, line breaks and invisible
 * marks, and tag characters (refused outside a flag: all of them are dropped here).
 */
const NOT_IN_ONE_LINE = new RegExp(
  `${FORBIDDEN_CHARACTER.source}|[${NOT_IN_A_LINE_CLASS}]|[\\u{e0000}-\\u{e007f}]`,
  'gu',
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** RFC 5545 TEXT unescaped. */
const unescapeIcs = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_m, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** What a calendar shows of a stored text: any line break is one new line, control characters dropped. */
const asCalendarText = (text: string) =>
  text.replace(/\r\n|\r|\n/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** RFC 4180 with `;`: quoted cells may hold `;`, `""` and line breaks (a naive split would cut them). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Characters XML 1.0 cannot carry at all (not even escaped). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

describe('stored text is served back as data', () => {
  let env: Awaited<ReturnType<typeof startPropertyApp>>;
  beforeAll(async () => {
    env = await startPropertyApp();
    await env.app.db.updateTable('shop_variants').set({ stock: 1_000_000 }).execute();
  });
  afterAll(async () => env?.cleanup());

  it("an order's hostile billing text comes back unchanged in JSON, the admin API, the CSV and a plain-text e-mail", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: billingText(60),
          lastName: billingText(60),
          address: billingText(120),
          addressMore: billingText(120),
          city: billingText(60),
        }),
        async (text) => {
          const body = orderBody();
          body.billing = { ...body.billing, ...text };
          const placed = await send(env.app, {
            method: 'POST',
            url: '/api/orders',
            payload: body,
            headers: { 'idempotency-key': randomUUID() },
          });
          expect(placed.statusCode).toBe(201);
          expect(placed.headers['content-type']).toBe('application/json; charset=utf-8');
          const order = placed.json<OrderConfirmation>();
          expect(order.billing).toMatchObject(text);

          const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
          const admin = await send(env.app, {
            method: 'GET',
            url: `/api/admin/orders/${order.reference}`,
            headers: auth,
          });
          expect(admin.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(admin.json<AdminOrder>().billing).toMatchObject(text);

          const mail = await env.app.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('topic', '=', `order:${order.reference}`)
            .executeTakeFirstOrThrow();
          // A plain-text e-mail (no HTML part exists): the text is shown as written.
          expect(mail.text).toContain(`Bonjour ${text.firstName} ${text.lastName},`);
          expect(mail.to_address).toMatch(/^[^\s<>,;"]+@[^\s<>,;"]+$/);
          expect(mail.subject).not.toMatch(/[\r\n]/);
        },
      ),
      { numRuns: ORDER_RUNS },
    );
    const csv = await send(env.app, {
      method: 'GET',
      url: '/api/admin/orders.csv',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Spreadsheet formulas are neutralised: no cell starts with = + - @ (a number such as -12,50 may).
    const rows = parseCsv(csv.body.replace(/^\ufeff/, ''));
    // The header and a line per order the property placed.
    expect(rows.length).toBeGreaterThan(ORDER_RUNS);
    for (const row of rows) expect(row).toHaveLength(19);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@]\D/);
  });

  it("an editor's hostile news text is escaped in the RSS feed, which stays well-formed XML", async () => {
    const { slug } = await env.app.db
      .selectFrom('news')
      .select('slug')
      .orderBy('published_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(editorText, editorText, async (title, summary) => {
        await env.app.db.updateTable('news').set({ title, summary }).where('slug', '=', slug).execute();
        const feed = await send(env.app, {
          method: 'GET',
          url: '/api/news/feed.xml',
          headers: { host: 'pirate.example"><script>alert(1)</script>' },
        });
        expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        expect(feed.body).not.toMatch(NOT_XML);
        expect(feed.body).not.toMatch(/<script|<img|<svg|<a /i);
        // Between the tags of the item: only text and entities.
        const item = /<item><title>([^<]*)<\/title>.*?<description>([^<]*)<\/description>/.exec(feed.body);
        expect(item).not.toBeNull();
      }),
      { numRuns: runs(150) },
    );
  });

  it("an editor's hostile event text cannot add a line or a property to the iCalendar files", async () => {
    const { slug } = await env.app.db
      .selectFrom('events')
      .select('slug')
      .orderBy('start_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(editorText, editorText, async (title, place) => {
        await env.app.db.updateTable('events').set({ title, place }).where('slug', '=', slug).execute();
        for (const url of [`/api/events/${slug}.ics`, '/api/events/calendar.ics']) {
          const ics = await send(env.app, { method: 'GET', url });
          expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
          const physical = ics.body.replace(/\r\n$/, '').split('\r\n');
          for (const line of physical) {
            expect(line).not.toMatch(/[\r\n]/);
            expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          }
          const lines = physical.reduce<string[]>(
            (all, line) => (line.startsWith(' ') ? [...all.slice(0, -1), all.at(-1) + line.slice(1)] : [...all, line]),
            [],
          );
          const names = lines.map((line) => /^[A-Z-]+/.exec(line)?.[0]);
          expect(names.every(Boolean)).toBe(true);
          if (url.endsWith(`${slug}.ics`)) {
            expect(names.filter((name) => name === 'BEGIN')).toHaveLength(2);
            expect(names.filter((name) => name === 'SUMMARY')).toHaveLength(1);
            const summary = lines.find((line) => line.startsWith('SUMMARY:'))!.slice('SUMMARY:'.length);
            // As stored: SQLite keeps UTF-8, so a lone surrogate sent in comes back as U+FFFD.
            const stored = await env.app.db
              .selectFrom('events')
              .select('title')
              .where('slug', '=', slug)
              .executeTakeFirstOrThrow();
            expect(unescapeIcs(summary)).toBe(asCalendarText(stored.title));
          }
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('escapes a hostile Host header in the sitemap and keeps it out of markup', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MARKUP), async (markup) => {
        const host = `site.example${markup.replace(/[^\x21-\x7e]/g, '')}`;
        const sitemap = await send(env.app, { method: 'GET', url: '/sitemap.xml', headers: { host } });
        expect(sitemap.body).not.toMatch(/<script|<img|<svg|<a /i);
      }),
      { numRuns: runs(10) },
    );
  });
});
