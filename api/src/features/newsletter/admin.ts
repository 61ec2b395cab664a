import { ACCESS } from '@wado/shared/contract';
/**
 * The newsletter's issues in the back office (`/api/admin/newsletter/…`, roles `admin` and
 * `media`): write a draft, preview the e-mail, send a test to oneself, send to every confirmed
 * subscriber, follow the report. Sent issues stay, with their report: the list is the history.
 */
import {
  Done,
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueList,
  NewsletterIssueParams,
  NewsletterPreview,
  NewsletterReport,
  NewsletterTestSent,
} from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { recordAudit, requireRoles, signedIn } from '../auth';
import { HttpError } from '../errors';
import { enqueueMail, type Mailer } from '../mail';
import type { Role } from '@wado/shared/contract';
import {
  EXAMPLE_TOKEN,
  ISSUE_NOT_FOUND,
  issueMail,
  issueReport,
  newsletterSender,
  requireAltTexts,
  startSending,
  type NewsletterDispatcher,
} from './sending';
import { readSiteSettings } from '../settings';
import type { NewsletterTables } from './tables';

export const NEWSLETTER_ROLES: readonly Role[] = ACCESS.newsletter;
export const NOT_A_DRAFT = 'Cette lettre est partie : elle ne peut plus être modifiée ni supprimée.';
export const TEST_NEEDS_CONTENT = 'Donnez un objet et un texte à la lettre avant d’envoyer un test.';

type IssueRow = Selectable<NewsletterTables['newsletter_issues']>;

