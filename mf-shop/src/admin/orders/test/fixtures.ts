import type { AdminOrder, AdminOrderEmail, AdminOrderList } from '@wado/shared';
import { BILLING } from '@wado/shared/testing/fixtures';

/** An order as the treasurer's API answers it: placed, not paid yet. */
export const PENDING_ORDER: AdminOrder = {
  reference: 'WF-7K3M9Q',
  status: 'pending_payment',
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  delivery: 'colissimo',
  billing: { ...BILLING, addressMore: 'Bâtiment B' },
  licenceNumber: 'WF26004217',
  memberPricing: true,
  lines: [
    {
      itemId: 'tee-shirt-wado-france',
      variantId: 'tee-shirt-wado-france-m',
      name: 'Tee-shirt Wado France',
      variantLabel: 'M',
      image: { url: '/media/shop/tee-shirt.svg', alt: 'Tee-shirt' },
      quantity: 2,
      unitPriceCents: 1500,
      publicUnitPriceCents: 1900,
      lineTotalCents: 3000,
    },
    {
      itemId: 'petit-lexique-karateka',
      variantId: 'petit-lexique-karateka-livre-de-poche',
      name: 'Petit lexique du karatéka',
      variantLabel: 'Livre de poche',
      image: { url: '/media/shop/lexique.svg', alt: 'Livre' },
      quantity: 1,
      unitPriceCents: 800,
      publicUnitPriceCents: 1000,
      lineTotalCents: 800,
    },
  ],
  subtotalCents: 3800,
  shippingCents: 690,
  totalCents: 4490,
  payment: {
    method: 'transfer',
    title: 'Virement bancaire',
    steps: ['Faites un virement du montant total.'],
    details: [{ label: 'IBAN', value: 'FR76 1234 5678 9012 3456 7890 123' }],
    dueDate: '2026-11-28',
  },
  history: [
    { status: 'pending_payment', at: '2026-11-20T09:15:00.000Z', note: 'Commande passée sur le site', actor: null },
  ],
};

/** The same order once the treasurer marked it paid. */
export const PAID_ORDER: AdminOrder = {
  ...PENDING_ORDER,
  status: 'paid',
  updatedAt: '2026-11-24T16:00:00.000Z',
  history: [
    ...PENDING_ORDER.history,
    {
      status: 'paid',
      at: '2026-11-24T16:00:00.000Z',
      note: 'Virement reçu le 24/11',
      actor: 'tresoriere@wado-france.test',
    },
  ],
};

/** An order paid by card: HelloAsso confirmed it, the site marked it paid. */
export const CARD_ORDER: AdminOrder = {
  ...PENDING_ORDER,
  reference: 'WF-C4RT3B',
  status: 'paid',
  updatedAt: '2026-11-20T09:20:00.000Z',
  payment: {
    method: 'card',
    title: 'Carte bancaire',
    steps: ['Payez 44,90 € par carte sur la page de paiement sécurisée de HelloAsso.'],
    details: [],
    dueDate: '2026-11-20',
    holdUntil: '2026-11-20T09:45:00.000Z',
  },
  history: [
    ...PENDING_ORDER.history,
    { status: 'paid', at: '2026-11-20T09:20:00.000Z', note: 'Payée par carte (HelloAsso)', actor: null },
  ],
};

/** Another order, by cheque, to pick up at the head office. */
export const CHEQUE_ORDER: AdminOrder = {
  ...PENDING_ORDER,
  reference: 'WF-2BCD4E',
  status: 'shipped',
  createdAt: '2026-11-18T14:00:00.000Z',
  delivery: 'pickup',
  billing: { ...BILLING, firstName: 'Hugo', lastName: 'Garnier', email: 'hugo.garnier@exemple.fr' },
  shippingCents: 0,
  totalCents: 3800,
  payment: { ...PENDING_ORDER.payment, method: 'cheque', title: 'Chèque' },
};

export const ORDER_LIST: AdminOrderList = {
  items: [PENDING_ORDER, CHEQUE_ORDER],
  page: 1,
  limit: 50,
  total: 2,
  pages: 1,
  amountCents: 8290,
};

export const EMPTY_LIST: AdminOrderList = { items: [], page: 1, limit: 50, total: 0, pages: 0, amountCents: 0 };

const email = (overrides: Partial<AdminOrderEmail>): AdminOrderEmail => ({
  id: 1,
  to: BILLING.email,
  subject: 'Votre commande WF-7K3M9Q – Wado France',
  text: 'Bonjour Élise Moreau,\n\nMerci pour votre commande.',
  status: 'sent',
  createdAt: '2026-11-20T09:15:00.000Z',
  sentAt: '2026-11-20T09:16:00.000Z',
  attempts: 1,
  lastError: '',
  ...overrides,
});

export const PLACED_EMAILS = { items: [email({})] };
export const PAID_EMAILS = {
  items: [
    email({}),
    email({
      id: 2,
      subject: 'Commande WF-7K3M9Q : payée – Wado France',
      text: 'Bonjour Élise Moreau,\n\nNous avons bien reçu votre paiement.',
      status: 'pending',
      createdAt: '2026-11-24T16:00:00.000Z',
      sentAt: null,
      attempts: 0,
    }),
  ],
};
export const FAILED_EMAILS = {
  items: [email({ status: 'failed', sentAt: null, attempts: 5, lastError: 'connexion refusée' })],
};
