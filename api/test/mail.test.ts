import nodemailer from 'nodemailer';
import {
  enqueueMail,
  flushOutbox,
  MAX_ATTEMPTS,
  NOT_ONE_MAILBOX,
  RETRY_DELAYS_MS,
  type MailTransport,
  type UnrecordedOutcomes,
} from '../src/features/mail/outbox';
import type { KyselyPlugin } from 'kysely';
import { startTestApp, tempDir } from './helpers';
import { dropTestDatabase } from './postgres/databases';

let env: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  env = await startTestApp();
  await env.app.db.deleteFrom('mail_outbox').execute();
});
afterAll(() => env?.cleanup());

/** nodemailer's JSON transport: the real message building, nothing sent; it reports the envelope. */
function recordingTransport() {
  const real = nodemailer.createTransport({ jsonTransport: true });
  const envelopes: { from: string; to: string[] }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      const info = (await real.sendMail(message)) as { envelope: { from: string; to: string[] } };
      envelopes.push(info.envelope);
      return info;
    },
  };
  return { transport, envelopes };
}

describe('attachments drawn when the e-mail is sent', () => {
  const drawers = {
    'test-card': async (_db: unknown, key: string) => (key === 'absent' ? null : Buffer.from(`carte ${key}`)),
  };
  const capturing = () => {
    const sent: { subject: string; attachments?: { filename: string; content: Buffer }[] }[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        sent.push(message);
        return {};
      },
    };
    return { sent, transport };
  };
  const drawnMail = (key: string, topic: string) =>
    enqueueMail(env.app.db, {
      to: 'licencie@exemple.fr',
      subject: topic,
      text: 'Bonjour',
      topic,
      attachments: [
        { filename: 'fichier.txt', contentType: 'text/plain', content: Buffer.from('gardé') },
        { filename: 'carte.txt', contentType: 'text/plain', drawnBy: 'test-card', key },
      ],
    });

  it('stores what draws the file, not the file, and sends it drawn', async () => {
    const id = await drawnMail('AB12', 'test:drawn');
    const row = await env.app.db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attachments!)).toEqual([
      { filename: 'fichier.txt', contentType: 'text/plain', base64: Buffer.from('gardé').toString('base64') },
      { filename: 'carte.txt', contentType: 'text/plain', drawnBy: 'test-card', key: 'AB12' },
    ]);
    const { sent, transport } = capturing();
    expect(await flushOutbox(env.app.db, transport, 'site@wado-france.fr', { drawers })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(sent[0]!.attachments!.map(({ filename, content }) => [filename, content.toString()])).toEqual([
      ['fichier.txt', 'gardé'],
      ['carte.txt', 'carte AB12'],
    ]);
  });

  it('never sends an e-mail without its file: nothing to draw, or no such drawer, is a failed attempt kept for later', async () => {
    const absent = await drawnMail('absent', 'test:nothing-to-draw');
    const { sent, transport } = capturing();
    expect(await flushOutbox(env.app.db, transport, 'site@wado-france.fr', { drawers })).toEqual({
      sent: 0,
      failed: 1,
    });
    const unknown = await drawnMail('CD34', 'test:unknown-drawer');
    // A server that does not know the drawer (none given).
    expect(await flushOutbox(env.app.db, transport, 'site@wado-france.fr')).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    const rows = await env.app.db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'attempts', 'last_error', 'next_attempt_at'])
      .where('id', 'in', [absent, unknown])
      .orderBy('id')
      .execute();
    expect(rows.map(({ status, attempts }) => [status, attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.last_error).toContain('carte.txt');
    rows.forEach((row) => expect(row.next_attempt_at).not.toBeNull());
    await env.app.db.deleteFrom('mail_outbox').where('id', 'in', [absent, unknown]).execute();
  });
});

