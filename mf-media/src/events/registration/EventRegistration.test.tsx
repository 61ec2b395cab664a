import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicRegistration, RegistrationOfferDetails } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { EVENT } from '../../test/fixtures';
import EventPage from '../EventPage';
import { goToPaymentPage } from '@wado/shared';
import { RegistrationForm } from './RegistrationForm';

// Leaving the page for HelloAsso is watched, not done.
jest.mock('@wado/shared', () => ({ ...jest.requireActual<object>('@wado/shared'), goToPaymentPage: jest.fn() }));

const OFFER: RegistrationOfferDetails = {
  state: 'open',
  capacity: 40,
  placesLeft: 12,
  waiting: 0,
  deadline: '2026-12-14T22:59:00.000Z',
  priceCents: 0,
  memberPriceCents: 0,
  questions: { licence: false, club: false, grade: false, category: false },
};

const TOKEN = 'jeton-secret-de-l-inscription-0123456789';

const REGISTRATION: PublicRegistration = {
  reference: 'IN-7K3M9Q',
  token: TOKEN,
  status: 'confirmed',
  event: { slug: EVENT.slug, title: EVENT.title, startDate: EVENT.startDate, endDate: EVENT.endDate, place: 'Gymnase' },
  firstName: 'Élise',
  lastName: 'Hébert',
  email: 'elise.hebert@exemple.fr',
  amountCents: 0,
  memberPricing: false,
  holdUntil: null,
  waitingRank: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  canPay: false,
  canCancel: true,
};

const EVENT_API = `/api/events/${EVENT.slug}`;

const renderAt = (url = `/event/${EVENT.slug}`) =>
  renderPage({ '/event/:event': <EventPage /> }, { url, showLocation: true });

function withOffer(offer: Partial<RegistrationOfferDetails>, routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [EVENT_API]: { body: EVENT },
    [`${EVENT_API}/registration`]: { body: { ...OFFER, ...offer } },
    ...routes,
  });
}

const bodyOf = (call: { init: RequestInit | undefined }) =>
  JSON.parse(String(call.init?.body)) as Record<string, unknown>;

