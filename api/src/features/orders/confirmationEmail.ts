import {
  DELIVERY_METHODS,
  deliveryDetail,
  formatDate,
  formatPrice,
  SALE_CONDITIONS_PATH,
  withdrawalForm,
  withdrawalNotice,
  type OrderConfirmation,
  type SiteSettings,
} from '@wado/shared/contract';
import type { OutgoingMail } from '../mail';

export function saleConditionsUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SALE_CONDITIONS_PATH}`;
}

/**
 * How to pay, in the confirmation e-mail: the bank or postal details of a transfer or a cheque; for
 * a card, only that the payment is awaited (the buyer is on HelloAsso's page, or will retry there).
 */
function paymentSection(payment: OrderConfirmation['payment']): string[] {
  if (payment.method === 'card') {
    return [
      'PAIEMENT : CARTE BANCAIRE (HELLOASSO)',
      'Paiement par carte en attente : nous vous écrirons dès que HelloAsso nous l’aura confirmé.',
      ...payment.steps.map((step) => `- ${step}`),
    ];
  }
  return [
    `PAIEMENT : ${payment.title.toUpperCase()}, avant le ${formatDate(payment.dueDate)}`,
    ...payment.steps.map((step) => `- ${step}`),
    ...payment.details.map((detail) => `  ${detail.label} : ${detail.value}`),
    'Sans paiement reçu à cette date, la commande est annulée automatiquement et les articles sont remis en vente.',
  ];
}

/**
 * The acknowledgement the buyer receives without delay (Code de la consommation, L221-13): the
 * order, its total, how to pay, the right of withdrawal with its form, and the sale conditions.
 */
export function confirmationEmail(
  order: OrderConfirmation,
  publicUrl: string,
  saleConditionsText: string,
  settings: SiteSettings,
): OutgoingMail {
  const delivery = DELIVERY_METHODS.find((method) => method.id === order.delivery)!;
  const lines = order.lines.map(
    (line) =>
      `- ${line.quantity} × ${line.name} (${line.variantLabel}) à ${formatPrice(line.unitPriceCents)} = ${formatPrice(line.lineTotalCents)}`,
  );
  const text = [
    `Bonjour ${order.billing.firstName} ${order.billing.lastName},`,
    '',
    `Nous avons bien reçu votre commande ${order.reference} du ${formatDate(order.createdAt)} sur la boutique de ${settings.name}. Merci !`,
    '',
    'VOTRE COMMANDE',
    ...lines,
    order.memberPricing ? 'Tarif licencié appliqué.' : '',
    `Sous-total : ${formatPrice(order.subtotalCents)}`,
    `Livraison : ${order.shippingCents === 0 ? 'gratuite' : formatPrice(order.shippingCents)} (${delivery.label})`,
    `TOTAL TTC À PAYER : ${formatPrice(order.totalCents)}`,
    '',
    'LIVRAISON',
    deliveryDetail(order.delivery, settings),
    order.delivery === 'colissimo'
      ? `Adresse : ${[order.billing.address, order.billing.addressMore, `${order.billing.postcode} ${order.billing.city}`].filter(Boolean).join(', ')}`
      : 'Munissez-vous de la référence de la commande et d’une pièce d’identité.',
    '',
    ...paymentSection(order.payment),
    '',
    'DROIT DE RÉTRACTATION',
    withdrawalNotice(settings),
    '',
    'Formulaire de rétractation (annexe à l’article R221-1 du code de la consommation)',
    ...withdrawalForm(settings),
    '',
    `Conditions générales de vente : ${saleConditionsUrl(publicUrl)}`,
    'Elles sont reproduites ci-dessous pour que vous puissiez les conserver.',
    '',
    `Pour toute question : ${settings.email} – ${settings.phone}`,
    settings.fullName,
    '',
    '----------------------------------------------------------------------',
    saleConditionsText,
  ]
    .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
    .join('\n');
  return {
    to: order.billing.email,
    subject: `Votre commande ${order.reference} – ${settings.name}`,
    text,
    topic: `order:${order.reference}`,
  };
}
