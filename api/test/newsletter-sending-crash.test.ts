import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { NewsletterIssue } from '@wado/shared/contract';
import { freePort } from '../../scripts/testing/freePort';
import { openDatabase, type Db } from '../src/db/connection';
import { SESSION_COOKIE } from '../src/features/auth/guard';
import { openSession } from '../src/features/auth/people';
import { ONE_CLICK_PATH } from '../src/features/newsletter/sending';
import { tempDir } from './helpers';
import { onPostgres } from './postgres/databases';
import { startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess';

/**
 * A newsletter sending survives SIGKILL: the real server (its own process) sends an issue to 40
 * confirmed subscribers through a mail server of the test; in the middle of an e-mail's SMTP
 * exchange, before the mail server accepted it, the process is killed. Restarted on the same data,
 * it finishes the sending: each subscriber received the issue exactly once, the two pending
 * addresses and the subscriber who left after the start got nothing, and the report says so.
 */

jest.setTimeout(120_000);

const SUBSCRIBERS = 40;
/** The process dies while the mail server receives this e-mail (counted from 1). */
const KILL_DURING = 15;

// The server process keeps its data in SQLite (no DATABASE_URL): the PostgreSQL pass has nothing to add.
(onPostgres() ? describe.skip : describe)('a newsletter sending killed in the middle', () => {
  const data = tempDir('wado-newsletter-crash-');
  let server: ServerProcess | undefined;
  let db: Db | undefined;
  const received: string[] = [];
  let killed = false;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      const subject = { newsletter: false };
      stream.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('Subject: Lettre de printemps')) subject.newsletter = true;
      });
      stream.on('end', () => {
        const count = received.length + 1;
        if (subject.newsletter && count === KILL_DURING && !killed && server) {
          // Never answered: the server dies before the mail server accepts this e-mail.
          killed = true;
          server.child.kill('SIGKILL');
          return;
        }
        if (subject.newsletter) received.push(...to);
        callback();
      });
    },
  });
  sink.on('error', () => undefined);

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await db?.destroy();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    data.remove();
  });

  it('sends every confirmed subscriber the issue once, after a restart, and reports it', async () => {
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
    const env = {
      DATA_DIR: data.dir,
      RATE_LIMIT_MAX: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEWSLETTER_RATE_PER_MINUTE: '1200',
      // The e-mail cut by the kill stays claimed this long, then goes (a real site keeps the default).
      MAIL_CLAIM_MS: '1500',
    };
    server = await startServerProcess(env);

    // Subscribers, and an admin's session, written beside the running server (SQLite, WAL).
    db = openDatabase({ dataDir: data.dir, databaseUrl: '' });
    const now = new Date().toISOString();
    const subscription = (email: string, confirmed: boolean) => ({
      email,
      email_key: email,
      consented_at: now,
      form_version: 'test',
      source_page: '',
      unsubscribe_token: randomBytes(18).toString('base64url'),
      confirmed_at: confirmed ? now : null,
      confirm_token_hash: null,
      confirm_expires_at: confirmed ? null : new Date(Date.now() + 86_400_000).toISOString(),
      confirm_sent_at: null,
    });
    const confirmed = Array.from({ length: SUBSCRIBERS }, (_, n) => subscription(`abonne-${n + 1}@exemple.fr`, true));
    const pending = [subscription('attente-1@exemple.fr', false), subscription('attente-2@exemple.fr', false)];
    await db
      .insertInto('newsletter_subscriptions')
      .values([...confirmed, ...pending])
      .execute();
    const { id: personId } = await db
      .insertInto('people')
      .values({
        email: 'presidente@wado-france.test',
        password_hash: null,
        roles: JSON.stringify(['admin']),
        status: 'active',
        created_at: now,
        last_sign_in_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await openSession(db, personId, new Date());
    const call = async (base: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie: `${SESSION_COOKIE}=${cookie}`,
          origin: base,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${await response.text()}`);
      return (await response.json()) as NewsletterIssue;
    };

    const running = server;
    const issue = await call(running.url, 'POST', '/api/admin/newsletter/issues', {
      subject: 'Lettre de printemps',
      body: 'Le **stage de printemps** aura lieu à Lyon.',
    });
    await call(running.url, 'POST', `/api/admin/newsletter/issues/${issue.id}/send`, {});
    // The last subscriber leaves right after the start, long before their turn.
    const leaving = confirmed[SUBSCRIBERS - 1]!;
    const left = await fetch(`${running.url}${ONE_CLICK_PATH}?token=${leaving.unsubscribe_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await left.json()).toEqual({ unsubscribed: true });

    await new Promise<void>((resolve) => running.child.once('exit', () => resolve()));
    expect(killed).toBe(true);
    expect(running.child.signalCode).toBe('SIGKILL');
    expect(received).toHaveLength(KILL_DURING - 1);

    server = await startServerProcess(env);
    const restarted = server;
    const deadline = Date.now() + 60_000;
    let finished = await call(restarted.url, 'GET', `/api/admin/newsletter/issues/${issue.id}`);
    while (finished.status !== 'sent') {
      if (Date.now() > deadline)
        throw new Error(`Envoi inachevé : ${JSON.stringify(finished.report)}\n${restarted.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = await call(restarted.url, 'GET', `/api/admin/newsletter/issues/${issue.id}`);
    }

    const expected = confirmed.slice(0, SUBSCRIBERS - 1).map((row) => row.email);
    expect([...received].sort()).toEqual([...expected].sort());
    expect(new Set(received).size).toBe(received.length);
    expect(finished.report).toEqual({
      recipients: SUBSCRIBERS,
      sent: SUBSCRIBERS - 1,
      failed: 0,
      pending: 0,
      skipped: 1,
      unsubscribedSince: 1,
    });
  });
});
