/**
 * Sending an issue to every confirmed subscriber, through the outbox.
 *
 * 1. Starting (`startSending`) writes, in one transaction, the issue's status and one delivery row
 *    per confirmed subscriber of that moment (UNIQUE per issue and subscriber): the list is fixed,
 *    and a crash leaves either all of it or nothing.
 * 2. The dispatcher (`createNewsletterDispatcher`, one per server) turns the waiting deliveries
 *    into outbox e-mails, in order, at NEWSLETTER_RATE_PER_MINUTE: each in one transaction that
 *    re-reads the subscription (an address that left meanwhile is skipped and gets nothing),
 *    queues the e-mail with its own unsubscribe link and headers, and marks the delivery queued.
 *    The pace is read from the database (the last `queued_at`, under a lock), so that every
 *    replica together keeps it, and a restart does not start a new burst.
 * 3. The outbox sends: each e-mail is claimed, sent, then marked sent at once (`flushOutbox`).
 *
 * After a crash (SIGKILL), the restarted server carries on where the database says: waiting
 * deliveries are queued, pending e-mails sent. Nobody is queued twice (the conditional update of
 * the delivery, in the transaction of its e-mail). The one window left is the outbox's: a crash
 * after the mail server accepted an e-mail and before its row is marked sent (one database
 * update) makes it go again once its claim ends (MAIL_CLAIM_MS). An e-mail whose sending was cut
 * before the mail server accepted it is sent once, after that delay.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { altTextProblem } from '@wado/shared/contract';
import type { NewsletterReport } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { recordAudit, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import { readSettingsRecord, readSiteSettings } from '../settings';
import { enqueueMail, type Mailer, type OutgoingMail } from '../mail';
import { renderIssueEmail } from './render';
import { UNSUBSCRIBE_PATH, unsubscribeLink } from './subscriptions';

export const ONE_CLICK_PATH = `${UNSUBSCRIBE_PATH}/one-click`;

export const ISSUE_NOT_FOUND = 'Cette lettre d’information n’existe pas.';
export const EMPTY_SUBJECT = 'Donnez un objet à la lettre avant de l’envoyer.';
export const EMPTY_BODY = 'La lettre est vide : écrivez son texte avant de l’envoyer.';
export const ALREADY_SENT = 'Cette lettre a déjà été envoyée (ou son envoi est en cours) : elle ne part qu’une fois.';
export const NO_SUBSCRIBERS = 'Aucun abonné n’a confirmé son inscription : il n’y a personne à qui envoyer la lettre.';

/**
 * The newsletter's sender, as an admin set it in the site's settings (`"Wado France"
 * <newsletter@…>`); the server's MAIL_FROM when the settings have no address. The address must be
 * one the mail server may send for (SPF, DKIM): docs/api.md (« La newsletter ») says so.
 */