async function confirmedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('confirmed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function newsletterAdminRoutes(
  app: Api,
  { db, mailer, dispatcher, mailFrom }: { db: Db; mailer: Mailer; dispatcher: NewsletterDispatcher; mailFrom: string },
) {
  const publicUrl = app.publicUrl;
  const now = () => app.clock.now();
  app.addHook('onRequest', requireRoles(NEWSLETTER_ROLES, { publicUrl }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  const summary = async (row: IssueRow) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sendStartedAt: row.send_started_at,
    sentAt: row.sent_at,
    report: row.status === 'draft' ? null : await issueReport(db, row.id),
  });

  const find = async (store: Pick<Db, 'selectFrom'>, id: number): Promise<IssueRow> => {
    const row = await store.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, ISSUE_NOT_FOUND);
    return row;
  };

  const full = async (row: IssueRow): Promise<NewsletterIssue> => ({
    ...(await summary(row)),
    body: row.body,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    sendStartedBy: row.send_started_by,
    audience: await confirmedCount(db),
  });

  const stored = (input: NewsletterIssueInput) => ({ subject: input.subject.trim(), body: input.body });

  app.get('/api/admin/newsletter/issues', { schema: { response: { 200: NewsletterIssueList } } }, async () => {
    const rows = await db.selectFrom('newsletter_issues').selectAll().orderBy('id', 'desc').execute();
    return { items: await Promise.all(rows.map(summary)), audience: await confirmedCount(db) };
  });

  app.post(
    '/api/admin/newsletter/issues',
    { schema: { body: NewsletterIssueInput, response: { 201: NewsletterIssue } } },
    async (request, reply) => {
      const person = signedIn(request);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const values = {
          ...stored(request.body),
          status: 'draft' as const,
          created_at: at.toISOString(),
          created_by: person.email,
          updated_at: at.toISOString(),
          updated_by: person.email,
          send_started_at: null,
          send_started_by: null,
          sent_at: null,
        };
        const { id } = await trx
          .insertInto('newsletter_issues')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          person,
          { action: 'create', kind: 'newsletter', recordId: id, after: stored(request.body) },
          at,
        );
        return find(trx, id);
      });
      void reply.status(201);
      return full(row);
    },
  );

  app.get(
    '/api/admin/newsletter/issues/:id',
    { schema: { params: NewsletterIssueParams, response: { 200: NewsletterIssue } } },
    async (request) => full(await find(db, request.params.id)),
  );

  app.put(
    '/api/admin/newsletter/issues/:id',
    { schema: { params: NewsletterIssueParams, body: NewsletterIssueInput, response: { 200: NewsletterIssue } } },
    async (request) => {
      const person = signedIn(request);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const before = await find(trx, request.params.id);
        if (before.status !== 'draft') throw new HttpError(409, NOT_A_DRAFT);
        const changed = await trx
          .updateTable('newsletter_issues')
          .set({ ...stored(request.body), updated_at: at.toISOString(), updated_by: person.email })
          .where('id', '=', before.id)
          .where('status', '=', 'draft')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, NOT_A_DRAFT);
        await recordAudit(
          trx,
          person,
          {
            action: 'update',
            kind: 'newsletter',
            recordId: before.id,
            before: { subject: before.subject, body: before.body },
            after: stored(request.body),
          },
          at,
        );
        return find(trx, before.id);
      });
      return full(row);
    },
  );

  app.delete(
    '/api/admin/newsletter/issues/:id',
    { schema: { params: NewsletterIssueParams, response: { 200: Done } } },
    async (request) => {
      const person = signedIn(request);
      await db.transaction().execute(async (trx) => {
        const before = await find(trx, request.params.id);
        const removed = await trx
          .deleteFrom('newsletter_issues')
          .where('id', '=', before.id)
          .where('status', '=', 'draft')
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) throw new HttpError(409, NOT_A_DRAFT);
        await recordAudit(
          trx,
          person,
          {
            action: 'delete',
            kind: 'newsletter',
            recordId: before.id,
            before: { subject: before.subject, body: before.body },
          },
          now(),
        );
      });
      return { message: 'Brouillon supprimé.' };
    },
  );

  app.get(
    '/api/admin/newsletter/issues/:id/preview',
    { schema: { params: NewsletterIssueParams, response: { 200: NewsletterPreview } } },
    async (request) => {
      const issue = await find(db, request.params.id);
      const { name: siteName } = await readSiteSettings(db);
      const mail = issueMail(issue, { to: '', token: EXAMPLE_TOKEN, publicUrl, from: '', siteName });
      return { subject: mail.subject, text: mail.text, html: mail.html ?? '' };
    },
  );

  app.post(
    '/api/admin/newsletter/issues/:id/test',
    { schema: { params: NewsletterIssueParams, response: { 200: NewsletterTestSent } } },
    async (request) => {
      const person = signedIn(request);
      const at = now();
      const from = await newsletterSender(db, mailFrom);
      await db.transaction().execute(async (trx) => {
        const issue = await find(trx, request.params.id);
        if (!issue.subject.trim() || !issue.body.trim()) throw new HttpError(400, TEST_NEEDS_CONTENT);
        requireAltTexts(issue.body);
        const { name: siteName } = await readSiteSettings(trx);
        await enqueueMail(
          trx,
          issueMail(issue, { to: person.email, token: EXAMPLE_TOKEN, publicUrl, from, siteName, test: true }),
          at,
        );
        await recordAudit(
          trx,
          person,
          { action: 'test', kind: 'newsletter', recordId: issue.id, after: { to: person.email } },
          at,
        );
      });
      mailer.notify();
      return { to: person.email };
    },
  );

  app.post(
    '/api/admin/newsletter/issues/:id/send',
    { schema: { params: NewsletterIssueParams, response: { 202: NewsletterIssue } } },
    async (request, reply) => {
      await startSending(db, request.params.id, signedIn(request), now());
      dispatcher.wake();
      void reply.status(202);
      return full(await find(db, request.params.id));
    },
  );

  app.get(
    '/api/admin/newsletter/issues/:id/report',
    { schema: { params: NewsletterIssueParams, response: { 200: NewsletterReport } } },
    async (request) => issueReport(db, (await find(db, request.params.id)).id),
  );
}
