import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isValidEmail } from '@wado/shared/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** What is written into the outbox, in the transaction of what the e-mail announces. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What it is about, e.g. `order:WF-7K3M9Q`. */
  topic: string;
  /** The HTML alternative of `text`. */
  html?: string;
  /** Extra headers (the newsletter's List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** The sender, when not the server's MAIL_FROM. */
  from?: string;
  /** Files sent with it (an event's `.ics`, a tax receipt's PDF); stored in the outbox row. */
  attachments?: (MailAttachment | DrawnAttachment)[];
}

/** A file as the transport sends it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A file drawn when the e-mail is sent, by the drawer of that name, from what the database holds
 * under `key`: a tax receipt, whose number is taken under a lock that its queuing transaction
 * holds to the end. Drawing the PDF there (tens of milliseconds) would make every payment
 * recorded at the same time wait for it, past the database's lock timeout under a burst.
 */
export interface DrawnAttachment {
  filename: string;
  contentType: string;
  drawnBy: string;
  key: string;
}

/** The drawers an outbox sender knows, by name (given by the features whose e-mails use them). */
export type AttachmentDrawers = Readonly<Record<string, (db: Db, key: string) => Promise<Buffer | null>>>;

/** Attachments as stored in `mail_outbox.attachments` (JSON: contents in base64, or what draws them). */
type StoredAttachment =
  | { filename: string; contentType: string; base64: string }
  | { filename: string; contentType: string; drawnBy: string; key: string };

function storedAttachments(attachments: OutgoingMail['attachments']): string | null {
  if (!attachments || attachments.length === 0) return null;
  return JSON.stringify(
    attachments.map<StoredAttachment>((attachment) =>
      'content' in attachment
        ? {
            filename: attachment.filename,
            contentType: attachment.contentType,
            base64: attachment.content.toString('base64'),
          }
        : attachment,
    ),
  );
}

/**
 * The attachments of an outbox row, as the transport takes them: stored ones decoded, drawn ones
 * drawn now. A drawer unknown to this server, or with nothing to draw, fails the attempt (retried
 * later like an SMTP failure, then left for a person): an e-mail never goes without its file.
 */
export async function readAttachments(
  db: Db,
  stored: string | null,
  drawers: AttachmentDrawers = {},
): Promise<MailAttachment[]> {
  if (stored === null) return [];
  return Promise.all(
    (JSON.parse(stored) as StoredAttachment[]).map(async (attachment) => {
      const { filename, contentType } = attachment;
      if ('base64' in attachment) return { filename, contentType, content: Buffer.from(attachment.base64, 'base64') };
      const draw = Object.hasOwn(drawers, attachment.drawnBy) ? drawers[attachment.drawnBy] : undefined;
      const content = draw ? await draw(db, attachment.key) : null;
      if (!content)
        throw new Error(`pièce jointe ${filename} : rien à dessiner (${attachment.drawnBy} ${attachment.key})`);
      return { filename, contentType, content };
    }),
  );
}

/**
 * The wait before each new attempt of an e-mail that failed: minutes, then hours, about 22 hours
 * in all, whatever the traffic (a flush follows every e-mail queued, and only sends what is due).
 */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 3 * 60, 6 * 60, 12 * 60].map((minutes) => minutes * 60_000);

/** After this many failed attempts an e-mail is marked failed and left for a person to look at. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * nodemailer's and Node's codes for an SMTP server that cannot be reached or spoken to at all:
 * the other e-mails of the batch would fail the same way, and are left for the next flush
 * rather than each spending an attempt (and a connection timeout) now.
 */
const SERVER_UNREACHABLE = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EAUTH',
]);

function serverUnreachable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && SERVER_UNREACHABLE.has(code);
}

type Executor = Pick<Db, 'insertInto'>;

/**
 * Queues one e-mail; returns its id in the outbox. `notBefore`: sent from then on, not at once
 * (a reminder that a later change may make moot: `dropDeferredMail`).
 */
