import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, cartStore, clearCart, memberProofStore } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { BILLING, SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { renderPage } from '@wado/shared/testing/page';
import { CONFIRMATION, QUOTE, TSHIRT } from '../test/fixtures';
import BillingPage from './BillingPage';
import { checkoutStore, lastOrderStore } from './checkout';

function renderAt(url = '/billing') {
  return renderPage({ '/billing': <BillingPage /> }, { url });
}

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCart();
  checkoutStore.set(null);
  lastOrderStore.set(null);
  memberProofStore.set(null);
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

describe('the billing form', () => {
  it('puts a French message beside each invalid field and moves the focus to the first', async () => {
    renderAt();
    await fill('Prénom', 'Élise');
    await fill('Adresse e-mail', 'elise.exemple.fr');
    await fill('Téléphone', '12 34');
    await fill('Code postal', '6900');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier ma commande' }));
    expect(screen.getByRole('alert')).toHaveTextContent('6 champs sont à corriger.');
    const lastName = screen.getByLabelText(/^Nom/);
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Nom : ce champ est obligatoire.');
    expect(lastName).toHaveFocus();
    expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      '5 chiffres Code postal : il doit compter exactement 5 chiffres (exemple : 69002).',
    );
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription(
      expect.stringContaining("le format n'est pas valide"),
    );
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(
      expect.stringContaining('numéro français à 10 chiffres'),
    );
    expect(screen.getByLabelText(/^Prénom/)).not.toHaveAttribute('aria-invalid');
    expect(checkoutStore.get()).toBeNull();
  });
});

