import { formatCount, formatInteger, type NewsletterIssueStatus, type NewsletterReport } from '@wado/shared';

export const STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  draft: 'Brouillon',
  sending: 'Envoi en cours',
  sent: 'Envoyée',
};

/** « 1 abonné », « 3 abonnés ». */
export const subscribers = (count: number) => formatCount(count, 'abonné');

/** « les 3 abonnés qui ont confirmé leur inscription, chacun avec », « le seul abonné qui a confirmé… ». */
export const confirmedSubscribers = (count: number) =>
  count === 1
    ? 'le seul abonné qui a confirmé son inscription, avec'
    : `les ${formatCount(count, 'abonné')} qui ont confirmé leur inscription, chacun avec`;

/** One line of counts for the list. */
export const reportSummary = (report: NewsletterReport) =>
  `${formatCount(report.sent, 'envoyé')} sur ${formatInteger(report.recipients)}` +
  (report.failed ? `, ${formatInteger(report.failed)} en échec` : '') +
  (report.pending ? `, ${formatInteger(report.pending)} en attente` : '');