export async function enqueueMail(
  db: Executor,
  mail: OutgoingMail,
  now = new Date(),
  { notBefore }: { notBefore?: Date } = {},
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      topic: mail.topic,
      status: 'pending',
      attempts: 0,
      last_error: '',
      created_at: now.toISOString(),
      sent_at: null,
      html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      from_address: mail.from ?? null,
      attachments: storedAttachments(mail.attachments),
      ...(notBefore ? { next_attempt_at: notBefore.toISOString() } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Drops the e-mails of `topic` queued for later (`notBefore`) and not due yet at `now`: what
 * they announce has changed since (a payment reminder once the payment came). Never one that
 * is due or was tried.
 */
export async function dropDeferredMail(db: Pick<Db, 'deleteFrom'>, topic: string, now: Date): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('topic', '=', topic)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', now.toISOString())
    .execute();
}

/**
 * The part of a nodemailer transport the outbox uses (tests give a fake one). The recipient is
 * one address object, never a string: nodemailer parses a string as a list (`a@x, b@y` is two
 * recipients), an object is taken as the one address it holds.
 */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: { name: string; address: string };
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

export const NOT_ONE_MAILBOX = "adresse refusée : ce n'est pas une seule adresse e-mail valide";

/**
 * How long a sender holds an e-mail it took (longer than an SMTP exchange may last). A replica
 * that dies while sending leaves its claim: the e-mail is sent by another one once it ends.
 */
export const CLAIM_MS = 15 * 60_000;

/** E-mails read at a time by one flush. */
export const OUTBOX_BATCH = 50;

/** What a sender writes of an e-mail once it tried it: sent, or failed (with its next attempt). */
type Outcome = Updateable<Database['mail_outbox']>;

/**
 * Outcomes a sender could not write (the database cut at that moment), by e-mail id: written
 * first by its next flush. Without them, an e-mail sent would go again once its claim ended, and
 * one that failed would wait out the whole claim.
 */
export type UnrecordedOutcomes = Map<number, Outcome>;

export interface FlushOptions {
  log?: FastifyBaseLogger;
  now?: () => Date;
  claimMs?: number;
  drawers?: AttachmentDrawers;
  unrecorded?: UnrecordedOutcomes;
}

/**
 * Sends the pending e-mails that are due, oldest first; each success or failure is recorded at
 * once, a failure with the time of its next attempt (RETRY_DELAYS_MS). Several
 * replicas may flush at the same time: each e-mail is first claimed by one conditional update, and
 * only the sender whose update took it sends it.
 */
export async function flushOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  { log, now = () => new Date(), claimMs = CLAIM_MS, drawers = {}, unrecorded = new Map() }: FlushOptions = {},
): Promise<{ sent: number; failed: number }> {
  for (const [id, outcome] of unrecorded) {
    await db.updateTable('mail_outbox').set(outcome).where('id', '=', id).where('status', '=', 'pending').execute();
    unrecorded.delete(id);
  }
  const unclaimed = (at: string) =>
    db
      .updateTable('mail_outbox')
      .where('status', '=', 'pending')
      .where('held_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]));
  const startedAt = now().toISOString();
  const pending = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('held_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', startedAt)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', startedAt)]))
    .orderBy('id')
    .limit(OUTBOX_BATCH)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const mail of pending) {
    const at = now();
    const claim = await unclaimed(at.toISOString())
      .set({ claimed_until: new Date(at.getTime() + claimMs).toISOString() })
      .where('id', '=', mail.id)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // Another replica took it (or sent it) meanwhile.
    if (!isValidEmail(mail.to_address)) {
      // Every writer checks the address; one that got through anyway is never sent, nor retried.
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', last_error: NOT_ONE_MAILBOX, claimed_until: null })
        .where('id', '=', mail.id)
        .execute();
      log?.error({ mailId: mail.id }, NOT_ONE_MAILBOX);
      failed += 1;
      continue;
    }
    let outcome: Outcome;
    let unreachable = false;
    try {
      await transport.sendMail({
        from: mail.from_address ?? from,
        to: { name: '', address: mail.to_address },
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        ...(mail.headers === null ? {} : { headers: JSON.parse(mail.headers) as Record<string, string> }),
        ...(mail.attachments === null ? {} : { attachments: await readAttachments(db, mail.attachments, drawers) }),
      });
      outcome = {
        status: 'sent',
        attempts: mail.attempts + 1,
        sent_at: new Date().toISOString(),
        last_error: '',
        claimed_until: null,
        next_attempt_at: null,
      };
      sent += 1;
    } catch (error: unknown) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = attempts >= MAX_ATTEMPTS;
      const retryAt = givenUp ? null : new Date(now().getTime() + RETRY_DELAYS_MS[attempts - 1]!).toISOString();
      outcome = {
        attempts,
        last_error: message.slice(0, 500),
        status: givenUp ? 'failed' : 'pending',
        claimed_until: null,
        next_attempt_at: retryAt,
      };
      log?.warn({ mailId: mail.id, attempts, retryAt, err: message }, "envoi d'e-mail en échec");
      failed += 1;
      unreachable = serverUnreachable(error);
    }
    // Written at once: a crash between the SMTP server's acceptance and this update is the only
    // way an e-mail goes twice (sent again once the claim ends). The database cut at this very
    // moment: kept for the next flush of this sender, which writes it first.
    try {
      await db.updateTable('mail_outbox').set(outcome).where('id', '=', mail.id).execute();
    } catch (error) {
      unrecorded.set(mail.id, outcome);
      throw error;
    }
    if (unreachable) break;
  }
  return { sent, failed };
}