beforeEach(() => {
  // The fixture's event is on 19–20 December 2026: the page is read as on 25 November 2026.
  jest.useFakeTimers({
    now: new Date('2026-11-25T10:00:00Z'),
    doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
  });
  jest.mocked(goToPaymentPage).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('online registration on an event page', () => {
  it('shows the places left, the deadline and the price, checks each field in French, then shows the registration', async () => {
    const { calls } = withOffer(
      {},
      {
        [`${EVENT_API}/registrations`]: { status: 201, body: { registration: REGISTRATION } },
        [`/api/registration?token=${TOKEN}`]: { body: REGISTRATION },
      },
    );
    renderAt();
    const online = await screen.findByRole('region', { name: 'S’inscrire en ligne' });
    expect(within(online).getByTestId('places-left')).toHaveTextContent('12 places restantes');
    expect(online).toHaveTextContent('sur 40');
    expect(online).toHaveTextContent('14 décembre 2026 à 23 h 59');
    expect(online).toHaveTextContent('Gratuit');
    // Only the identity is asked here.
    expect(within(online).queryByLabelText(/Club/)).not.toBeInTheDocument();

    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire' }));
    expect(within(online).getByRole('alert')).toHaveTextContent('3 champs sont à corriger.');
    expect(within(online).getByText('Prénom : ce champ est obligatoire.')).toBeInTheDocument();
    expect(within(online).getByLabelText(/Prénom/)).toHaveFocus();
    expect(within(online).getByLabelText(/Prénom/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.endsWith('/registrations'))).toBe(false);

    await userEvent.type(within(online).getByLabelText(/Prénom/), 'Élise');
    await userEvent.type(within(online).getByLabelText(/^Nom/), 'Hébert');
    await userEvent.type(within(online).getByLabelText(/Adresse e-mail/), 'elise.hebert@exemple');
    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire' }));
    expect(within(online).getByText(/^Adresse e-mail : le format n'est pas valide/)).toBeInTheDocument();
    await userEvent.type(within(online).getByLabelText(/Adresse e-mail/), '.fr');
    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire' }));

    const mine = await screen.findByRole('region', { name: 'Votre inscription' });
    expect(await within(mine).findByTestId('registration-status')).toHaveTextContent('Confirmée');
    expect(mine).toHaveTextContent('IN-7K3M9Q');
    expect(mine).toHaveTextContent('L’e-mail de confirmation contient l’événement à ajouter à votre agenda.');
    expect(screen.getByTestId('search')).toHaveTextContent(`?inscription=${TOKEN}`);
    const post = calls.find((call) => call.url.endsWith('/registrations'))!;
    expect(post.init?.method).toBe('POST');
    expect((post.init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(bodyOf(post)).toEqual({ firstName: 'Élise', lastName: 'Hébert', email: 'elise.hebert@exemple.fr' });
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('asks what the organizers chose, the clubs of the directory offered, and puts the server’s refusal beside its field', async () => {
    const { calls } = withOffer(
      {
        priceCents: 3500,
        memberPriceCents: 2000,
        questions: { licence: true, club: true, grade: true, category: true },
      },
      {
        '/api/clubs?limit=500': { body: { items: [{ name: 'Wado Club Nantes' }, { name: 'Wado Kai Rennes' }] } },
        [`${EVENT_API}/registrations`]: {
          status: 400,
          body: {
            error: 'Bad Request',
            message:
              'Numéro de licence : aucune licence en cours ne correspond à ce numéro et à ce nom. Vérifiez-les, ou laissez ce champ vide pour le tarif non licencié.',
          },
        },
      },
    );
    renderAt();
    const online = await screen.findByRole('region', { name: 'S’inscrire en ligne' });
    expect(online).toHaveTextContent('35,00 € (licenciés : 20,00 €)');
    const club = within(online).getByLabelText(/Club/);
    await waitFor(() => expect(club).toHaveAttribute('list'));
    expect(document.getElementById(club.getAttribute('list')!)?.querySelectorAll('option')).toHaveLength(2);
    expect(within(online).getByLabelText(/Numéro de licence/)).not.toBeRequired();

    await userEvent.type(within(online).getByLabelText(/Prénom/), 'Camille');
    await userEvent.type(within(online).getByLabelText(/^Nom/), 'Dupont');
    await userEvent.type(within(online).getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await userEvent.type(within(online).getByLabelText(/Numéro de licence/), 'WF26004217');
    await userEvent.type(club, 'Wado Club Nantes');
    await userEvent.selectOptions(within(online).getByLabelText(/Grade/), '2e kyu');
    await userEvent.selectOptions(within(online).getByLabelText(/Catégorie/), 'Seniors (18-34 ans)');
    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire et payer par carte' }));

    const licence = within(online).getByLabelText(/Numéro de licence/);
    await waitFor(() => expect(licence).toHaveFocus());
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    expect(online).toHaveTextContent('Numéro de licence : aucune licence en cours ne correspond');
    const post = calls.find((call) => call.url.endsWith('/registrations'))!;
    expect(bodyOf(post)).toEqual({
      firstName: 'Camille',
      lastName: 'Dupont',
      email: 'camille@exemple.fr',
      licenceNumber: 'WF26004217',
      club: 'Wado Club Nantes',
      grade: 'kyu-2',
      category: 'seniors',
    });
  });

  it('sends a paid registration on to HelloAsso', async () => {
    withOffer(
      { priceCents: 2000, memberPriceCents: 2000 },
      {
        [`${EVENT_API}/registrations`]: {
          status: 201,
          body: {
            registration: { ...REGISTRATION, status: 'pending_payment', amountCents: 2000, canPay: true },
            payment: { redirectUrl: 'https://checkout.helloasso.test/41001' },
          },
        },
        [`/api/registration?token=${TOKEN}`]: {
          body: { ...REGISTRATION, status: 'pending_payment', amountCents: 2000, canPay: true },
        },
      },
    );
    renderAt();
    const online = await screen.findByRole('region', { name: 'S’inscrire en ligne' });
    expect(online).toHaveTextContent('réservée 30 minutes pendant le paiement');
    await userEvent.type(within(online).getByLabelText(/Prénom/), 'Élise');
    await userEvent.type(within(online).getByLabelText(/^Nom/), 'Hébert');
    await userEvent.type(within(online).getByLabelText(/Adresse e-mail/), 'elise.hebert@exemple.fr');
    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire et payer par carte' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://checkout.helloasso.test/41001'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`?inscription=${TOKEN}`));
  });

  it('offers the waiting list once full, and says why there is no form otherwise', async () => {
    const { calls } = withOffer(
      { state: 'full', placesLeft: 0, waiting: 3 },
      {
        [`${EVENT_API}/registrations`]: {
          status: 201,
          body: { registration: { ...REGISTRATION, status: 'waiting', waitingRank: 4 } },
        },
        [`/api/registration?token=${TOKEN}`]: { body: { ...REGISTRATION, status: 'waiting', waitingRank: 4 } },
      },
    );
    const { unmount } = renderAt();
    const online = await screen.findByRole('region', { name: 'Complet : liste d’attente' });
    expect(within(online).getByTestId('places-left')).toHaveTextContent('Complet');
    expect(online).toHaveTextContent('3 personnes en liste d’attente');
    await userEvent.type(within(online).getByLabelText(/Prénom/), 'Élise');
    await userEvent.type(within(online).getByLabelText(/^Nom/), 'Hébert');
    await userEvent.type(within(online).getByLabelText(/Adresse e-mail/), 'elise.hebert@exemple.fr');
    await userEvent.click(within(online).getByRole('button', { name: 'M’inscrire sur la liste d’attente' }));
    const mine = await screen.findByRole('region', { name: 'Votre inscription' });
    expect(await within(mine).findByText(/vous êtes sur la liste d’attente, en 4e position/)).toBeInTheDocument();
    expect(bodyOf(calls.find((call) => call.url.endsWith('/registrations'))!)).toMatchObject({ joinWaitingList: true });
    unmount();

    for (const [state, sentence] of [
      ['closed', 'Les inscriptions en ligne à cet événement sont closes.'],
      ['deadline_passed', 'Les inscriptions en ligne sont closes depuis le 14 décembre 2026 à 23 h 59.'],
      ['card_unavailable', 'Les inscriptions payantes ne sont pas disponibles en ligne pour le moment'],
    ] as const) {
      withOffer({ state });
      const view = renderAt();
      expect(await screen.findByText(new RegExp(`^${sentence}`))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /M’inscrire/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows nothing more for an event without online registration', async () => {
    mockFetch({ [EVENT_API]: { body: EVENT }, [`${EVENT_API}/registration`]: { body: { state: 'none' } } });
    renderAt();
    expect(await screen.findByRole('heading', { name: "Comment s'inscrire" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'S’inscrire en ligne' })).not.toBeInTheDocument();
  });
});

describe('a registration reached by its link', () => {
  it('is paid by card while its place is held, and cancelled after a confirmation', async () => {
    const pending = {
      ...REGISTRATION,
      status: 'pending_payment' as const,
      amountCents: 2000,
      holdUntil: '2026-11-27T09:00:00.000Z',
      canPay: true,
    };
    const { calls } = withOffer(
      { state: 'full', placesLeft: 0 },
      {
        [`/api/registration?token=${TOKEN}`]: { body: pending },
        '/api/registration/pay': { body: { redirectUrl: 'https://checkout.helloasso.test/41002' } },
        '/api/registration/cancel': { body: { ...pending, status: 'cancelled', canPay: false, canCancel: false } },
      },
    );
    const first = renderAt(`/event/${EVENT.slug}?inscription=${TOKEN}`);
    let mine = await screen.findByRole('region', { name: 'Votre inscription' });
    expect(
      await within(mine).findByText(/^Votre place est réservée jusqu’au 27 novembre 2026 à 10 h/),
    ).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: /^Payer 20,00\s€ par carte$/ }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://checkout.helloasso.test/41002'));
    expect(bodyOf(calls.find((call) => call.url.endsWith('/api/registration/pay'))!)).toEqual({ token: TOKEN });
    first.unmount();

    // Back on the page later (the payment page left without paying).
    renderAt(`/event/${EVENT.slug}?inscription=${TOKEN}`);
    mine = await screen.findByRole('region', { name: 'Votre inscription' });
    await within(mine).findByTestId('registration-status');

    await userEvent.click(within(mine).getByRole('button', { name: 'Annuler mon inscription' }));
    const question = within(mine).getByRole('group', { name: /Annuler votre inscription/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Non, la garder' }));
    expect(calls.some((call) => call.url.endsWith('/api/registration/cancel'))).toBe(false);
    await userEvent.click(within(mine).getByRole('button', { name: 'Annuler mon inscription' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Oui, annuler mon inscription' }));
    expect(
      await within(mine).findByText('Votre inscription est annulée. Un e-mail vous le confirme.'),
    ).toBeInTheDocument();
    expect(within(mine).getByTestId('registration-status')).toHaveTextContent('Annulée');
    expect(within(mine).queryByRole('button', { name: /Payer|Annuler/ })).not.toBeInTheDocument();
  });

  it('coming back from HelloAsso, has the server read the payment back before saying it is paid', async () => {
    const { calls } = withOffer(
      {},
      {
        '/api/payments/card/return': { body: { purpose: 'registration', reference: 'IN-7K3M9Q', status: 'paid' } },
        [`/api/registration?token=${TOKEN}`]: { body: REGISTRATION },
      },
    );
    renderAt(
      `/event/${EVENT.slug}?inscription=${TOKEN}&paiement=jeton-du-paiement-0123&checkoutIntentId=41001&code=succeeded`,
    );
    const mine = await screen.findByRole('region', { name: 'Votre inscription' });
    expect(
      await within(mine).findByText('Paiement reçu : votre inscription est confirmée. Merci !'),
    ).toBeInTheDocument();
    expect(await within(mine).findByTestId('registration-status')).toHaveTextContent('Confirmée');
    expect(bodyOf(calls.find((call) => call.url.endsWith('/api/payments/card/return'))!)).toEqual({
      payment: 'jeton-du-paiement-0123',
      checkoutIntentId: 41001,
    });
    // The payment's parameters leave the address once it is read back (the link's own token stays).
    await waitFor(() => {
      expect(screen.getByTestId('search')).toHaveTextContent(`?inscription=${TOKEN}`);
      expect(screen.getByTestId('search')).not.toHaveTextContent('paiement');
    });
    expect(calls.filter((call) => call.url.endsWith('/api/payments/card/return'))).toHaveLength(1);
  });

  it('says so when the link is wrong', async () => {
    withOffer(
      {},
      {
        [`/api/registration?token=${TOKEN}`]: {
          status: 404,
          body: {
            error: 'Not Found',
            message: 'Cette inscription est introuvable : vérifiez le lien reçu par e-mail.',
          },
        },
      },
    );
    renderAt(`/event/${EVENT.slug}?inscription=${TOKEN}`);
    expect(
      await screen.findByText('Cette inscription est introuvable : vérifiez le lien reçu par e-mail.'),
    ).toBeInTheDocument();
  });
});

describe('the form rendered by the server', () => {
  it('cannot be sent before the page is taken over (a native submit would put what was typed in the address)', () => {
    const html = renderToString(
      <RegistrationForm event={EVENT} offer={OFFER} waitingList={false} onRegistered={() => {}} onFull={() => {}} />,
    );
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>M’inscrire<\/button>/);
  });
});
