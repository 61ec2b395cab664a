import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addToCart,
  cartStore,
  clearCart,
  goToPaymentPage,
  memberProofStore,
  type OrderConfirmation,
} from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { BILLING, SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { renderPage } from '@wado/shared/testing/page';
import CartPage from '../cart/CartPage';
import { CONFIRMATION, QUOTE, TSHIRT } from '../test/fixtures';
import BillingPage from './BillingPage';
import { CardReturn, RETURN_CHECKS } from './CardPayment';
import { cardPaymentStore, checkoutStore, lastOrderStore } from './checkout';

// Leaving the page for HelloAsso is watched, not done.
jest.mock('@wado/shared', () => ({ ...jest.requireActual<object>('@wado/shared'), goToPaymentPage: jest.fn() }));
const goTo = goToPaymentPage as jest.MockedFunction<typeof goToPaymentPage>;

const KEY = 'cle-de-commande-0123456789';
const HOLD_UNTIL = '2026-11-23T10:30:00.000Z';
const PAYMENT_PAGE = 'https://helloasso.exemple/checkout/41001';
const CARD_ORDER: OrderConfirmation = {
  ...CONFIRMATION,
  payment: {
    method: 'card',
    title: 'Carte bancaire',
    steps: ['Payez 44,90 € par carte sur la page de paiement sécurisée de HelloAsso.'],
    details: [],
    dueDate: '2026-11-23',
    holdUntil: HOLD_UNTIL,
  },
};
const RETURN_URL = '/billing?commande=WF-7K3M9Q&paiement=jeton-du-paiement-0123&checkoutIntentId=41001';
const pending = { reference: 'WF-7K3M9Q', idempotencyKey: KEY, holdUntil: HOLD_UNTIL, totalCents: 4490 };

function renderAt(url: string) {
  return renderPage({ '/billing': <BillingPage />, '/cart': <CartPage /> }, { url });
}

const paymentRadios = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('name') === 'payment');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCart();
  checkoutStore.set(null);
  lastOrderStore.set(null);
  cardPaymentStore.set(null);
  memberProofStore.set(null);
  goTo.mockReset();
  addToCart(
    {
      itemId: TSHIRT.id,
      variantId: 'tee-shirt-wado-france-m',
      name: TSHIRT.name,
      variantLabel: 'M',
      unitPriceCents: 1900,
      memberPriceCents: 1500,
      image: TSHIRT.image,
    },
    2,
  );
});

describe('the choice of the payment method', () => {
  it('puts the card first, chosen, when the site offers it, and says it goes through HelloAsso', async () => {
    mockFetch({ '/api/payments/options': { body: { card: true } }, '/api/site/settings': { body: SITE_SETTINGS } });
    renderAt('/billing');
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Carte bancaire/ })).toBeChecked());
    expect(paymentRadios().map((radio) => radio.getAttribute('value'))).toEqual(['card', 'transfer', 'cheque']);
    const card = screen.getByRole('radio', { name: /^Carte bancaire/ }).closest('label')!;
    expect(card).toHaveTextContent(
      'page sécurisée de HelloAsso, le service de paiement en ligne de l’association, gratuit pour elle',
    );
    expect(card).toHaveTextContent('Vos articles vous sont réservés 30 minutes.');
    expect(screen.getByText(/la carte se saisit sur la page de HelloAsso/)).toBeInTheDocument();

    // Another choice is kept in the draft.
    await userEvent.click(screen.getByRole('radio', { name: /^Chèque/ }));
    expect(screen.getByRole('radio', { name: /^Chèque/ })).toBeChecked();
  });

  it('offers transfers and cheques only when the site does not take cards', async () => {
    mockFetch({ '/api/payments/options': { body: { card: false } } });
    renderAt('/billing');
    await waitFor(() => expect(paymentRadios()).toHaveLength(2));
    expect(paymentRadios().map((radio) => radio.getAttribute('value'))).toEqual(['transfer', 'cheque']);
    expect(screen.getByRole('radio', { name: /^Virement bancaire/ })).toBeChecked();
    expect(screen.queryByText(/HelloAsso/)).not.toBeInTheDocument();
  });

  it('keeps the method the buyer chose earlier in the session', async () => {
    checkoutStore.set({ billing: BILLING, delivery: 'colissimo', payment: 'cheque', idempotencyKey: KEY });
    mockFetch({ '/api/payments/options': { body: { card: true } } });
    renderAt('/billing');
    await screen.findByRole('radio', { name: /^Carte bancaire/ });
    expect(screen.getByRole('radio', { name: /^Chèque/ })).toBeChecked();
  });
});

