/**
 * The shop's contract: catalogue, member check, order quotes and orders, the treasurer's API.
 * Money is always an integer number of cents, all taxes included; the server prices every order.
 * The billing rules below are used by the form (messages beside each field) and by the server.
 */
import type { SiteSettings } from '../schemas/settings';
import { postalAddress } from './association';
import { isValidEmail, EMAIL_MAX_LENGTH } from './email';
import type { PageLimits } from './pagination';
import type {
  BillingDetails,
  BillingRequest,
  DeliveryMethod,
  OrderStatus,
  PaymentMethod,
  StockAvailability,
} from '../schemas/shop';
import { isSingleLineText } from './safeText';

// Prices and dates are written the same way on the pages, in e-mails and in the treasurer's exports.
export { formatPrice, formatDate, formatDateAndTime } from '../format/format';

export const STOCK_AVAILABILITIES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
/** At or under this many left, a variant is shown as « plus que N ». */
export const LOW_STOCK_THRESHOLD = 3;

export function stockAvailability(stock: number): StockAvailability {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/** A size of an article and the stock left of it, as the pages and the server's refusals name them. */
export interface SizeStock {
  name: string;
  variantLabel: string;
  stock: number;
}

/** Keeps « and » with the name they quote, and a colon with the word before it, when the line wraps. */
const NBSP = '\u00a0';

/**
 * « Il ne reste que 3 exemplaires de « Karatégi Kata coupe japonaise » (160 cm) », « … est épuisé » :
 * the same words on the article page, in the cart and in the server's refusals (no final stop).
 */
export function stockLeftText({ name, variantLabel, stock }: SizeStock): string {
  const what = `«${NBSP}${name}${NBSP}» (${variantLabel})`;
  if (stock <= 0) return `${what} est épuisé`;
  return stock === 1 ? `Il ne reste qu’un exemplaire de ${what}` : `Il ne reste que ${stock} exemplaires de ${what}`;
}

/** `stockLeftText` followed by what to do about it: « … : réduisez la quantité. » */
export function stockLeftAnd(size: SizeStock, then: string): string {
  return `${stockLeftText(size)}${NBSP}: ${then}`;
}

/** The server's refusal of a line above the stock of its size, with what to do. */
export function stockRefusalMessage(line: SizeStock): string {
  return stockLeftAnd(
    line,
    line.stock <= 0 ? 'retirez-le du panier pour commander le reste.' : 'réduisez la quantité.',
  );
}

export const SHOP_PAGINATION = { defaultLimit: 24, maxLimit: 48, maxPage: 1000 } as const satisfies PageLimits;

/**
 * Order limits, stated in the sale conditions (article 5) and checked by the server. A family
 * kitting out two or three karateka (karategi, belt, T-shirt each) fits in one order; a club
 * buying for a whole dojo writes to the association. They also bound what one unpaid order holds
 * back from other buyers: most sizes have fewer than ten in stock.
 */
export const MAX_QUANTITY_PER_LINE = 5;
/** Articles in one order, all lines together. */
export const MAX_ITEMS_PER_ORDER = 10;
/** Every line holds at least one article: no more lines than articles. */
export const MAX_ORDER_LINES = MAX_ITEMS_PER_ORDER;
/**
 * Orders waiting for payment (`pending_payment`) one buyer may have at once: per mailbox (the
 * e-mail address folded by `foldEmail`: `jean+1@` is `jean@`), and per client address (an IPv4
 * address or an IPv6 /64 network). Beyond, pay or wait for the earlier ones to be cancelled.
 * Server defaults; `0` turns a cap off.
 */
export const MAX_UNPAID_ORDERS_PER_EMAIL = 3;
export const MAX_UNPAID_ORDERS_PER_ADDRESS = 5;
/**
 * The share (in %) of each size that orders waiting for a transfer or a cheque may hold together:
 * however many of them strangers place, the other half stays on sale for buyers who pay (by card,
 * within its 30-minute hold). Server default.
 */
export const UNPAID_ORDERS_SHARE_PERCENT = 50;

/**
 * The French message of a cart or order over the caps, or null when it is within them (a club is
 * told to write to the association's `contactEmail`).
 */
export function orderLimitMessage(lines: readonly { quantity: number }[], contactEmail: string): string | null {
  const line = lines.findIndex((entry) => entry.quantity > MAX_QUANTITY_PER_LINE);
  if (line >= 0) {
    return `Au plus ${MAX_QUANTITY_PER_LINE} exemplaires d’un même article dans la même taille par commande (ligne ${line + 1} : ${lines[line]!.quantity} demandés). Réduisez la quantité.`;
  }
  const total = lines.reduce((sum, entry) => sum + entry.quantity, 0);
  if (total > MAX_ITEMS_PER_ORDER) {
    return `Une commande compte au plus ${MAX_ITEMS_PER_ORDER} articles ; vous en demandez ${total}. Retirez-en ${total - MAX_ITEMS_PER_ORDER} pour continuer. Pour équiper un club, écrivez à ${contactEmail}.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Member check (`POST /api/members/check`)

/** Licence numbers as printed on the card: `WF` + two digits of the year + six digits. */
export const LICENCE_PATTERN = '^WF[0-9]{8}$';

export function normalizeLicence(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isLicenceNumber(value: string): boolean {
  return new RegExp(LICENCE_PATTERN).test(normalizeLicence(value));
}

// ---------------------------------------------------------------------------------------------
// Orders

export const DELIVERY_METHOD_IDS = ['colissimo', 'pickup'] as const;
export const PAYMENT_METHOD_IDS = ['card', 'transfer', 'cheque'] as const;
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'cancelled'] as const;

export const DELIVERY_METHODS: { id: DeliveryMethod; label: string }[] = [
  { id: 'colissimo', label: 'Livraison par Colissimo' },
  { id: 'pickup', label: 'Retrait au siège (gratuit)' },
];

/** What the billing form says under each delivery method (the head office's address from the settings). */
export function deliveryDetail(delivery: DeliveryMethod, settings: Pick<SiteSettings, 'addressLines'>): string {
  return delivery === 'colissimo'
    ? 'Expédition dans les 5 jours ouvrés après réception du paiement, en France métropolitaine.'
    : `${postalAddress(settings)} : le mardi de 18 h à 20 h et le samedi de 10 h à 12 h.`;
}

/** Card first when the site offers it (HelloAsso configured): the way most buyers want to pay. */
export const PAYMENT_METHODS: { id: PaymentMethod; label: string }[] = [
  { id: 'card', label: 'Carte bancaire' },
  { id: 'transfer', label: 'Virement bancaire' },
  { id: 'cheque', label: 'Chèque' },
];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'En attente de paiement',
  paid: 'Payée',
  shipped: 'Expédiée ou remise',
  cancelled: 'Annulée',
};

/** The shipping fees of the site's settings: Colissimo's flat fee, offered from a subtotal. */
export type ShippingFees = Pick<SiteSettings, 'shippingFeeCents' | 'freeShippingFromCents'>;
/** Days the buyer has to pay (sale conditions, article 6). */
export const PAYMENT_DELAY_DAYS = 8;
/**
 * Minutes an order paid by card holds its articles while the buyer pays on HelloAsso's page; then,
 * unless HelloAsso confirmed the payment, it is cancelled and the articles go back on sale.
 */
export const CARD_HOLD_MINUTES = 30;
/** Days of the right of withdrawal (Code de la consommation, L221-18). */
export const WITHDRAWAL_DAYS = 14;

/** Colissimo: one flat fee, free from a subtotal; pickup is always free. */
export function shippingCents(delivery: DeliveryMethod, subtotalCents: number, fees: ShippingFees): number {
  if (delivery === 'pickup' || subtotalCents >= fees.freeShippingFromCents) return 0;
  return fees.shippingFeeCents;
}

// ---------------------------------------------------------------------------------------------
// Treasurer's API (`/api/admin/orders…`, Bearer token)

/** The treasurer lists more orders per page than visitors see items. */
export const ADMIN_ORDER_PAGINATION = {
  defaultLimit: 50,
  maxLimit: 100,
  maxPage: 100_000,
} as const satisfies PageLimits;

/** Which status may follow which: cancelling is possible until the parcel leaves. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

// ---------------------------------------------------------------------------------------------
// Billing rules, shared by the form and the server

export const POSTCODE_PATTERN = '^[0-9]{5}$';
/** French numbers: 10 digits starting with 0, or +33 and 9 digits; spaces, dots and dashes ignored. */
export const PHONE_PATTERN = '^(?:0[1-9][0-9]{8}|\\+33[1-9][0-9]{8})$';

export const BILLING_LIMITS = {
  firstName: 60,
  lastName: 60,
  email: EMAIL_MAX_LENGTH,
  phone: 20,
  address: 120,
  addressMore: 120,
  postcode: 5,
  city: 60,
} as const;

export const BILLING_LABELS: Record<keyof BillingDetails, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  address: 'Adresse',
  addressMore: "Complément d'adresse",
  postcode: 'Code postal',
  city: 'Ville',
};

export type BillingErrors = Partial<Record<keyof BillingDetails, string>>;

export function normalizePhone(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

/** The French message for each invalid field (an empty object when the details are valid). */
export function validateBilling(details: BillingRequest): BillingErrors {
  const errors: BillingErrors = {};
  const required: (keyof BillingDetails)[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'postcode', 'city'];
  for (const field of Object.keys(BILLING_LIMITS) as (keyof BillingDetails)[]) {
    const value = (details[field] ?? '').trim();
    if (required.includes(field) && value === '') {
      errors[field] = `${BILLING_LABELS[field]} : ce champ est obligatoire.`;
    } else if (value.length > BILLING_LIMITS[field]) {
      errors[field] = `${BILLING_LABELS[field]} : ${BILLING_LIMITS[field]} caractères au plus.`;
    } else if (!isSingleLineText(value)) {
      errors[field] = `${BILLING_LABELS[field]} : une seule ligne, sans caractère de contrôle.`;
    }
  }
  if (!errors.email && !isValidEmail(details.email.trim())) {
    errors.email = "Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr).";
  }
  if (!errors.phone && !new RegExp(PHONE_PATTERN).test(normalizePhone(details.phone))) {
    errors.phone = 'Téléphone : indiquez un numéro français à 10 chiffres (exemple : 06 12 34 56 78).';
  }
  if (!errors.postcode && !new RegExp(POSTCODE_PATTERN).test(details.postcode.trim())) {
    errors.postcode = 'Code postal : il doit compter exactement 5 chiffres (exemple : 69002).';
  }
  return errors;
}

export const TERMS_NOT_ACCEPTED = 'Veuillez accepter les conditions générales de vente pour passer commande.';

/** Order references: `WF-` and six characters that cannot be misread (no 0/O, 1/I/L). */
export const ORDER_REFERENCE_PATTERN = '^WF-[2-9A-HJKMNP-Z]{6}$';

type WithdrawalParty = Pick<SiteSettings, 'fullName' | 'addressLines' | 'email'>;

/** The standard withdrawal form (annexe à l'article R221-1 du code de la consommation), line by line. */
export function withdrawalForm(seller: WithdrawalParty): string[] {
  return [
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${seller.fullName}, ${postalAddress(seller)}, ${seller.email} :`,
    'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
    'Commandé le (*)/reçu le (*) :',
    'Nom du (des) consommateur(s) :',
    'Adresse du (des) consommateur(s) :',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
    '(*) Rayez la mention inutile.',
  ];
}

/** How to use the right of withdrawal, as the confirmation screen and e-mail say it. */
export function withdrawalNotice(seller: WithdrawalParty): string {
  return (
    `Vous disposez de ${WITHDRAWAL_DAYS} jours à compter de la réception des articles pour vous rétracter, sans avoir à vous justifier. ` +
    `Pour l’exercer, envoyez-nous avant la fin de ce délai une déclaration dénuée d’ambiguïté, par courrier (${postalAddress(seller)}) ` +
    `ou par e-mail (${seller.email}), par exemple avec le formulaire ci-dessous. Renvoyez ensuite les articles dans les ${WITHDRAWAL_DAYS} jours ; ` +
    `nous vous remboursons dans les ${WITHDRAWAL_DAYS} jours suivant votre décision. Les articles personnalisés et les protège-dents descellés ne peuvent être repris (article 8 des conditions générales de vente).`
  );
}

export const SALE_CONDITIONS_PATH = '/general_terms_and_conditions_of_sale';