describe('an outcome the database could not take at that moment', () => {
  /** The site's database, but its next update fails once `cut` is set (the connection cut then). */
  function faultyDatabase() {
    const state = { cut: false };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        if (state.cut && args.node.kind === 'UpdateQueryNode') {
          state.cut = false;
          throw new Error('Connection terminated unexpectedly');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { db: env.app.db.withPlugin(plugin), state };
  }

  it.each([
    ['sent', true],
    ['failed', false],
  ])(
    'is written by the next flush of that sender: an e-mail %s is neither sent again nor kept waiting its claim',
    async (_name, works) => {
      const id = await enqueueMail(env.app.db, {
        to: 'coupure@exemple.fr',
        subject: 'Coupure',
        text: 'Bonjour',
        topic: 'test:cut',
      });
      const { db, state } = faultyDatabase();
      const sent: string[] = [];
      const transport: MailTransport = {
        sendMail: async (message) => {
          state.cut = true;
          if (!works) throw Object.assign(new Error('refusé'), { responseCode: 550 });
          sent.push(message.to.address);
          return {};
        },
      };
      const unrecorded: UnrecordedOutcomes = new Map();
      await expect(flushOutbox(db, transport, 'site@wado-france.fr', { unrecorded })).rejects.toThrow(
        'Connection terminated',
      );
      const row = () => env.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(await row()).toMatchObject({ status: 'pending', attempts: 0, claimed_until: expect.any(String) });

      await flushOutbox(env.app.db, transport, 'site@wado-france.fr', { unrecorded });
      expect(unrecorded.size).toBe(0);
      expect(await row()).toMatchObject(
        works
          ? { status: 'sent', attempts: 1, claimed_until: null }
          : {
              status: 'pending',
              attempts: 1,
              claimed_until: null,
              last_error: 'refusé',
              next_attempt_at: expect.any(String),
            },
      );
      expect(sent).toEqual(works ? ['coupure@exemple.fr'] : []);
      await env.app.db.deleteFrom('mail_outbox').where('id', '=', id).execute();
    },
  );
});

describe('the outbox sends each e-mail to one mailbox', () => {
  it('hands nodemailer one address object: one recipient in the envelope', async () => {
    await enqueueMail(env.app.db, {
      to: '"jean,dupont"@exemple.fr',
      subject: 'Commande',
      text: 'Bonjour',
      topic: 'test:one',
    });
    const { transport, envelopes } = recordingTransport();
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 1, failed: 0 });
    expect(envelopes).toEqual([{ from: 'boutique@wado-france.fr', to: ['"jean,dupont"@exemple.fr'] }]);
  });

  it('never sends to a stored value that is several mailboxes, and does not retry it', async () => {
    // Written straight into the table: every writer refuses such an address, this is the last line.
    await enqueueMail(env.app.db, {
      to: '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr',
      subject: 'x',
      text: 'x',
      topic: 'test:list',
    });
    const { transport, envelopes } = recordingTransport();
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 0, failed: 1 });
    expect(envelopes).toEqual([]);
    const row = await env.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('topic', '=', 'test:list')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: NOT_ONE_MAILBOX });
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 0, failed: 0 });
  });

  it('would have sent that string to three mailboxes: what the address object prevents', async () => {
    const info = (await nodemailer.createTransport({ jsonTransport: true }).sendMail({
      from: 'boutique@wado-france.fr',
      to: '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr',
      text: 'x',
    })) as { envelope: { to: string[] } };
    expect(info.envelope.to).toHaveLength(3);
  });
});

describe('attachments', () => {
  it('are stored with the e-mail and sent with it, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.7\n\u00e9\u00ff binaire', 'latin1');
    await enqueueMail(env.app.db, {
      to: 'donatrice@exemple.fr',
      subject: 'Reçu',
      text: 'Votre reçu est joint.',
      topic: 'test:attachment',
      attachments: [
        { filename: 'recu-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'stage.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from('BEGIN:VCALENDAR') },
      ],
    });
    const messages: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        messages.push(message);
        return {};
      },
    };
    expect(await flushOutbox(env.app.db, transport, 'site@wado-france.fr')).toEqual({ sent: 1, failed: 0 });
    expect(messages[0]!.attachments).toEqual([
      { filename: 'recu-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
      { filename: 'stage.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from('BEGIN:VCALENDAR') },
    ]);
    // An e-mail without attachments is sent without the field.
    await enqueueMail(env.app.db, { to: 'a@exemple.fr', subject: 's', text: 't', topic: 'test:plain' });
    await flushOutbox(env.app.db, transport, 'site@wado-france.fr');
    expect(messages[1]).not.toHaveProperty('attachments');
  });
});

