import { formatDate, formatPrice, TAX_REDUCTION_PERCENT, type SiteSettings } from '@wado/shared/contract';
import type { AttachmentDrawers, OutgoingMail } from '../mail';
import { receiptFilename, receiptPdf } from './receipt';
import { findDonationByReference, receiptFactsOf, type DonationRow } from './store';

export const donationTopic = (reference: string) => `donation:${reference}`;

const RECEIPT_DRAWER = 'donation-receipt';

/**
 * The tax receipt attached to a thank-you e-mail, drawn when the e-mail is sent (from the facts
 * kept at its issue, as its download link does), not in the transaction that took its number.
 */
export const donationAttachmentDrawers: AttachmentDrawers = {
  [RECEIPT_DRAWER]: async (db, reference) => {
    const donation = await findDonationByReference(db, reference);
    const facts = donation ? receiptFactsOf(donation) : null;
    return facts ? receiptPdf(facts) : null;
  },
};

/**
 * The thank-you e-mail of a paid donation: with its tax receipt attached and the link to download
 * it again when it has one. The same e-mail is sent again by the treasurer (the PDF drawn again
 * from what was stored at its issue: the same document).
 */
export function thankYouEmail(
  donation: DonationRow,
  settings: Pick<SiteSettings, 'name' | 'fullName' | 'email' | 'phone'>,
  publicUrl: string,
): OutgoingMail {
  const facts = receiptFactsOf(donation);
  const paidOn = formatDate(donation.paid_at ?? donation.created_at);
  const receiptUrl = `${publicUrl.replace(/\/+$/, '')}/api/donations/${donation.token}/recu.pdf`;
  const text = [
    `Bonjour ${donation.first_name} ${donation.last_name},`,
    '',
    `Merci pour votre don de ${formatPrice(donation.amount_cents)} à ${settings.name}, reçu le ${paidOn} (référence ${donation.reference}).`,
    '',
    ...(facts
      ? [
          `Votre reçu fiscal n° ${facts.number} est joint à cet e-mail (PDF). Conservez-le : il justifie votre réduction d’impôt de ${TAX_REDUCTION_PERCENT}\u00a0% du montant du don, dans la limite de 20\u00a0% de votre revenu imposable (article 200 du code général des impôts).`,
          '',
          `Vous pouvez le télécharger à nouveau à cette adresse, personnelle : ${receiptUrl}`,
          '',
        ]
      : []),
    'Votre générosité aide les familles aux revenus modestes, les clubs qui démarrent et nos athlètes en compétition : elle se voit chaque semaine sur les tatamis.',
    '',
    `Pour toute question : ${settings.email} – ${settings.phone}`,
    settings.fullName,
  ].join('\n');
  return {
    to: donation.email,
    subject: facts
      ? `Merci pour votre don – reçu fiscal n° ${facts.number} – ${settings.name}`
      : `Merci pour votre don – ${settings.name}`,
    text,
    topic: donationTopic(donation.reference),
    ...(facts
      ? {
          attachments: [
            {
              filename: receiptFilename(facts.number),
              contentType: 'application/pdf',
              drawnBy: RECEIPT_DRAWER,
              key: donation.reference,
            },
          ],
        }
      : {}),
  };
}