describe('an order paid by card', () => {
  beforeEach(() => {
    checkoutStore.set({ billing: BILLING, delivery: 'colissimo', payment: 'card', idempotencyKey: KEY });
  });

  async function order() {
    await screen.findByTestId('order-total');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
  }

  it('sends the buyer to HelloAsso’s page once the order is written, keeping its key for another try', async () => {
    const { calls } = mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': {
        status: 201,
        body: {
          ...CARD_ORDER,
          cardCheckout: {
            reference: 'WF-7K3M9Q',
            status: 'pending_payment',
            holdUntil: HOLD_UNTIL,
            redirectUrl: PAYMENT_PAGE,
          },
        },
      },
    });
    renderAt('/billing?etape=recapitulatif');
    expect(
      await screen.findByText('Carte bancaire, à payer aussitôt sur la page sécurisée de HelloAsso'),
    ).toBeInTheDocument();
    await order();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/orders')!.init!.body)).payment).toBe('card');
    expect(cartStore.get()).toEqual([]);
    expect(cardPaymentStore.get()).toEqual(pending);
    expect(checkoutStore.get()!.idempotencyKey).not.toBe(KEY);
    // Under the payment page while it loads (and after « Back »): the order, and a way to pay it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande enregistrée, à payer par carte' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('WF-7K3M9Q');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Vos articles vous sont réservés jusqu’au 23 novembre 2026 à 11\sh\s30/,
    );
  });

  it('keeps the order when HelloAsso cannot be reached, says so, and tries again with the order’s key', async () => {
    const { calls } = mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': {
        status: 201,
        body: {
          ...CARD_ORDER,
          cardCheckout: {
            reference: 'WF-7K3M9Q',
            status: 'pending_payment',
            holdUntil: HOLD_UNTIL,
            unavailable: 'Le paiement par carte (HelloAsso) est momentanément indisponible.',
          },
        },
      },
      '/api/orders/WF-7K3M9Q/card-payment': {
        body: { reference: 'WF-7K3M9Q', status: 'pending_payment', holdUntil: HOLD_UNTIL, redirectUrl: PAYMENT_PAGE },
      },
    });
    renderAt('/billing?etape=recapitulatif');
    await order();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Le paiement par carte (HelloAsso) est momentanément indisponible.',
      ),
    );
    expect(goTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer le paiement par carte' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAYMENT_PAGE));
    const retry = calls.find((call) => call.url === '/api/orders/WF-7K3M9Q/card-payment')!;
    expect(retry.init!.method).toBe('POST');
    expect((retry.init!.headers as Record<string, string>)['Idempotency-Key']).toBe(KEY);
    expect(screen.getByRole('button', { name: 'Redirection vers HelloAsso…' })).toBeDisabled();
  });
});

