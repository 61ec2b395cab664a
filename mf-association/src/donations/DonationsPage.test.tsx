import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToPaymentPage, resetSiteSettings, type ContentPage, type DonationState } from '@wado/shared';
import { mockFetch, type MockRoute } from '@wado/shared/testing';
import { SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { renderPage } from '@wado/shared/testing/page';
import DonationsPage from './DonationsPage';
import { chosenCents } from './DonationForm';

// Leaving the page for HelloAsso is watched, not done.
jest.mock('@wado/shared', () => ({ ...jest.requireActual<object>('@wado/shared'), goToPaymentPage: jest.fn() }));
const goTo = jest.mocked(goToPaymentPage);

const TEXT: ContentPage = {
  page: 'donations',
  title: 'Dons et mécénat',
  body: 'Vos dons, même modestes, nous permettent d’aller plus loin.',
  updatedAt: '2026-01-10T10:00:00Z',
};
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const PAID: DonationState = {
  reference: 'DON-7K3M9Q',
  status: 'paid',
  amountCents: 5000,
  firstName: 'Zoé',
  receiptNumber: '2026-0007',
  receiptPath: `/api/donations/${TOKEN}/recu.pdf`,
};
/** Spaces as people read them: the page writes non-breaking ones before « % » and « € ». */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function serve(routes: Record<string, MockRoute | (() => MockRoute)> = {}, { card = true, eligible = true } = {}) {
  return mockFetch({
    '/api/content/donations': { body: TEXT },
    '/api/site/settings': { body: { ...SITE_SETTINGS, taxReceiptEligible: eligible } },
    '/api/payments/options': { body: { card } },
    ...routes,
  });
}

async function open(url = '/donations') {
  renderPage(<DonationsPage />, { url });
  await screen.findByRole('heading', { level: 1, name: 'Dons et mécénat' });
}

async function fillDonor() {
  const form = screen.getByRole('form', { name: 'Faire un don en ligne' });
  await userEvent.type(within(form).getByLabelText('Prénom'), 'Zoé');
  await userEvent.type(within(form).getByLabelText('Nom'), 'Lambert');
  await userEvent.type(within(form).getByLabelText('Adresse e-mail'), 'zoe.lambert@exemple.fr');
  await userEvent.type(within(form).getByLabelText('Adresse'), '12 rue des Lilas');
  await userEvent.type(within(form).getByLabelText('Code postal'), '69003');
  await userEvent.type(within(form).getByLabelText('Ville'), 'Lyon');
  await userEvent.click(within(form).getByRole('checkbox', { name: /sans contrepartie/ }));
}

beforeEach(() => {
  resetSiteSettings();
  goTo.mockReset();
});

describe('the donation form', () => {
  it('keeps the page’s text, then offers the suggested amounts and what a gift costs after the tax reduction', async () => {
    serve();
    await open();
    expect(screen.getByText('Vos dons, même modestes, nous permettent d’aller plus loin.')).toBeInTheDocument();
    const amounts = screen.getByRole('group', { name: 'Montant de votre don' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => plain(radio.parentElement!.textContent)),
    ).toEqual(['20 €', '50 €', '100 €', '200 €', 'Autre montant']);
    expect(within(amounts).getByRole('radio', { name: /50/ })).toBeChecked();
    expect(plain((await screen.findByText(/ne vous coûte que/)).textContent)).toBe(
      'Après la réduction d’impôt de 66 % (article 200 du Code général des impôts, dans la limite de 20 % de votre revenu imposable), votre don de 50,00 € ne vous coûte que 17,00 €.',
    );
    await userEvent.click(within(amounts).getByRole('radio', { name: /200/ }));
    expect(plain(screen.getByText(/ne vous coûte que/).textContent)).toMatch(
      /don de 200,00 € ne vous coûte que 68,00 €\.$/,
    );
    expect(plain(screen.getByRole('button', { name: /Donner/ }).textContent)).toBe('Donner 200,00 € par carte');
  });

  it('reads a free amount in euros with a comma, and says in French what is wrong with it', async () => {
    serve();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Autre montant' }));
    const other = screen.getByLabelText('Montant en euros');
    await userEvent.type(other, '25,50');
    expect(plain(screen.getByText(/ne vous coûte que/).textContent)).toMatch(
      /don de 25,50 € ne vous coûte que 8,67 €\.$/,
    );

    for (const [typed, message] of [
      ['vingt', 'Montant : indiquez un montant en euros (exemple : 30 ou 30,50).'],
      ['0,50', 'Montant : 1,00 € au minimum.'],
      ['12 000', 'Montant : 10 000,00 € au plus en ligne ; pour un don plus important, contactez la trésorerie.'],
    ]) {
      await userEvent.clear(other);
      await userEvent.type(other, typed!);
      expect(screen.queryByText(/ne vous coûte que/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: /Donner/ }));
      expect(plain(screen.getByText(/^Montant :/).textContent)).toBe(message);
      expect(other).toHaveAttribute('aria-invalid', 'true');
    }
    expect(chosenCents('other', '1 000,5')).toBe(100_050);
    expect(chosenCents('other', '30.5')).toBe(3050);
    expect(chosenCents('other', '3,555')).toBeNull();
    expect(chosenCents('100', '')).toBe(10_000);
  });

  it('names each missing detail of the donor, and sends nothing', async () => {
    const { calls } = serve();
    await open();
    await userEvent.click(screen.getByRole('button', { name: /Donner/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('7 champs sont à corriger.');
    expect(screen.getByText('Prénom : ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Code postal : ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Cochez la case qui confirme que ce don est fait sans contrepartie.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'zoe.lambert');
    await userEvent.click(screen.getByRole('button', { name: /Donner/ }));
    expect(
      screen.getByText("Adresse e-mail : le format n'est pas valide (exemple : prenom.nom@exemple.fr)."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
  });

  it('makes the donation and sends the donor to HelloAsso’s payment page', async () => {
    const { calls } = serve({
      '/api/donations': {
        status: 201,
        body: { reference: 'DON-7K3M9Q', token: TOKEN, redirectUrl: 'https://helloasso.test/paiement/42' },
      },
    });
    await open();
    await userEvent.click(screen.getByRole('radio', { name: /100/ }));
    await fillDonor();
    await userEvent.click(screen.getByRole('button', { name: /Donner/ }));
    expect(goTo).toHaveBeenCalledWith('https://helloasso.test/paiement/42');
    const post = calls.find((call) => call.init?.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/donations$/);
    expect(JSON.parse(String(post.init!.body))).toEqual({
      amountCents: 10_000,
      firstName: 'Zoé',
      lastName: 'Lambert',
      email: 'zoe.lambert@exemple.fr',
      address: '12 rue des Lilas',
      postcode: '69003',
      city: 'Lyon',
      acknowledged: true,
    });
  });

  it('shows the server’s French message when HelloAsso cannot be reached', async () => {
    const message = 'Le paiement par carte (HelloAsso) est momentanément indisponible.';
    serve({ '/api/donations': { status: 503, body: { error: 'Service Unavailable', message } } });
    await open();
    await fillDonor();
    await userEvent.click(screen.getByRole('button', { name: /Donner/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Donner/ })).toBeEnabled();
  });

  it('says nothing of a tax reduction when gifts give none', async () => {
    serve({}, { eligible: false });
    await open();
    await screen.findByRole('group', { name: 'Montant de votre don' });
    expect(screen.queryByText(/ne vous coûte que/)).toBeNull();
    expect(screen.queryByText(/reçu fiscal/)).toBeNull();
  });

  it('without card payment: no form, the cheque’s order and address', async () => {
    serve({}, { card: false });
    await open();
    expect(
      await screen.findByText(
        `Les dons en ligne ne sont pas proposés pour le moment. Vous pouvez donner par chèque à l’ordre de ${SITE_SETTINGS.chequeOrder}, envoyé à ${SITE_SETTINGS.chequeAddress}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Faire un don en ligne' })).toBeNull();
  });
});

describe('back from HelloAsso', () => {
  const back = `/donations?don=${TOKEN}&paiement=jeton-de-paiement-0123456789&checkoutIntentId=42`;

  it('thanks the donor once the server read the payment back, with the receipt’s link', async () => {
    const { calls } = serve({
      '/api/payments/card/return': { body: { purpose: 'donation', reference: PAID.reference, status: 'paid' } },
      [`/api/donations/${TOKEN}`]: { body: PAID },
    });
    await open(`${back}&code=succeeded`);
    expect(await screen.findByRole('heading', { name: /^Merci, Zoé\s!$/ })).toBeInTheDocument();
    expect(plain(screen.getByText(/est bien reçu/).textContent)).toBe(
      'Votre don de 50,00 € est bien reçu (référence DON-7K3M9Q). Votre reçu fiscal n° 2026-0007 vous a été envoyé par e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Télécharger le reçu fiscal (PDF)' })).toHaveAttribute(
      'href',
      PAID.receiptPath,
    );
    const checked = calls.find((call) => call.url.endsWith('/api/payments/card/return'))!;
    expect(JSON.parse(String(checked.init!.body))).toEqual({
      payment: 'jeton-de-paiement-0123456789',
      checkoutIntentId: 42,
    });
  });

  it('explains a refused payment, and pays again through a new checkout', async () => {
    serve({
      '/api/payments/card/return': { body: { purpose: 'donation', reference: PAID.reference, status: 'unpaid' } },
      [`/api/donations/${TOKEN}/payment`]: {
        status: 201,
        body: { reference: PAID.reference, token: TOKEN, redirectUrl: 'https://helloasso.test/paiement/43' },
      },
      [`/api/donations/${TOKEN}`]: {
        body: { ...PAID, status: 'pending_payment', receiptNumber: null, receiptPath: null },
      },
    });
    await open(`${back}&code=refused`);
    expect(await screen.findByRole('heading', { name: 'Votre paiement n’a pas abouti' })).toBeInTheDocument();
    expect(screen.getByText(/rien n’a été débité/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Payer 50,00.€ par carte$/ }));
    expect(goTo).toHaveBeenCalledWith('https://helloasso.test/paiement/43');
  });

  it('says when HelloAsso cannot be reached to check the payment, and checks again', async () => {
    let reachable = false;
    serve({
      '/api/payments/card/return': () =>
        reachable
          ? { body: { purpose: 'donation', reference: PAID.reference, status: 'paid' } }
          : {
              status: 503,
              body: { error: 'Service Unavailable', message: 'Nous n’arrivons pas à joindre HelloAsso.' },
            },
      [`/api/donations/${TOKEN}`]: { body: PAID },
    });
    await open(`${back}&code=succeeded`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Nous n’arrivons pas à joindre HelloAsso.'),
    );
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByRole('heading', { name: /^Merci, Zoé\s!$/ })).toBeInTheDocument();
  });

  it('says an unknown link is unknown', async () => {
    serve({
      [`/api/donations/${TOKEN}`]: {
        status: 404,
        body: { error: 'Not Found', message: 'Ce don est introuvable : vérifiez le lien reçu par e-mail.' },
      },
    });
    await open(`/donations?don=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Don introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce don est introuvable');
  });
});
