import { DELIVERY_METHODS, ORDER_STATUS_LABELS, PAYMENT_METHODS, type AdminOrder } from '@wado/shared/contract';
import { csvDateTime, csvDocument, euros } from '../exports';

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
    csvDateTime(order.createdAt),
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
  return csvDocument(HEADER, rows);
}
