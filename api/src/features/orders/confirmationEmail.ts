import {
  ASSOCIATION,
  DELIVERY_METHODS,
  formatDate,
  formatPrice,
  WITHDRAWAL_DAYS,
  type OrderConfirmation,
} from '@wado/shared/contract';
import type { OutgoingMail } from '../mail/outbox';

/** The standard withdrawal form (annexe à l'article R221-1 du code de la consommation). */
export const WITHDRAWAL_FORM = [
  'Formulaire de rétractation',
  '(Annexe à l’article R221-1 du code de la consommation)',
  '',
  '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
  '',
  `À l’attention de ${ASSOCIATION.fullName}, ${ASSOCIATION.address.join(', ')}, ${ASSOCIATION.email} :`,
  '',
  'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
  '',
  'Commandé le (*)/reçu le (*) :',
  'Nom du (des) consommateur(s) :',
  'Adresse du (des) consommateur(s) :',
  'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
  'Date :',
  '',
  '(*) Rayez la mention inutile.',
].join('\n');

export function saleConditionsUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/general_terms_and_conditions_of_sale`;
}

/**
 * The acknowledgement the buyer receives without delay (Code de la consommation, L221-13): the
 * order, its total, how to pay, the right of withdrawal with its form, and the sale conditions.
 */
export function confirmationEmail(order: OrderConfirmation, publicUrl: string, saleConditionsText: string): OutgoingMail {
  const delivery = DELIVERY_METHODS.find((method) => method.id === order.delivery)!;
  const lines = order.lines.map(
    (line) => `- ${line.quantity} × ${line.name} (${line.variantLabel}) à ${formatPrice(line.unitPriceCents)} = ${formatPrice(line.lineTotalCents)}`,
  );
  const text = [
    `Bonjour ${order.billing.firstName} ${order.billing.lastName},`,
    '',
    `Nous avons bien reçu votre commande ${order.reference} du ${formatDate(order.createdAt)} sur la boutique de ${ASSOCIATION.name}. Merci !`,
    '',
    'VOTRE COMMANDE',
    ...lines,
    order.memberPricing ? 'Tarif licencié appliqué.' : '',
    `Sous-total : ${formatPrice(order.subtotalCents)}`,
    `Livraison : ${order.shippingCents === 0 ? 'gratuite' : formatPrice(order.shippingCents)} (${delivery.label})`,
    `TOTAL TTC À PAYER : ${formatPrice(order.totalCents)}`,
    '',
    'LIVRAISON',
    delivery.detail,
    order.delivery === 'colissimo'
      ? `Adresse : ${[order.billing.address, order.billing.addressMore, `${order.billing.postcode} ${order.billing.city}`].filter(Boolean).join(', ')}`
      : 'Munissez-vous de la référence de la commande et d’une pièce d’identité.',
    '',
    `PAIEMENT : ${order.payment.title.toUpperCase()}, avant le ${formatDate(order.payment.dueDate)}`,
    ...order.payment.steps.map((step) => `- ${step}`),
    ...order.payment.details.map((detail) => `  ${detail.label} : ${detail.value}`),
    '',
    'DROIT DE RÉTRACTATION',
    `Vous disposez de ${WITHDRAWAL_DAYS} jours à compter de la réception des articles pour vous rétracter, sans avoir à vous justifier. ` +
      `Pour l’exercer, envoyez-nous avant l’expiration de ce délai une déclaration dénuée d’ambiguïté, par courrier (${ASSOCIATION.address.join(', ')}) ` +
      `ou par e-mail (${ASSOCIATION.email}), par exemple au moyen du formulaire ci-dessous. Renvoyez ensuite les articles dans les ${WITHDRAWAL_DAYS} jours ; ` +
      `nous vous remboursons dans les ${WITHDRAWAL_DAYS} jours suivant votre décision. Les articles personnalisés et les protège-dents descellés ne peuvent être repris (article 8 des conditions générales de vente).`,
    '',
    WITHDRAWAL_FORM,
    '',
    `Conditions générales de vente : ${saleConditionsUrl(publicUrl)}`,
    'Elles sont reproduites ci-dessous pour que vous puissiez les conserver.',
    '',
    `Pour toute question : ${ASSOCIATION.email} – ${ASSOCIATION.phone}`,
    `${ASSOCIATION.fullName}`,
    '',
    '----------------------------------------------------------------------',
    saleConditionsText,
  ]
    .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
    .join('\n');
  return {
    to: order.billing.email,
    subject: `Votre commande ${order.reference} – ${ASSOCIATION.name}`,
    text,
    topic: `order:${order.reference}`,
  };
}
