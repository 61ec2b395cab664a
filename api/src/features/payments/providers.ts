import {
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
}

/** Whom the buyer pays: the bank details and the cheques' order and address of the site's settings. */
export type Payee = Pick<SiteSettings, 'accountHolder' | 'iban' | 'bic' | 'chequeOrder' | 'chequeAddress'>;

/**
 * A way to pay. Transfers and cheques are offline: the order waits in `pending_payment` until the
 * treasurer marks it paid. A card provider would be one more implementation (starting a payment
 * session, then confirming it from the provider's notification) registered in `PAYMENT_PROVIDERS`.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly title: string;
  /** The status a new order starts in. */
  readonly initialStatus: OrderStatus;
  instructions(order: PayableOrder, payee: Payee): PaymentInstructions;
}

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

export const PAYMENT_PROVIDERS: Record<PaymentMethod, PaymentProvider> = { transfer, cheque };
