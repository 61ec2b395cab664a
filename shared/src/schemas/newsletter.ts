/**
 * The newsletter's issues in the back office (roles `admin` and `media`). Routes:
 * - `GET /api/admin/newsletter/issues` → `NewsletterIssueList` (newest first)
 * - `POST /api/admin/newsletter/issues` `NewsletterIssueInput` → 201 `NewsletterIssue` (a draft)
 * - `GET|PUT /api/admin/newsletter/issues/{id}` → `NewsletterIssue` (a draft only is changed);
 *   `DELETE` (a draft only) → `Done`
 * - `GET …/{id}/preview` → `NewsletterPreview`: the e-mail as subscribers will get it
 * - `POST …/{id}/test` → `NewsletterTestSent`: the e-mail to the signed-in person's own address
 * - `POST …/{id}/send` → 202 `NewsletterIssue`: to every confirmed subscriber, through the outbox
 * - `GET …/{id}/report` → `NewsletterReport`
 * And for subscribers, `POST /api/newsletter/unsubscribe/one-click?token=…` (RFC 8058): what a
 * mail client posts when its reader clicks « Se désinscrire »; no confirmation page.
 */
import Type, { type Static } from 'typebox';
import { NewsletterToken } from './site';

export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_BODY_MAX_LENGTH = 100_000;

/** `draft` (being written), `sending` (the outbox works through the list), `sent` (every e-mail has an outcome). */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export const NewsletterIssueStatus = Type.Enum(NEWSLETTER_ISSUE_STATUSES);
export type NewsletterIssueStatus = Static<typeof NewsletterIssueStatus>;

/** A draft may stay incomplete; sending asks for a subject and a text. */
export const NewsletterIssueInput = Type.Object({
  subject: Type.String({ maxLength: NEWSLETTER_SUBJECT_MAX_LENGTH, pattern: '^[^\\r\\n]*$' }),
  body: Type.String({ maxLength: NEWSLETTER_BODY_MAX_LENGTH }),
});
export type NewsletterIssueInput = Static<typeof NewsletterIssueInput>;

export const NewsletterIssueParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type NewsletterIssueParams = Static<typeof NewsletterIssueParams>;

/**
 * Where a sending stands. `recipients`: the confirmed subscribers when it started; each is `sent`,
 * `failed` (the mail server refused it after every attempt), `pending` (not sent yet) or `skipped`
 * (unsubscribed before their turn: they got nothing). `unsubscribedSince`: recipients no longer
 * subscribed now, skipped ones included.
 */
export const NewsletterReport = Type.Object({
  recipients: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  pending: Type.Integer(),
  skipped: Type.Integer(),
  unsubscribedSince: Type.Integer(),
});
export type NewsletterReport = Static<typeof NewsletterReport>;

const Moment = Type.Union([Type.String(), Type.Null()]);

export const NewsletterIssueSummary = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: NewsletterIssueStatus,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  sendStartedAt: Moment,
  sentAt: Moment,
  /** Null for a draft. */
  report: Type.Union([NewsletterReport, Type.Null()]),
});
export type NewsletterIssueSummary = Static<typeof NewsletterIssueSummary>;

export const NewsletterIssue = Type.Object({
  ...NewsletterIssueSummary.properties,
  body: Type.String(),
  createdBy: Type.String(),
  updatedBy: Type.String(),
  sendStartedBy: Moment,
  /** Confirmed subscribers now: who « Envoyer » would reach. */
  audience: Type.Integer(),
});
export type NewsletterIssue = Static<typeof NewsletterIssue>;

export const NewsletterIssueList = Type.Object({
  items: Type.Array(NewsletterIssueSummary),
  /** Confirmed subscribers now. */
  audience: Type.Integer(),
});
export type NewsletterIssueList = Static<typeof NewsletterIssueList>;

/** The e-mail of an issue as a subscriber receives it (with an example unsubscribe link). */
export const NewsletterPreview = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
});
export type NewsletterPreview = Static<typeof NewsletterPreview>;

export const NewsletterTestSent = Type.Object({ to: Type.String() });
export type NewsletterTestSent = Static<typeof NewsletterTestSent>;

/** The one-click unsubscribe's address carries the token (RFC 8058: the body says nothing of who). */
export const OneClickUnsubscribeQuery = NewsletterToken;
export type OneClickUnsubscribeQuery = Static<typeof OneClickUnsubscribeQuery>;
export const OneClickUnsubscribeAnswer = Type.Object({ unsubscribed: Type.Boolean() });
export type OneClickUnsubscribeAnswer = Static<typeof OneClickUnsubscribeAnswer>;