describe('the review and the order', () => {
  beforeEach(() => {
    checkoutStore.set({
      billing: BILLING,
      delivery: 'colissimo',
      payment: 'transfer',
      idempotencyKey: 'cle-de-commande-0123456789',
    });
  });

  it('shows the server’s prices and total, refuses to order before the conditions are accepted', async () => {
    const { calls } = mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': { body: CONFIRMATION, status: 201 },
    });
    renderAt('/billing?etape=recapitulatif');
    expect(await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de la commande' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/^44,90\s€$/));
    expect(screen.getByRole('link', { name: 'Modifier le panier' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute(
      'href',
      '/general_terms_and_conditions_of_sale',
    );
    const order = screen.getByRole('button', { name: 'Commander avec obligation de paiement' });
    await userEvent.click(order);
    expect(
      screen.getByText('Veuillez accepter les conditions générales de vente pour passer commande.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/orders')).toHaveLength(0);
  });

  it('sends the order with its idempotency key and the reviewed total, then confirms and empties the cart', async () => {
    const { calls } = mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': { body: CONFIRMATION, status: 201 },
      // The withdrawal form names the seller from the site's settings.
      '/api/site/settings': { body: SITE_SETTINGS },
    });
    renderAt('/billing?etape=recapitulatif');
    await screen.findByTestId('order-total');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci, votre commande est enregistrée' }),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/orders')!;
    expect((sent.init!.headers as Record<string, string>)['Idempotency-Key']).toBe('cle-de-commande-0123456789');
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      lines: [{ itemId: TSHIRT.id, variantId: 'tee-shirt-wado-france-m', quantity: 2 }],
      delivery: 'colissimo',
      billing: BILLING,
      payment: 'transfer',
      acceptTerms: true,
      expectedTotalCents: 4490,
    });
    expect(screen.getByTestId('order-reference')).toHaveTextContent('WF-7K3M9Q');
    expect(screen.getByRole('status')).toHaveTextContent(
      'sans paiement à cette date, la commande est annulée automatiquement.',
    );
    expect(screen.getByText('FR76 1234 5678 9012 3456 7890 123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre droit de rétractation' })).toBeInTheDocument();
    expect(screen.getByText(/Formulaire de rétractation/)).toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);
    expect(checkoutStore.get()!.idempotencyKey).not.toBe('cle-de-commande-0123456789');
  });

  it('keeps the key after a network failure, so that sending again cannot make two orders', async () => {
    let attempt = 0;
    const { calls } = mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': () => (++attempt === 1 ? { networkError: true } : { body: CONFIRMATION, status: 200 }),
    });
    renderAt('/billing?etape=recapitulatif');
    await screen.findByTestId('order-total');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
    expect(await screen.findByText(/elle ne sera pas enregistrée deux fois/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
    await waitFor(() => expect(screen.getByTestId('order-reference')).toHaveTextContent('WF-7K3M9Q'));
    const keys = calls
      .filter((call) => call.url === '/api/orders')
      .map((call) => (call.init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['cle-de-commande-0123456789', 'cle-de-commande-0123456789']);
  });

  it('shows the server’s reason when stock ran out meanwhile', async () => {
    mockFetch({
      '/api/orders/quote': { body: QUOTE },
      '/api/orders': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'Il ne reste que 1 exemplaire de « Tee-shirt Wado France » (M) : réduisez la quantité.',
        },
      },
    });
    renderAt('/billing?etape=recapitulatif');
    await screen.findByTestId('order-total');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
    expect(await screen.findByText(/Il ne reste que 1 exemplaire/)).toBeInTheDocument();
    expect(screen.queryByTestId('order-reference')).not.toBeInTheDocument();
  });

  it('sends the buyer back to the cart when the server cannot price it (stock gone)', async () => {
    mockFetch({
      '/api/orders/quote': {
        status: 409,
        body: {
          error: 'Conflict',
          message: '« Tee-shirt Wado France » (M) est épuisé : retirez-le du panier pour commander le reste.',
        },
      },
    });
    renderAt('/billing?etape=recapitulatif');
    expect(await screen.findByText(/est épuisé : retirez-le du panier/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le panier' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Commander avec obligation de paiement' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the server’s stock refusal beside the line, with a fix, instead of a generic error', async () => {
    const shortage = {
      error: 'Conflict',
      message: 'Il ne reste qu’un exemplaire de « Tee-shirt Wado France » (M) : réduisez la quantité.',
      shortages: [
        {
          itemId: TSHIRT.id,
          variantId: 'tee-shirt-wado-france-m',
          stock: 1,
          message: 'Il ne reste qu’un exemplaire de « Tee-shirt Wado France » (M) : réduisez la quantité.',
        },
      ],
    };
    const { calls } = mockFetch({
      '/api/orders/quote': () =>
        cartStore.get()[0]!.quantity > 1
          ? { status: 409, body: shortage }
          : { body: { ...QUOTE, lines: [{ ...QUOTE.lines[0]!, quantity: 1, lineTotalCents: 1900 }] } },
    });
    renderAt('/billing?etape=recapitulatif');
    const line = within(await screen.findByRole('list', { name: 'Articles du panier' })).getByRole('listitem');
    expect(line).toHaveTextContent('Tee-shirt Wado France (M) : 2 demandés');
    expect(line).toHaveTextContent(
      'Il ne reste qu’un exemplaire de « Tee-shirt Wado France » (M) : réduisez la quantité.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le stock a changé depuis que vous avez rempli votre panier');
    expect(screen.queryByText('Cette rubrique est momentanément indisponible')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Récapitulatif de la commande',
    ]);
    // The cart keeps the stock the server gave: its picker offers no more.
    expect(cartStore.get()[0]).toMatchObject({ quantity: 2, stock: 1 });

    const fix = within(line).getByRole('button', { name: 'Ramener la quantité à 1' });
    expect(fix).toHaveAccessibleDescription(/Il ne reste qu’un exemplaire/);
    await userEvent.click(fix);
    expect(cartStore.get()[0]!.quantity).toBe(1);
    // The summary is priced again for the corrected cart.
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent(/^44,90\s€$/));
    const quotes = calls.filter((call) => call.url === '/api/orders/quote');
    expect(JSON.parse(String(quotes.at(-1)!.init!.body)).lines).toEqual([
      { itemId: TSHIRT.id, variantId: 'tee-shirt-wado-france-m', quantity: 1 },
    ]);
  });

  it('shows the lines to correct when the stock runs out between the summary and the order', async () => {
    let outOfStock = false;
    const soldOut = {
      error: 'Conflict',
      message: '« Tee-shirt Wado France » (M) est épuisé : retirez-le du panier pour commander le reste.',
      shortages: [
        {
          itemId: TSHIRT.id,
          variantId: 'tee-shirt-wado-france-m',
          stock: 0,
          message: '« Tee-shirt Wado France » (M) est épuisé : retirez-le du panier pour commander le reste.',
        },
      ],
    };
    mockFetch({
      '/api/orders/quote': () => (outOfStock ? { status: 409, body: soldOut } : { body: QUOTE }),
      '/api/orders': () => {
        outOfStock = true;
        return { status: 409, body: soldOut };
      },
    });
    renderAt('/billing?etape=recapitulatif');
    await screen.findByTestId('order-total');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Commander avec obligation de paiement' }));
    const line = within(await screen.findByRole('list', { name: 'Articles du panier' })).getByRole('listitem');
    expect(line).toHaveTextContent('est épuisé : retirez-le du panier pour commander le reste.');
    // Nothing left to bring it down to: removing it is the fix.
    expect(within(line).queryByRole('button', { name: /Ramener la quantité/ })).not.toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Retirer Tee-shirt Wado France (M) du panier' }));
    expect(cartStore.get()).toEqual([]);
  });

  it('says the server’s refusal of the cart (its caps) in its own words, without « Réessayer »', async () => {
    mockFetch({
      '/api/orders/quote': {
        status: 400,
        body: { error: 'Bad Request', message: 'Une commande compte au plus 10 articles ; vous en demandez 12.' },
      },
    });
    renderAt('/billing?etape=recapitulatif');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Une commande compte au plus 10 articles ; vous en demandez 12.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Récapitulatif de la commande');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le panier' })).toHaveAttribute('href', '/cart');
  });

  it('keeps « Réessayer » for a server that cannot answer', async () => {
    mockFetch({
      '/api/orders/quote': { status: 503, body: { error: 'Service Unavailable', message: 'Indisponible.' } },
    });
    renderAt('/billing?etape=recapitulatif');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByText('Cette rubrique est momentanément indisponible')).toBeInTheDocument();
  });

  it('lets the buyer go back and correct the details', async () => {
    mockFetch({ '/api/orders/quote': { body: QUOTE } });
    renderAt('/billing?etape=recapitulatif');
    await screen.findByTestId('order-total');
    const billing = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(billing).getByText(/12 rue des Lilas/)).toBeInTheDocument();
    await userEvent.click(within(billing).getByRole('button', { name: 'Modifier mes coordonnées' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Facturation' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Lyon');
  });
});