describe('retries, spaced in time', () => {
  const T0 = Date.parse('2026-12-01T10:00:00.000Z');
  const at = (ms: number) => () => new Date(T0 + ms);
  const failing: MailTransport = { sendMail: async () => Promise.reject(new Error('452 boîte pleine')) };
  const sentTo: string[] = [];
  const working: MailTransport = {
    sendMail: async (message) => {
      sentTo.push(message.to.address);
      return {};
    },
  };
  const flush = (transport: MailTransport, ms: number) =>
    flushOutbox(env.app.db, transport, 'site@wado-france.fr', { now: at(ms) });
  const row = (id: number) =>
    env.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeEach(async () => {
    await env.app.db.deleteFrom('mail_outbox').execute();
    sentTo.length = 0;
  });

  it('a failed e-mail waits 1, then 5, then 15 minutes… before its next attempt, whatever the flushes that new e-mails call for; then it goes once', async () => {
    const id = await enqueueMail(env.app.db, {
      to: 'attente@exemple.fr',
      subject: 's',
      text: 't',
      topic: 'test:retry',
    });
    expect(await flush(failing, 0)).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-12-01T10:01:00.000Z',
    });
    // A busy site: an e-mail queued every few seconds, each calling for a flush.
    for (let second = 5; second < 60; second += 5) {
      expect(await flush(failing, second * 1_000)).toEqual({ sent: 0, failed: 0 });
    }
    expect(await flush(failing, 60_000)).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 2, next_attempt_at: '2026-12-01T10:06:00.000Z' });
    expect(await flush(working, 5 * 60_000)).toEqual({ sent: 0, failed: 0 });
    expect(await flush(failing, 6 * 60_000)).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 3, next_attempt_at: '2026-12-01T10:21:00.000Z' });
    expect(await flush(working, 21 * 60_000)).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 4, next_attempt_at: null });
    expect(await flush(working, 22 * 60_000)).toEqual({ sent: 0, failed: 0 });
    expect(sentTo).toEqual(['attente@exemple.fr']);
  });

  it('gives up after about a day of attempts, minutes then hours apart, and leaves it for a person', async () => {
    const id = await enqueueMail(env.app.db, { to: 'jamais@exemple.fr', subject: 's', text: 't', topic: 'test:retry' });
    let elapsed = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await flush(failing, elapsed)).toEqual({ sent: 0, failed: 1 });
      elapsed += RETRY_DELAYS_MS[attempt - 1] ?? 0;
    }
    expect(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBe((22 * 60 + 21) * 60_000);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
    expect(await flush(working, elapsed + 24 * 60 * 60_000)).toEqual({ sent: 0, failed: 0 });
  });

  it('an SMTP server out of reach costs one attempt per flush, not one per e-mail waiting', async () => {
    const ids = [];
    for (const to of ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr']) {
      ids.push(await enqueueMail(env.app.db, { to, subject: 's', text: 't', topic: 'test:unreachable' }));
    }
    const unreachable: MailTransport = {
      sendMail: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    };
    expect(await flush(unreachable, 0)).toEqual({ sent: 0, failed: 1 });
    const attempts = await Promise.all(ids.map(async (id) => (await row(id)).attempts));
    expect(attempts).toEqual([1, 0, 0]);
    // Back: the two that waited go at once, the first one at its time.
    expect(await flush(working, 1_000)).toEqual({ sent: 2, failed: 0 });
    expect(await flush(working, 60_000)).toEqual({ sent: 1, failed: 0 });
    expect(sentTo).toEqual(['b@exemple.fr', 'c@exemple.fr', 'a@exemple.fr']);
  });

  it('keeps the time of the next attempt in the database: a restarted server waits it out too', async () => {
    const data = tempDir('wado-mail-restart-');
    const first = await startTestApp({ dataDir: data.dir });
    let second: Awaited<ReturnType<typeof startTestApp>> | undefined;
    let firstClosed = false;
    try {
      await first.app.db.deleteFrom('mail_outbox').execute();
      await enqueueMail(first.app.db, { to: 'relance@exemple.fr', subject: 's', text: 't', topic: 'test:restart' });
      await flushOutbox(first.app.db, failing, 'site@wado-france.fr', { now: at(0) });
      await first.app.close();
      firstClosed = true;
      second = await startTestApp({ dataDir: data.dir });
      expect(await flushOutbox(second.app.db, working, 'site@wado-france.fr', { now: at(30_000) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(await flushOutbox(second.app.db, working, 'site@wado-france.fr', { now: at(60_000) })).toEqual({
        sent: 1,
        failed: 0,
      });
    } finally {
      if (!firstClosed) await first.app.close();
      await second?.cleanup();
      await dropTestDatabase(data.dir);
      data.remove();
    }
  });
});
