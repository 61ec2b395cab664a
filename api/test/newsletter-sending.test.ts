import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  altTextProblem,
  foldEmail,
  type NewsletterIssue,
  type NewsletterIssueList,
  type NewsletterPreview,
  type NewsletterReport,
} from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { NOT_A_DRAFT, TEST_NEEDS_CONTENT } from '../src/features/newsletter/admin';
import {
  ALREADY_SENT,
  EMPTY_BODY,
  EMPTY_SUBJECT,
  NO_SUBSCRIBERS,
  ONE_CLICK_PATH,
  dispatchNext,
  issueReport,
} from '../src/features/newsletter/sending';
import { countRows, expectApiError, startTestApp, waitFor } from './helpers';
import { startMailSink } from './mailSink';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';

/**
 * Writing and sending the newsletter from the back office: who may (admin and media), what is
 * refused (and then nothing is written), and the sending itself: one e-mail per confirmed
 * subscriber with their own unsubscribe links and RFC 8058 headers, none to a pending address or
 * to one that left before their turn, at the configured pace, with a report that adds up.
 */

const ISSUES = '/api/admin/newsletter/issues';
const BODY = '## Stage d’hiver\n\nRendez-vous à **Lyon** le 12 janvier. [Le programme](/events).';

/** A subscription written straight to the table: confirmed (or pending), with its token. */
async function subscribe(
  app: FastifyInstance,
  email: string,
  confirmed = true,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(18).toString('base64url');
  const now = new Date().toISOString();
  const { id } = await app.db
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      email_key: foldEmail(email),
      consented_at: now,
      form_version: 'test',
      source_page: '',
      unsubscribe_token: token,
      confirmed_at: confirmed ? now : null,
      confirm_token_hash: null,
      confirm_expires_at: confirmed ? null : new Date(Date.now() + 86_400_000).toISOString(),
      confirm_sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

const writeCounts = async (app: FastifyInstance) => ({
  issues: await countRows(app, 'newsletter_issues'),
  deliveries: await countRows(app, 'newsletter_deliveries'),
  outbox: await countRows(app, 'mail_outbox'),
  audit: await countRows(app, 'audit_log'),
});

describe('who writes and sends the newsletter', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  const sessions = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    ({ app, cleanup } = await startTestApp());
    for (const role of ALL_ROLES) sessions.set(role, (await signInAs(app, [role])).headers);
    await subscribe(app, 'abonne-acces@exemple.fr');
  });
  afterAll(() => cleanup?.());

  const send = (role: string, call: InjectOptions) => app.inject({ ...call, headers: sessions.get(role) });
  const draft = async () =>
    (
      await send('admin', { method: 'POST', url: ISSUES, payload: { subject: 'Accès', body: BODY } })
    ).json<NewsletterIssue>();

  const writes = (id: number): (InjectOptions & { url: string })[] => [
    { method: 'POST', url: ISSUES, payload: { subject: 'Nouvelle', body: BODY } },
    { method: 'PUT', url: `${ISSUES}/${id}`, payload: { subject: 'Changée', body: BODY } },
    { method: 'POST', url: `${ISSUES}/${id}/test`, payload: {} },
    { method: 'POST', url: `${ISSUES}/${id}/send`, payload: {} },
    { method: 'DELETE', url: `${ISSUES}/${id}` },
  ];

  it.each(rolesOtherThan(['admin', 'media']))(
    'refuses every write and read to the role %s, writing nothing',
    async (role) => {
      const { id } = await draft();
      const before = await writeCounts(app);
      for (const call of [
        ...writes(id),
        { method: 'GET' as const, url: ISSUES },
        { method: 'GET' as const, url: `${ISSUES}/${id}/report` },
      ]) {
        expectApiError(await send(role, call), 403, ROLE_REQUIRED);
      }
      expect(await writeCounts(app)).toEqual(before);
    },
  );

  it('refuses everything to a visitor who is not signed in', async () => {
    const { id } = await draft();
    const before = await writeCounts(app);
    for (const call of writes(id)) expectApiError(await app.inject(call), 401, SIGN_IN_REQUIRED);
    expect(await writeCounts(app)).toEqual(before);
  });

  it.each(['admin', 'media'])('lets the role %s create, change, test, send and delete', async (role) => {
    const created = await send(role, { method: 'POST', url: ISSUES, payload: { subject: ' Décembre ', body: BODY } });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const issue = created.json<NewsletterIssue>();
    expect(issue).toMatchObject({ subject: 'Décembre', status: 'draft', report: null, audience: 1 });

    const changed = await send(role, {
      method: 'PUT',
      url: `${ISSUES}/${issue.id}`,
      payload: { subject: 'Janvier', body: BODY },
    });
    expect(changed.json<NewsletterIssue>()).toMatchObject({ subject: 'Janvier', body: BODY });

    const test = await send(role, { method: 'POST', url: `${ISSUES}/${issue.id}/test`, payload: {} });
    expect(test.statusCode).toBe(200);
    const testMail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('topic', '=', `newsletter-test:${issue.id}`)
      .executeTakeFirstOrThrow();
    expect(testMail.subject).toBe('[Test] Janvier');
    expect(testMail.to_address).toBe(test.json<{ to: string }>().to);

    const sent = await send(role, { method: 'POST', url: `${ISSUES}/${issue.id}/send`, payload: {} });
    expect(sent.statusCode).toBe(202);
    expect(sent.json<NewsletterIssue>().status).toBe('sending');

    const other = await send(role, { method: 'POST', url: ISSUES, payload: { subject: 'À jeter', body: '' } });
    const removed = await send(role, { method: 'DELETE', url: `${ISSUES}/${other.json<NewsletterIssue>().id}` });
    expect(removed.statusCode).toBe(200);

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('kind', '=', 'newsletter')
      .where('record_id', '=', String(issue.id))
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['create', 'update', 'test', 'send']);
  });

  it('refuses bad input and writes nothing', async () => {
    const { id } = await draft();
    const refused: [InjectOptions, number, string | undefined][] = [
      [{ method: 'POST', url: ISSUES, payload: { subject: 'Deux\nlignes', body: BODY } }, 400, undefined],
      [{ method: 'POST', url: ISSUES, payload: { body: BODY } }, 400, undefined],
      [{ method: 'POST', url: ISSUES, payload: { subject: 'x'.repeat(201), body: BODY } }, 400, undefined],
      [{ method: 'PUT', url: `${ISSUES}/${id}`, payload: { subject: 'Sans texte' } }, 400, undefined],
      [{ method: 'PUT', url: `${ISSUES}/999999`, payload: { subject: 'Aucune', body: BODY } }, 404, undefined],
    ];
    const before = await writeCounts(app);
    for (const [call, status, message] of refused) expectApiError(await send('media', call), status, message);
    expect(await writeCounts(app)).toEqual(before);

    const empty = (
      await send('media', { method: 'POST', url: ISSUES, payload: { subject: '  ', body: '' } })
    ).json<NewsletterIssue>();
    const afterDraft = await writeCounts(app);
    expectApiError(
      await send('media', { method: 'POST', url: `${ISSUES}/${empty.id}/send`, payload: {} }),
      400,
      EMPTY_SUBJECT,
    );
    expectApiError(
      await send('media', { method: 'POST', url: `${ISSUES}/${empty.id}/test`, payload: {} }),
      400,
      TEST_NEEDS_CONTENT,
    );
    await send('media', { method: 'PUT', url: `${ISSUES}/${empty.id}`, payload: { subject: 'Objet', body: ' \n ' } });
    const afterSave = await writeCounts(app);
    expectApiError(
      await send('media', { method: 'POST', url: `${ISSUES}/${empty.id}/send`, payload: {} }),
      400,
      EMPTY_BODY,
    );
    expect(await writeCounts(app)).toEqual(afterSave);
    expect(afterSave.issues).toBe(afterDraft.issues);
  });

  it('sends an issue once: a second send, a change or a deletion afterwards is refused', async () => {
    const { id } = await draft();
    expect((await send('admin', { method: 'POST', url: `${ISSUES}/${id}/send`, payload: {} })).statusCode).toBe(202);
    const before = await writeCounts(app);
    expectApiError(
      await send('media', { method: 'POST', url: `${ISSUES}/${id}/send`, payload: {} }),
      409,
      ALREADY_SENT,
    );
    expectApiError(
      await send('media', { method: 'PUT', url: `${ISSUES}/${id}`, payload: { subject: 'Non', body: BODY } }),
      409,
      NOT_A_DRAFT,
    );
    expectApiError(await send('media', { method: 'DELETE', url: `${ISSUES}/${id}` }), 409, NOT_A_DRAFT);
    // The dispatcher may queue e-mails meanwhile: only the refused calls must write nothing.
    const after = await writeCounts(app);
    expect({ issues: after.issues, deliveries: after.deliveries, audit: after.audit }).toEqual({
      issues: before.issues,
      deliveries: before.deliveries,
      audit: before.audit,
    });
  });

  it('refuses to send when nobody has confirmed, and leaves the draft as it was', async () => {
    await app.db.deleteFrom('newsletter_subscriptions').execute();
    const { id } = await draft();
    const before = await writeCounts(app);
    expectApiError(
      await send('admin', { method: 'POST', url: `${ISSUES}/${id}/send`, payload: {} }),
      400,
      NO_SUBSCRIBERS,
    );
    expect(await writeCounts(app)).toEqual(before);
    expect((await send('admin', { method: 'GET', url: `${ISSUES}/${id}` })).json<NewsletterIssue>().status).toBe(
      'draft',
    );
  });
});

