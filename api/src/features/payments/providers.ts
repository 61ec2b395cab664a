import {
  formatDateAndTime,
  formatIban,
  formatPrice,
  PAYMENT_DELAY_DAYS,
  type OrderStatus,
  type SiteSettings,
  type PaymentInstructions,
  type PaymentMethod,
} from '@wado/shared/contract';

/** What a payment method needs to know about an order. */
export interface PayableOrder {
  reference: string;
  totalCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  /** A card order's hold (ISO 8601): paid by then, or cancelled; null for the other methods. */
  holdUntil: string | null;
}

/** Whom the buyer pays: the bank details and the cheques' order and address of the site's settings. */
export type Payee = Pick<SiteSettings, 'accountHolder' | 'iban' | 'bic' | 'chequeOrder' | 'chequeAddress'>;

/**
 * A way to pay. Transfers and cheques are offline: the order waits in `pending_payment` until the
 * treasurer marks it paid. A card is paid on HelloAsso's page (`../orders/cardCheckout.ts` starts
 * it, HelloAsso's confirmation marks the order paid) while the order holds its articles.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly title: string;
  /** The status a new order starts in. */
  readonly initialStatus: OrderStatus;
  instructions(order: PayableOrder, payee: Payee): PaymentInstructions;
}

const card: PaymentProvider = {
  method: 'card',
  title: 'Carte bancaire',
  initialStatus: 'pending_payment',
  instructions: (order) => ({
    method: 'card',
    title: 'Carte bancaire',
    steps: [
      `Payez ${formatPrice(order.totalCents)} par carte sur la page de paiement sécurisée de HelloAsso, le service de paiement en ligne de l’association.`,
      order.holdUntil
        ? `Les articles vous sont réservés jusqu’au ${formatDateAndTime(order.holdUntil)} : sans paiement confirmé à cette heure-là, la commande est annulée, les articles sont remis en vente et rien n’est débité.`
        : 'Sans paiement confirmé, la commande est annulée, les articles sont remis en vente et rien n’est débité.',
      'Votre commande est préparée dès que HelloAsso nous a confirmé le paiement ; vous en êtes informé par e-mail.',
    ],
    details: [],
    dueDate: order.dueDate,
    ...(order.holdUntil ? { holdUntil: order.holdUntil } : {}),
  }),
};

const transfer: PaymentProvider = {
  method: 'transfer',
  title: 'Virement bancaire',
  initialStatus: 'pending_payment',
  instructions: (order, payee) => ({
    method: 'transfer',
    title: 'Virement bancaire',
    steps: [
      `Faites un virement de ${formatPrice(order.totalCents)} sur le compte ci-dessous dans les ${PAYMENT_DELAY_DAYS} jours.`,
      `Indiquez impérativement la référence ${order.reference} dans le libellé du virement.`,
      'Votre commande est préparée dès réception du paiement ; vous en êtes informé par e-mail.',
    ],
    details: [
      { label: 'Titulaire du compte', value: payee.accountHolder },
      { label: 'IBAN', value: formatIban(payee.iban) },
      { label: 'BIC', value: payee.bic },
      { label: 'Libellé', value: order.reference },
      { label: 'Montant', value: formatPrice(order.totalCents) },
    ],
    dueDate: order.dueDate,
  }),
};

const cheque: PaymentProvider = {
  method: 'cheque',
  title: 'Chèque',
  initialStatus: 'pending_payment',
  instructions: (order, payee) => ({
    method: 'cheque',
    title: 'Chèque',
    steps: [
      `Établissez un chèque de ${formatPrice(order.totalCents)} à l'ordre de ${payee.chequeOrder}.`,
      `Inscrivez la référence ${order.reference} au dos du chèque.`,
      `Envoyez-le dans les ${PAYMENT_DELAY_DAYS} jours à l'adresse ci-dessous (ou remettez-le lors d'une permanence).`,
    ],
    details: [
      { label: 'Ordre', value: payee.chequeOrder },
      { label: 'Adresse', value: payee.chequeAddress },
      { label: 'Au dos du chèque', value: order.reference },
      { label: 'Montant', value: formatPrice(order.totalCents) },
    ],
    dueDate: order.dueDate,
  }),
};

export const PAYMENT_PROVIDERS: Record<PaymentMethod, PaymentProvider> = { card, transfer, cheque };