describe('the page HelloAsso sends the buyer back to', () => {
  beforeEach(() => {
    clearCart();
    lastOrderStore.set(CARD_ORDER);
    cardPaymentStore.set(pending);
  });

  it('shows « Paiement reçu » once the server read the payment back, never on the address’s word alone', async () => {
    const { calls } = mockFetch({
      '/api/payments/card/return': { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'paid' } },
      '/api/site/settings': { body: SITE_SETTINGS },
    });
    renderAt(`${RETURN_URL}&code=succeeded`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('WF-7K3M9Q');
    expect(screen.getByRole('status')).toHaveTextContent(
      /HelloAsso nous a confirmé votre paiement par carte de 44,90\s€ TTC : votre commande est en préparation/,
    );
    expect(screen.queryByText(/IBAN/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre droit de rétractation' })).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/payments/card/return')!.init!.body))).toEqual({
      payment: 'jeton-du-paiement-0123',
      checkoutIntentId: 41001,
    });
    expect(cardPaymentStore.get()).toBeNull();
    expect(lastOrderStore.get()!.status).toBe('paid');
  });

  it('says a refused card was refused, until when the articles are held, and lets the buyer try again', async () => {
    mockFetch({
      '/api/payments/card/return': { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'unpaid' } },
      '/api/orders/WF-7K3M9Q/card-payment': {
        body: { reference: 'WF-7K3M9Q', status: 'pending_payment', holdUntil: HOLD_UNTIL, redirectUrl: PAYMENT_PAGE },
      },
    });
    renderAt(`${RETURN_URL}&code=refused`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre paiement a été refusé' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('rien n’a été débité');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Vos articles vous sont réservés jusqu’au 23 novembre 2026 à 11\sh\s30 : vous pouvez réessayer/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer le paiement' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAYMENT_PAGE));
  });

  it('says the order was cancelled when the retry comes after its hold', async () => {
    mockFetch({
      '/api/payments/card/return': { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'unpaid' } },
      '/api/orders/WF-7K3M9Q/card-payment': {
        body: { reference: 'WF-7K3M9Q', status: 'cancelled', holdUntil: HOLD_UNTIL },
      },
    });
    renderAt(`${RETURN_URL}&code=refused`);
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer le paiement' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La commande WF-7K3M9Q a été annulée : son délai de paiement est écoulé et ses articles ont été remis en vente. Rien n’a été débité.',
      ),
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Réessayer le paiement' })).not.toBeInTheDocument();
  });

  it('waits for HelloAsso’s confirmation, checking again a few times, then leaves it to the buyer', async () => {
    let checks = 0;
    mockFetch({
      '/api/payments/card/return': () => {
        checks += 1;
        return { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'unpaid' } };
      },
    });
    renderPage(
      <CardReturn
        reference="WF-7K3M9Q"
        request={{ payment: 'jeton-du-paiement-0123', checkoutIntentId: 41001 }}
        refused={false}
        order={CARD_ORDER}
        checkDelayMs={5}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous attendons la confirmation de HelloAsso' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Vérifier à nouveau' })).toBeInTheDocument();
    expect(checks).toBe(RETURN_CHECKS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'si vous avez payé, vous recevrez un e-mail dès que la confirmation nous parviendra',
    );
    expect(screen.getByRole('button', { name: 'Payer par carte' })).toBeInTheDocument();
  });

  it('shows « Paiement reçu » when the confirmation arrives while the page checks again', async () => {
    let checks = 0;
    mockFetch({
      '/api/payments/card/return': () => {
        checks += 1;
        return { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: checks < 3 ? 'unpaid' : 'paid' } };
      },
    });
    renderPage(
      <CardReturn
        reference="WF-7K3M9Q"
        request={{ payment: 'jeton-du-paiement-0123', checkoutIntentId: 41001 }}
        refused={false}
        order={null}
        checkDelayMs={5}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeInTheDocument();
    expect(checks).toBe(3);
    expect(screen.getByTestId('order-reference')).toHaveTextContent('WF-7K3M9Q');
  });

  it('says in French that the payment cannot be checked now, keeps the order, and checks again on demand', async () => {
    let down = true;
    mockFetch({
      '/api/payments/card/return': () =>
        down
          ? {
              status: 503,
              body: {
                error: 'Service Unavailable',
                message: 'Nous n’arrivons pas à joindre HelloAsso pour vérifier votre paiement.',
              },
            }
          : { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'paid' } },
      '/api/site/settings': { body: SITE_SETTINGS },
    });
    renderAt(`${RETURN_URL}&code=succeeded`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paiement en cours de vérification' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nous n’arrivons pas à joindre HelloAsso pour vérifier votre paiement.',
    );
    expect(screen.getByText('Votre commande WF-7K3M9Q est conservée : rien n’est perdu.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeInTheDocument();
  });

  it('cannot retry from another browser: says where to retry and whom to write to', async () => {
    cardPaymentStore.set(null);
    lastOrderStore.set(null);
    mockFetch({
      '/api/payments/card/return': { body: { purpose: 'order', reference: 'WF-7K3M9Q', status: 'unpaid' } },
      '/api/site/settings': { body: SITE_SETTINGS },
    });
    renderAt(`${RETURN_URL}&code=refused`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre paiement a été refusé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer le paiement' })).not.toBeInTheDocument();
    expect(screen.getByText(/ne peut être relancé que depuis l’appareil qui a passé la commande/)).toBeInTheDocument();
  });
});

describe('the cart, where « Retour » on HelloAsso’s page leads', () => {
  it('shows the order still held for its card payment, with a way to pay it', async () => {
    clearCart();
    const holdUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    cardPaymentStore.set({ ...pending, holdUntil });
    mockFetch({
      '/api/orders/WF-7K3M9Q/card-payment': {
        body: { reference: 'WF-7K3M9Q', status: 'pending_payment', holdUntil, redirectUrl: PAYMENT_PAGE },
      },
    });
    renderAt('/cart');
    const awaiting = screen.getByRole('region', { name: 'Commande en attente de paiement' });
    expect(awaiting).toHaveTextContent(/Votre commande WF-7K3M9Q de 44,90\s€ attend son paiement par carte/);
    expect(within(awaiting).getByRole('link', { name: 'WF-7K3M9Q' })).toHaveAttribute(
      'href',
      '/billing?commande=WF-7K3M9Q',
    );
    await userEvent.click(within(awaiting).getByRole('button', { name: /^Payer 44,90\s€ par carte$/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAYMENT_PAGE));
  });

  it('leads to the confirmation of an order paid meanwhile', async () => {
    clearCart();
    const holdUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    cardPaymentStore.set({ ...pending, holdUntil });
    lastOrderStore.set(CARD_ORDER);
    mockFetch({
      '/api/orders/WF-7K3M9Q/card-payment': { body: { reference: 'WF-7K3M9Q', status: 'paid', holdUntil } },
      '/api/site/settings': { body: SITE_SETTINGS },
    });
    renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 44,90\s€ par carte$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    expect(cardPaymentStore.get()).toBeNull();
  });

  it('says nothing of an order whose hold has ended', () => {
    cardPaymentStore.set({ ...pending, holdUntil: new Date(Date.now() - 60_000).toISOString() });
    renderAt('/cart');
    expect(screen.queryByRole('region', { name: 'Commande en attente de paiement' })).not.toBeInTheDocument();
  });
});