/** How long the outbox waits for a mail server: to connect, to be greeted, for any answer. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

export interface Mailer {
  /** Called after a commit that queued e-mails: sends them now when SMTP is configured. */
  notify(): void;
  /** Stops the timer and waits for a flush under way. */
  close(): Promise<void>;
}

/**
 * With `SMTP_URL` the outbox is sent at once, and what is due looked for every minute (a failed
 * e-mail waits its RETRY_DELAYS_MS, kept in the database through restarts); without it, e-mails stay in
 * the `mail_outbox` table (nothing is lost in a demo) and the log says so.
 */
export function createMailer(
  db: Db,
  settings: { smtpUrl: string; mailFrom: string; claimMs?: number; drawers?: AttachmentDrawers },
  log: FastifyBaseLogger,
): Mailer {
  if (!settings.smtpUrl) {
    return {
      notify: () => log.info("SMTP non configuré (SMTP_URL) : l'e-mail reste dans la table mail_outbox"),
      close: async () => undefined,
    };
  }
  // Pooled: a burst of e-mails (a newsletter, a sale) goes through a few open connections
  // instead of one SMTP handshake per message. SMTP_URL's own settings (`?pool=false`…) win.
  // nodemailer (forty modules) is loaded by the first flush, not by every start of the server.
  let transport: Transporter | null = null;
  const openTransport = async () => {
    transport ??= (await import('nodemailer')).default.createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: 2,
      // nodemailer would wait 2 min for a connection and 10 min for a server gone silent (a
      // network cut mid-message): this replica's e-mails would all wait behind that one.
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
    return transport;
  };
  let running: Promise<unknown> | null = null;
  let notified = false;
  const unrecorded: UnrecordedOutcomes = new Map();
  let closing = false;
  const flush = () => {
    // One flush at a time. A notification during a flush, or a whole batch sent (a burst of
    // sign-ups), calls for another pass at once rather than at the next timer tick; a batch that
    // only failed (SMTP down) waits for the timer.
    notified = true;
    running ??= (async () => {
      while (notified && !closing) {
        notified = false;
        const { sent } = await flushOutbox(db, await openTransport(), settings.mailFrom, {
          log,
          claimMs: settings.claimMs,
          drawers: settings.drawers,
          unrecorded,
        });
        // Another pass while one sends anything: more may be due than a batch holds, and with
        // several replicas a batch is shared (each claims only part of it). A pass that sent
        // nothing (all done, or SMTP down) waits for the next e-mail or the timer.
        if (sent > 0) notified = true;
      }
    })()
      .catch((error: unknown) => log.error({ err: error }, "boîte d'envoi : échec"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(flush, 60_000);
  timer.unref();
  flush();
  return {
    notify: flush,
    close: async () => {
      closing = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
