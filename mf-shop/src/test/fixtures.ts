import type { OrderConfirmation, OrderQuote, ShopItemDetail, ShopItemList } from '@wado/shared';
import { BILLING } from '@wado/shared/testing/fixtures';

/** Answers of the API as the shop's screens receive them (component tests). */
export const TSHIRT: ShopItemDetail = {
  id: 'tee-shirt-wado-france',
  name: 'Tee-shirt Wado France',
  category: 'textile',
  categoryLabel: 'Textile',
  summary: 'Tee-shirt bleu marine en coton biologique.',
  image: { url: '/media/shop/tee-shirt-wado-france-face.svg', alt: 'Tee-shirt bleu marine' },
  priceCents: 1900,
  memberPriceCents: 1500,
  availability: 'in_stock',
  description: 'Tee-shirt **coton biologique**.',
  images: [
    { url: '/media/shop/tee-shirt-wado-france-face.svg', alt: 'Tee-shirt bleu marine' },
    { url: '/media/shop/tee-shirt-wado-france-detail.svg', alt: 'Dos du tee-shirt' },
  ],
  variants: [
    { id: 'tee-shirt-wado-france-s', label: 'S', stock: 0, availability: 'out_of_stock' },
    { id: 'tee-shirt-wado-france-m', label: 'M', stock: 2, availability: 'low_stock' },
    { id: 'tee-shirt-wado-france-l', label: 'L', stock: 9, availability: 'in_stock' },
  ],
};

export const LIST: ShopItemList = {
  items: [
    TSHIRT,
    {
      ...TSHIRT,
      id: 'petit-lexique-karateka',
      name: 'Petit lexique du karatéka',
      category: 'livres',
      categoryLabel: 'Livres',
      priceCents: 950,
      memberPriceCents: 800,
      availability: 'out_of_stock',
    },
  ],
  page: 1,
  limit: 24,
  total: 2,
  pages: 1,
  categories: [
    { id: 'karategi', label: 'Karatégis', count: 0 },
    { id: 'textile', label: 'Textile', count: 1 },
    { id: 'livres', label: 'Livres', count: 1 },
  ],
};

export const QUOTE: OrderQuote = {
  lines: [
    {
      itemId: TSHIRT.id,
      variantId: 'tee-shirt-wado-france-m',
      name: TSHIRT.name,
      variantLabel: 'M',
      image: TSHIRT.image,
      quantity: 2,
      unitPriceCents: 1900,
      publicUnitPriceCents: 1900,
      lineTotalCents: 3800,
    },
  ],
  memberPricing: false,
  subtotalCents: 3800,
  shippingCents: 690,
  totalCents: 4490,
};

export const CONFIRMATION: OrderConfirmation = {
  ...QUOTE,
  reference: 'WF-7K3M9Q',
  status: 'pending_payment',
  createdAt: '2026-11-23T10:00:00.000Z',
  delivery: 'colissimo',
  billing: { ...BILLING, phone: '0612345678' },
  payment: {
    method: 'transfer',
    title: 'Virement bancaire',
    steps: ['Faites un virement de 44,90 € sur le compte ci-dessous dans les 8 jours.'],
    details: [
      { label: 'IBAN', value: 'FR76 1234 5678 9012 3456 7890 123' },
      { label: 'Libellé', value: 'WF-7K3M9Q' },
    ],
    dueDate: '2026-12-01',
  },
};