export async function newsletterSender(db: Db, mailFrom: string): Promise<string> {
  const { newsletterSenderName: name, newsletterSenderEmail: email } = await readSettingsRecord(db);
  if (!email.trim()) return mailFrom;
  const quoted = name.trim().replace(/["\\]/g, (char) => `\\${char}`);
  return quoted ? `"${quoted}" <${email.trim()}>` : email.trim();
}

/** The unsubscribe link a mail client posts to (RFC 8058), for the List-Unsubscribe header. */
export const oneClickLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`;

/**
 * An issue's e-mail to one address, with that address's own unsubscribe links; `siteName` is the
 * short name of the site's settings, in the e-mail's header.
 */
export function issueMail(
  issue: { id: number; subject: string; body: string },
  {
    to,
    token,
    publicUrl,
    from,
    siteName,
    test = false,
  }: { to: string; token: string; publicUrl: string; from: string; siteName: string; test?: boolean },
): OutgoingMail {
  const { text, html } = renderIssueEmail(issue, {
    publicUrl,
    unsubscribeUrl: unsubscribeLink(publicUrl, token),
    siteName,
  });
  return {
    to,
    subject: test ? `[Test] ${issue.subject}` : issue.subject,
    text,
    html,
    from,
    headers: {
      'List-Unsubscribe': `<${oneClickLink(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    topic: test ? `newsletter-test:${issue.id}` : `newsletter:${issue.id}`,
  };
}

/** A token that unsubscribes nobody: the links of a test e-mail and of the preview. */
export const EXAMPLE_TOKEN = 'lien-d-exemple-sans-effet';

/** Refuses a text whose images lack alt text: the message names them (`altTextProblem`). */
export function requireAltTexts(body: string): void {
  const problem = altTextProblem(body);
  if (problem) throw new HttpError(400, problem);
}

function filled(issue: { subject: string; body: string }): void {
  if (!issue.subject.trim()) throw new HttpError(400, EMPTY_SUBJECT);
  if (!issue.body.trim()) throw new HttpError(400, EMPTY_BODY);
  requireAltTexts(issue.body);
}

/** Starts sending `issueId`: its list of recipients, fixed now, in the transaction of its status. */
export async function startSending(db: Db, issueId: number, person: SignedInPerson, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const issue = await trx.selectFrom('newsletter_issues').selectAll().where('id', '=', issueId).executeTakeFirst();
    if (!issue) throw new HttpError(404, ISSUE_NOT_FOUND);
    if (issue.status !== 'draft') throw new HttpError(409, ALREADY_SENT);
    filled(issue);
    // Refused before the first write: a refusal changes nothing, not even for a rolled-back moment.
    const confirmed = await trx
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('confirmed_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    if (!confirmed) throw new HttpError(400, NO_SUBSCRIBERS);
    const at = now.toISOString();
    const started = await trx
      .updateTable('newsletter_issues')
      .set({ status: 'sending', send_started_at: at, send_started_by: person.email })
      .where('id', '=', issueId)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    // Two clicks at once, on two replicas: the second finds the issue no longer a draft.
    if (Number(started.numUpdatedRows) !== 1) throw new HttpError(409, ALREADY_SENT);
    const inserted = await trx
      .insertInto('newsletter_deliveries')
      .columns(['issue_id', 'subscription_id', 'email', 'status'])
      .expression((eb) =>
        eb
          .selectFrom('newsletter_subscriptions')
          // Typed casts: PostgreSQL cannot infer a parameter's type in a select list.
          .select([
            sql<number>`CAST(${issueId} AS integer)`.as('issue_id'),
            'id',
            'email',
            sql.lit('waiting').as('status'),
          ])
          .where('confirmed_at', 'is not', null)
          .orderBy('id'),
      )
      .executeTakeFirst();
    const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0);
    if (recipients === 0) throw new HttpError(400, NO_SUBSCRIBERS);
    await recordAudit(
      trx,
      person,
      {
        action: 'send',
        kind: 'newsletter',
        recordId: issueId,
        before: { status: 'draft' },
        after: { status: 'sending', recipients },
      },
      now,
    );
    return recipients;
  });
}

export type DispatchOutcome = { kind: 'queued' | 'skipped' | 'idle' } | { kind: 'wait'; ms: number };

export interface DispatchSettings {
  publicUrl: string;
  /** Newsletter e-mails queued per minute, every replica together. */
  ratePerMinute: number;
  mailFrom: string;
}

/** Queues the next waiting delivery of a sending issue, if the pace allows it now. */
export async function dispatchNext(db: Db, settings: DispatchSettings, now = new Date()): Promise<DispatchOutcome> {
  const spacing = 60_000 / settings.ratePerMinute;
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'newsletter:dispatch');
    const next = await trx
      .selectFrom('newsletter_deliveries as d')
      .innerJoin('newsletter_issues as i', 'i.id', 'd.issue_id')
      .select(['d.id', 'd.subscription_id', 'd.email', 'i.id as issueId', 'i.subject', 'i.body'])
      .where('i.status', '=', 'sending')
      .where('d.status', '=', 'waiting')
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return { kind: 'idle' };
    const subscription = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'unsubscribe_token'])
      .where('id', '=', next.subscription_id)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    if (!subscription) {
      await trx
        .updateTable('newsletter_deliveries')
        .set({ status: 'skipped' })
        .where('id', '=', next.id)
        .where('status', '=', 'waiting')
        .execute();
      return { kind: 'skipped' };
    }
    const last = await trx
      .selectFrom('newsletter_deliveries')
      .select((eb) => eb.fn.max('queued_at').as('at'))
      .executeTakeFirst();
    const since = last?.at ? now.getTime() - Date.parse(last.at) : Infinity;
    if (since < spacing) return { kind: 'wait', ms: Math.ceil(spacing - since) };
    const mail = issueMail(
      { id: next.issueId, subject: next.subject, body: next.body },
      {
        to: subscription.email,
        token: subscription.unsubscribe_token,
        publicUrl: settings.publicUrl,
        from: settings.mailFrom,
        // Read with each e-mail, as the sender's settings are with each pass: a renamed site shows at once.
        siteName: (await readSiteSettings(trx)).name,
      },
    );
    const mailId = await enqueueMail(trx, mail, now);
    const queued = await trx
      .updateTable('newsletter_deliveries')
      .set({ status: 'queued', mail_id: mailId, queued_at: now.toISOString() })
      .where('id', '=', next.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    // Never on SQLite (one writer), nor under PostgreSQL's lock: the guard of the promise « once ».
    if (Number(queued.numUpdatedRows) !== 1) throw new Error(`envoi ${next.id} déjà en file`);
    return { kind: 'queued' };
  });
}

