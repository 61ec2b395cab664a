import { DELIVERY_METHODS, ORDER_STATUS_LABELS, PAYMENT_METHODS, type AdminOrder } from '@wado/shared/contract';

/** « 1234,50 »: euros with a decimal comma, from integer cents, without floating point. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell: a text a spreadsheet could take for a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe (CSV injection); cells with a separator, a quote or a line break are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

const HEADER = [
  'Référence',
  'Date',
  'Statut',
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'Adresse',
  "Complément d'adresse",
  'Code postal',
  'Ville',
  'Livraison',
  'Paiement',
  'Licence',
  'Tarif licencié',
  'Articles',
  'Sous-total (€)',
  'Livraison (€)',
  'Total TTC (€)',
];

/** The orders for a French spreadsheet: UTF-8 with BOM, `;` separators, CRLF line ends. */
export function ordersCsv(orders: AdminOrder[]): string {
  const rows = orders.map((order) => [
    order.reference,
    order.createdAt,
    ORDER_STATUS_LABELS[order.status],
    order.billing.lastName,
    order.billing.firstName,
    order.billing.email,
    order.billing.phone,
    order.billing.address,
    order.billing.addressMore,
    order.billing.postcode,
    order.billing.city,
    DELIVERY_METHODS.find((method) => method.id === order.delivery)?.label ?? order.delivery,
    PAYMENT_METHODS.find((method) => method.id === order.payment.method)?.label ?? order.payment.method,
    order.licenceNumber ?? '',
    order.memberPricing ? 'oui' : 'non',
    order.lines
      .map((line) => `${line.quantity} × ${line.name} (${line.variantLabel}) à ${euros(line.unitPriceCents)} €`)
      .join(' | '),
    euros(order.subtotalCents),
    euros(order.shippingCents),
    euros(order.totalCents),
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