describe('sending to the confirmed subscribers', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let mail: Awaited<ReturnType<typeof startMailSink>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    mail = await startMailSink();
    ({ app, cleanup } = await startTestApp({
      shop: { smtpUrl: mail.url, mailFrom: 'Wado France <newsletter@wado-france.test>' },
      newsletter: { ratePerMinute: 6_000 },
    }));
    admin = (await signInAs(app, ['admin'])).headers;
  });
  afterAll(async () => {
    await cleanup?.();
    await mail?.stop();
  });

  it('sends one e-mail to each confirmed subscriber, with their own links and RFC 8058 headers, and none to a pending address', async () => {
    const confirmed = await Promise.all(
      ['un', 'deux', 'trois'].map(async (name) => ({
        email: `${name}@exemple.fr`,
        ...(await subscribe(app, `${name}@exemple.fr`)),
      })),
    );
    await subscribe(app, 'en-attente@exemple.fr', false);
    // The sender is the one of the site's settings, not the server's MAIL_FROM.
    await app.db
      .updateTable('site_settings')
      .set({ newsletter_sender_name: 'La lettre de Wado France', newsletter_sender_email: 'lettre@wado-france.test' })
      .execute();
    const { id } = (
      await app.inject({
        method: 'POST',
        url: ISSUES,
        headers: admin,
        payload: { subject: 'Lettre de janvier', body: BODY },
      })
    ).json<NewsletterIssue>();

    const preview = (
      await app.inject({ method: 'GET', url: `${ISSUES}/${id}/preview`, headers: admin })
    ).json<NewsletterPreview>();
    expect(preview.text).toContain('STAGE D’HIVER');
    expect(preview.text).toContain(`Le programme (${app.publicUrl}/events)`);
    expect(preview.html).toContain('<strong>Lyon</strong>');
    expect(preview.html).toContain(`href="${app.publicUrl}/events"`);

    expect(
      (await app.inject({ method: 'POST', url: `${ISSUES}/${id}/send`, headers: admin, payload: {} })).statusCode,
    ).toBe(202);
    const issue = await waitFor(
      async () => (await app.inject({ method: 'GET', url: `${ISSUES}/${id}`, headers: admin })).json<NewsletterIssue>(),
      (value) => value.status === 'sent',
    );
    expect(issue.report).toEqual({ recipients: 3, sent: 3, failed: 0, pending: 0, skipped: 0, unsubscribedSince: 0 });
    expect(issue.sentAt).not.toBeNull();

    const issues = mail.received.filter((message) => message.raw.includes('Subject: Lettre de janvier'));
    expect(issues.map((message) => message.to).sort()).toEqual(confirmed.map((person) => [person.email]).sort());
    for (const person of confirmed) {
      const raw = issues
        .find((message) => message.to[0] === person.email)!
        .raw.replace(/=\r\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/\r\n\s+/g, ' ');
      expect(raw).toContain(`List-Unsubscribe: <${app.publicUrl}${ONE_CLICK_PATH}?token=${person.token}>`);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).toContain(`/api/newsletter/unsubscribe?token=${person.token}`);
      expect(raw).toContain('From: La lettre de Wado France <lettre@wado-france.test>');
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      // Nobody else's link.
      for (const other of confirmed) if (other !== person) expect(raw).not.toContain(other.token);
    }
    const list = (await app.inject({ method: 'GET', url: ISSUES, headers: admin })).json<NewsletterIssueList>();
    expect(list.items.find((item) => item.id === id)).toMatchObject({ status: 'sent', report: { sent: 3 } });
  });

  it('unsubscribes in one click (RFC 8058): the mail client’s POST, without a page nor an Origin', async () => {
    const { token } = await subscribe(app, 'un-clic@exemple.fr');
    const response = await app.inject({
      method: 'POST',
      url: `${ONE_CLICK_PATH}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(
      await app.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where('email', '=', 'un-clic@exemple.fr')
        .execute(),
    ).toEqual([]);

    const { token: other } = await subscribe(app, 'un-clic-multipart@exemple.fr');
    const multipart = await app.inject({
      method: 'POST',
      url: `${ONE_CLICK_PATH}?token=${other}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.json()).toEqual({ unsubscribed: true });

    // A GET (a link scanner, a client that only opens the address) changes nothing: it asks.
    const { token: third } = await subscribe(app, 'un-clic-lien@exemple.fr');
    const page = await app.inject({ method: 'GET', url: `${ONE_CLICK_PATH}?token=${third}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer la désinscription');
    expect(await countRows(app, 'newsletter_subscriptions')).toBeGreaterThan(0);
    expect(
      await app.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where('email', '=', 'un-clic-lien@exemple.fr')
        .execute(),
    ).toHaveLength(1);
  });
});

describe('the pace of a sending, and who left before their turn', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let admin: Record<string, string>;
  const settings = { publicUrl: '', ratePerMinute: 1, mailFrom: 'newsletter@wado-france.test' };
  beforeAll(async () => {
    // One e-mail a minute, no SMTP: the e-mails stay in the outbox, where the test reads them.
    ({ app, cleanup } = await startTestApp({ newsletter: { ratePerMinute: 1 } }));
    settings.publicUrl = app.publicUrl;
    admin = (await signInAs(app, ['media'])).headers;
  });
  afterAll(() => cleanup?.());

  it('queues at the configured rate, skips an address that unsubscribed after the start, and reports it', async () => {
    await app.db.deleteFrom('newsletter_subscriptions').execute();
    await subscribe(app, 'premier@exemple.fr');
    const second = await subscribe(app, 'deuxieme@exemple.fr');
    await subscribe(app, 'troisieme@exemple.fr');
    await subscribe(app, 'jamais-confirme@exemple.fr', false);
    const { id } = (
      await app.inject({ method: 'POST', url: ISSUES, headers: admin, payload: { subject: 'Au rythme', body: BODY } })
    ).json<NewsletterIssue>();
    await app.inject({ method: 'POST', url: `${ISSUES}/${id}/send`, headers: admin, payload: {} });

    const queued = () =>
      app.db
        .selectFrom('mail_outbox')
        .select(['to_address'])
        .where('topic', '=', `newsletter:${id}`)
        .orderBy('id')
        .execute();
    await waitFor(queued, (rows) => rows.length === 1);
    // One a minute: the next one waits.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queued()).toEqual([{ to_address: 'premier@exemple.fr' }]);
    expect(await dispatchNext(app.db, settings)).toMatchObject({ kind: 'wait' });

    // The second subscriber leaves (one click) before their turn.
    await app.inject({
      method: 'POST',
      url: `${ONE_CLICK_PATH}?token=${second.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const later = new Date(Date.now() + 61_000);
    expect(await dispatchNext(app.db, settings, later)).toEqual({ kind: 'skipped' });
    expect(await dispatchNext(app.db, settings, later)).toEqual({ kind: 'queued' });
    expect(await dispatchNext(app.db, settings, later)).toEqual({ kind: 'idle' });
    expect((await queued()).map((row) => row.to_address)).toEqual(['premier@exemple.fr', 'troisieme@exemple.fr']);

    const report: NewsletterReport = await issueReport(app.db, id);
    expect(report).toEqual({ recipients: 3, sent: 0, failed: 0, pending: 2, skipped: 1, unsubscribedSince: 1 });
    const answered = (
      await app.inject({ method: 'GET', url: `${ISSUES}/${id}/report`, headers: admin })
    ).json<NewsletterReport>();
    expect(answered).toEqual(report);
  });
});

describe('the e-mail of an issue: its images and its frame', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let media: Record<string, string>;
  const HASH = 'a'.repeat(32);
  const PHOTO = `/media/uploads/${HASH}-1920.webp`;
  const IMAGES_BODY = [
    'Le stage en images :',
    `![Photo du stage](${PHOTO})`,
    `Voir ![le plan](/media/plan.jpg) et ![Piège](http://exemple.fr/clair.jpg).`,
    '![Le dojo](https://photos.exemple.fr/dojo.jpg)',
    `![Le logo](/media/uploads/${'c'.repeat(32)}-200.jpg)`,
  ].join('\n\n');
  beforeAll(async () => {
    // No SMTP: the e-mails stay in the outbox, where the test reads their HTML and text.
    ({ app, cleanup } = await startTestApp({ newsletter: { ratePerMinute: 6_000 } }));
    media = (await signInAs(app, ['media'])).headers;
    await app.db.updateTable('site_settings').set({ name: 'Wado Lyon Test' }).execute();
  });
  afterAll(() => cleanup?.());

  const create = async (body: string) =>
    (
      await app.inject({ method: 'POST', url: ISSUES, headers: media, payload: { subject: 'En images', body } })
    ).json<NewsletterIssue>();
  const outbox = (topic: string) =>
    app.db.selectFrom('mail_outbox').selectAll().where('topic', '=', topic).orderBy('id').execute();

  it('shows each image at an absolute address, with its alt text, fitting a phone, in the site’s frame', async () => {
    const { id } = await create(IMAGES_BODY);
    expect((await app.inject({ method: 'POST', url: `${ISSUES}/${id}/test`, headers: media })).statusCode).toBe(200);
    const [mail] = await outbox(`newsletter-test:${id}`);
    const html = mail!.html!;
    // The uploaded photo in its 960 px JPEG (what every mail client shows), no wider than the column.
    expect(html).toContain(
      `<img src="${app.publicUrl}/media/uploads/${HASH}-960.jpg" alt="Photo du stage" width="552" style="max-width:100%;height:auto">`,
    );
    expect(html).toContain(
      '<img src="https://photos.exemple.fr/dojo.jpg" alt="Le dojo" width="552" style="max-width:100%;height:auto">',
    );
    // Inside a sentence: a link to the picture; from http:, only its text.
    expect(html).toContain(`href="${app.publicUrl}/media/plan.jpg"`);
    expect(html).not.toContain('clair.jpg');
    // An upload narrower than the column keeps its own width.
    expect(html).toContain(`/media/uploads/${'c'.repeat(32)}-200.jpg" alt="Le logo" width="200"`);
    expect(html.match(/<img /g)).toHaveLength(3);
    // The frame: French, the site's name on its colour, the first words as the preview, the unsubscribe link.
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toMatch(/<td style="background:#1d2a5c;[^"]*"><a href="[^"]*"[^>]*>Wado Lyon Test<\/a><\/td>/);
    expect(html).toContain(
      '<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Le stage en images :</div>',
    );
    expect(html).toContain('role="presentation"');
    // French typography in the letter's text: no line of it starts with « : ».
    expect(html).toContain('Le stage en images\u00a0:');
    expect(html).not.toMatch(/<link|<style|class=/);
    expect(html).toMatch(/<a href="[^"]*\/api\/newsletter\/unsubscribe\?token=[^"]+"[^>]*>Se désinscrire<\/a>/);
    // The text part.
    expect(mail!.text).toContain('[Image : Photo du stage]');
    expect(mail!.text).toContain('Voir [Image : le plan] et Piège.');
    expect(mail!.text).toContain('Pour vous désinscrire : ');

    const preview = (
      await app.inject({ method: 'GET', url: `${ISSUES}/${id}/preview`, headers: media })
    ).json<NewsletterPreview>();
    expect(preview.html).toContain(`alt="Photo du stage"`);
    expect(preview.html).toContain('Wado Lyon Test');
  });

  it('sends the same e-mail to each subscriber, with their own unsubscribe links', async () => {
    await app.db.deleteFrom('newsletter_subscriptions').execute();
    const { token } = await subscribe(app, 'images@exemple.fr');
    const { id } = await create(IMAGES_BODY);
    expect((await app.inject({ method: 'POST', url: `${ISSUES}/${id}/send`, headers: media })).statusCode).toBe(202);
    const [mail] = await waitFor(
      () => outbox(`newsletter:${id}`),
      (rows) => rows.length === 1,
    );
    expect(mail!.html).toContain(`${app.publicUrl}/media/uploads/${HASH}-960.jpg`);
    expect(mail!.html).toContain('Wado Lyon Test');
    expect(mail!.html).toContain(`/api/newsletter/unsubscribe?token=${token}`);
    expect(mail!.text).toContain('[Image : Photo du stage]');
    expect(JSON.parse(mail!.headers!)).toEqual({
      'List-Unsubscribe': `<${app.publicUrl}${ONE_CLICK_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses to test or send a letter with an image without alt text, naming it, and writes nothing', async () => {
    await subscribe(app, 'sans-alt@exemple.fr');
    const { id } = await create(`Bonjour.\n\n![](${PHOTO})\n\n![Bien](/media/b.jpg)`);
    const message = altTextProblem(`![](${PHOTO})`)!;
    expect(message).toMatch(/^L’image « \/media\/uploads\/a+-1920\.webp » n’a pas de texte de remplacement : /);
    const before = await writeCounts(app);
    expectApiError(await app.inject({ method: 'POST', url: `${ISSUES}/${id}/test`, headers: media }), 400, message);
    expectApiError(await app.inject({ method: 'POST', url: `${ISSUES}/${id}/send`, headers: media }), 400, message);
    expect(await writeCounts(app)).toEqual(before);
    expect(
      (await app.inject({ method: 'GET', url: `${ISSUES}/${id}`, headers: media })).json<NewsletterIssue>().status,
    ).toBe('draft');
  });
});
