import type { NewsletterIssueStatus, NewsletterReport } from '@wado/shared';

export const STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  draft: 'Brouillon',
  sending: 'Envoi en cours',
  sent: 'Envoyée',
};

/** « 1 abonné », « 3 abonnés ». */
export const subscribers = (count: number) => `${count.toLocaleString('fr-FR')} abonné${count > 1 ? 's' : ''}`;

/** One line of counts for the list. */
export const reportSummary = (report: NewsletterReport) =>
  `${report.sent.toLocaleString('fr-FR')} envoyé${report.sent > 1 ? 's' : ''} sur ${report.recipients.toLocaleString('fr-FR')}` +
  (report.failed ? `, ${report.failed.toLocaleString('fr-FR')} en échec` : '') +
  (report.pending ? `, ${report.pending.toLocaleString('fr-FR')} en attente` : '');