/** Where the sending of `issueId` stands (zeros for a draft). */
export async function issueReport(db: Db, issueId: number): Promise<NewsletterReport> {
  const rows = await db
    .selectFrom('newsletter_deliveries as d')
    .leftJoin('mail_outbox as m', 'm.id', 'd.mail_id')
    .select(['d.status as delivery', 'm.status as mail', (eb) => eb.fn.countAll<number>().as('n')])
    .where('d.issue_id', '=', issueId)
    .groupBy(['d.status', 'm.status'])
    .execute();
  const report: NewsletterReport = { recipients: 0, sent: 0, failed: 0, pending: 0, skipped: 0, unsubscribedSince: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    report.recipients += n;
    if (row.delivery === 'skipped') report.skipped += n;
    else if (row.delivery === 'waiting' || row.mail === 'pending') report.pending += n;
    else if (row.mail === 'sent') report.sent += n;
    else report.failed += n;
  }
  const gone = await db
    .selectFrom('newsletter_deliveries as d')
    .leftJoin('newsletter_subscriptions as s', 's.id', 'd.subscription_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('d.issue_id', '=', issueId)
    .where('s.id', 'is', null)
    .executeTakeFirstOrThrow();
  report.unsubscribedSince = Number(gone.n);
  return report;
}

/** Issues whose every delivery has its outcome become `sent`; returns whether some are still sending. */
export async function completeFinished(db: Db, now = new Date()): Promise<boolean> {
  const sending = await db.selectFrom('newsletter_issues').select('id').where('status', '=', 'sending').execute();
  let stillSending = false;
  for (const { id } of sending) {
    if ((await issueReport(db, id)).pending > 0) {
      stillSending = true;
      continue;
    }
    await db
      .updateTable('newsletter_issues')
      .set({ status: 'sent', sent_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }
  return stillSending;
}

export interface NewsletterDispatcher {
  /** A sending just started: work now rather than at the next check. */
  wake(): void;
  close(): Promise<void>;
}

/** How often an idle server looks for a sending started by another replica. */
const IDLE_CHECK_MS = 60_000;
/** While e-mails of a sending are in the outbox: how often to see whether it is over. */
const SENDING_CHECK_MS = 1_000;
/** After a database error. */
const RETRY_MS = 5_000;

export function createNewsletterDispatcher(
  db: Db,
  mailer: Mailer,
  settings: { publicUrl: string; ratePerMinute: number; mailFrom: string },
  log: FastifyBaseLogger,
): NewsletterDispatcher {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closing = false;
  /** Woken during a pass: the next one starts at once (the pass may have looked before the start). */
  let woken = false;

  /** One pass: queues what the pace allows; returns how long to wait before the next. */
  const pass = async (): Promise<number> => {
    const dispatch = { ...settings, mailFrom: await newsletterSender(db, settings.mailFrom) };
    for (;;) {
      if (closing) return 0;
      const outcome = await dispatchNext(db, dispatch);
      if (outcome.kind === 'skipped') continue;
      if (outcome.kind === 'queued') {
        mailer.notify();
        return 60_000 / settings.ratePerMinute;
      }
      if (outcome.kind === 'wait') return outcome.ms;
      return (await completeFinished(db)) ? SENDING_CHECK_MS : IDLE_CHECK_MS;
    }
  };

  const schedule = (ms: number) => {
    if (closing) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run() {
    timer = null;
    if (running) return;
    running = pass()
      .then(
        (ms) => {
          schedule(woken ? 0 : ms);
          woken = false;
        },
        (error: unknown) => {
          log.error({ err: error }, 'newsletter : échec de la mise en file');
          schedule(RETRY_MS);
        },
      )
      .finally(() => {
        running = null;
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running) woken = true;
      else schedule(0);
    },
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
