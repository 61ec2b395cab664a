import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ESPACE_EXPOSE,
  goToPaymentPage,
  type EspaceModule,
  type EspaceRegistration,
  type EspaceRegistrations,
  type PublicRegistration,
} from '@wado/shared';
import { axeViolations, mockApi, type Answer } from '@wado/shared/testing/admin-screens';
import { renderPage } from '@wado/shared/testing/page';
import fs from 'node:fs';
import path from 'node:path';
import * as espace from './index';
import { CompetitionsPart } from './CompetitionsPart';
import { ofPerson, RegistrationsPart } from './RegistrationsPart';

// Leaving for HelloAsso is a full navigation: the tests see where it would go.
jest.mock('@wado/shared', () => ({ ...jest.requireActual<object>('@wado/shared'), goToPaymentPage: jest.fn() }));
beforeEach(() => jest.mocked(goToPaymentPage).mockClear());

const LIST = 'GET /api/espace/registrations';
const CANCEL = 'POST /api/espace/registrations/IN-4R7T2K/cancel';

const ZOE: EspaceRegistration = {
  reference: 'IN-4R7T2K',
  createdAt: '2026-11-28T09:00:00.000Z',
  event: { title: "Stage national d'hiver", slug: 'stage-hiver-2026', startDate: '2026-12-19' },
  firstName: 'Zoé',
  lastName: "O'Connell",
  status: 'confirmed',
  statusLabel: 'Confirmée',
  amountCents: 2500,
  cancellable: true,
};
const ZOE_CANCELLED: EspaceRegistration = { ...ZOE, status: 'cancelled', statusLabel: 'Annulée', cancellable: false };
const LOUIS: EspaceRegistration = {
  reference: 'IN-8P2W5N',
  createdAt: '2026-09-02T18:45:00.000Z',
  event: { title: 'Passage de grades', slug: 'passage-grades-2026', startDate: '2026-10-01' },
  firstName: 'Louis',
  lastName: "O'Connell",
  status: 'confirmed',
  statusLabel: 'Confirmée',
  amountCents: 0,
  cancellable: false,
};
const ADA: EspaceRegistration = {
  reference: 'IN-3M9Q1D',
  createdAt: '2026-11-30T07:10:00.000Z',
  event: { title: 'Assemblée générale ordinaire', slug: 'assemblee-2027', startDate: '2027-02-20' },
  firstName: 'Ada',
  lastName: "O'Connell",
  status: 'waiting',
  statusLabel: 'Liste d’attente',
  amountCents: 1250,
  cancellable: true,
};
// Not in order: the part shows the newest first whatever the answer's order.
const REGISTRATIONS: EspaceRegistrations = { items: [ZOE, LOUIS, ADA] };
const AFTER_CANCEL: EspaceRegistrations = { items: [ZOE_CANCELLED, LOUIS, ADA] };

const render = () => renderPage(<RegistrationsPart />);
const card = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const statusRegion = () => screen.getAllByRole('status').at(-1)!;

/** The list first, then (once something was sent) the list as the server has it now. */
function listThenAfter(after: EspaceRegistrations) {
  let cancelled = false;
  return {
    list: () => ({ body: cancelled ? after : REGISTRATIONS }),
    cancelled: () => {
      cancelled = true;
    },
  };
}

describe('the ./espace module of the events', () => {
  it('gives the space two parts, the registrations and the competitions, each under its own title', () => {
    const module: EspaceModule = espace;
    expect(module.remote).toBe('mf-media');
    expect(module.parts).toEqual([
      { id: 'inscriptions', title: 'Inscriptions aux événements', Component: RegistrationsPart },
      { id: 'competitions', title: 'Compétitions', Component: CompetitionsPart },
    ]);
  });

  it('is exposed as ./espace by the webpack configuration', () => {
    const config = fs.readFileSync(path.join(__dirname, '..', '..', 'webpack.config.ts'), 'utf8');
    expect(ESPACE_EXPOSE).toBe('./espace');
    expect(config).toContain("'./espace': './src/espace/index.tsx'");
  });
});

describe('the registrations of the space', () => {
  it('lists them newest first: the event and its page, its date, who, the state, the amount', async () => {
    const { calls } = mockApi({ [LIST]: { body: REGISTRATIONS } });
    const { container } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des inscriptions…');

    expect(await screen.findByRole('link', { name: "Stage national d'hiver" })).toHaveAttribute(
      'href',
      '/event/stage-hiver-2026',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Assemblée générale ordinaire',
      "Stage national d'hiver",
      'Passage de grades',
    ]);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Passage de grades' })).toHaveAttribute(
      'href',
      '/event/passage-grades-2026',
    );

    const zoe = card("Stage national d'hiver");
    expect(zoe).toHaveTextContent("Inscription de Zoé O'Connell");
    expect(zoe).toHaveTextContent('Date19 décembre 2026');
    expect(zoe.querySelector('time')).toHaveAttribute('datetime', '2026-12-19');
    expect(zoe).toHaveTextContent('ÉtatConfirmée');
    expect(zoe).toHaveTextContent(/Montant\s*25,00\s€/);
    const button = within(zoe).getByRole('button', { name: 'Annuler l’inscription' });
    expect(button).toHaveAccessibleDescription("Inscription de Zoé O'Connell Stage national d'hiver");
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const louis = card('Passage de grades');
    expect(louis).toHaveTextContent("Inscription de Louis O'Connell");
    expect(louis).toHaveTextContent('Date1er octobre 2026');
    expect(louis).toHaveTextContent('MontantGratuit');
    // Not cancellable (the event has begun): no button.
    expect(within(louis).queryByRole('button')).toBeNull();

    const ada = card('Assemblée générale ordinaire');
    expect(ada).toHaveTextContent("Inscription d’Ada O'Connell");
    expect(ada).toHaveTextContent('ÉtatListe d’attente');
    expect(ada).toHaveTextContent(/Montant\s*12,50\s€/);
    expect(within(ada).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();

    expect(calls).toEqual([{ method: 'GET', url: '/api/espace/registrations', body: undefined }]);
    expect(jest.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
    expect(statusRegion()).toBeEmptyDOMElement();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s message on a failure, and loads again with « Réessayer »', async () => {
    let fail = true;
    const { calls } = mockApi({
      [LIST]: () =>
        fail
          ? {
              status: 503,
              body: { error: 'Service Unavailable', message: 'Le service est momentanément indisponible.' },
            }
          : { body: REGISTRATIONS },
    });
    const { container } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Les inscriptions n’ont pas pu être chargées : Le service est momentanément indisponible.',
    );
    expect(await axeViolations(container)).toEqual([]);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: "Stage national d'hiver" })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says plainly when the address has no registration', async () => {
    mockApi({ [LIST]: { body: { items: [] } } });
    const { container } = render();
    expect(await screen.findByText('Aucune inscription faite avec cette adresse.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks in place before cancelling; « Non » and Escape send nothing and give the focus back', async () => {
    const { writes } = mockApi({ [LIST]: { body: REGISTRATIONS }, [CANCEL]: { body: { message: 'Annulée.' } } });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    const trigger = within(zoe).getByRole('button', { name: 'Annuler l’inscription' });

    await userEvent.click(trigger);
    const question = within(zoe).getByRole('group', {
      name: "Annuler l’inscription de Zoé O'Connell à «\u00a0Stage national d'hiver\u00a0»\u00a0?",
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', question.id);
    expect(within(question).getByRole('button', { name: 'Non' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Oui, annuler' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(question).getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    expect(screen.getByRole('group')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();

    // Only one question at a time: asking about another registration closes the first.
    await userEvent.click(trigger);
    await userEvent.click(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleName(
      "Annuler l’inscription d’Ada O'Connell à «\u00a0Assemblée générale ordinaire\u00a0»\u00a0?",
    );
    expect(writes()).toEqual([]);
  });

  it('cancels once confirmed: one POST, the server’s message in the status region, the list loaded again', async () => {
    const server = listThenAfter(AFTER_CANCEL);
    let answer: (value: Answer) => void = () => undefined;
    const { calls, writes } = mockApi({
      [LIST]: server.list,
      [CANCEL]: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    const yes = within(zoe).getByRole('button', { name: 'Oui, annuler' });
    await userEvent.click(yes);

    // While the server answers: nothing can be sent a second time.
    expect(within(zoe).getByRole('button', { name: 'Annulation…' })).toBeDisabled();
    expect(within(zoe).getByRole('button', { name: 'Non' })).toBeDisabled();
    expect(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    ).toBeDisabled();
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annulation…' }));
    expect(writes()).toEqual([{ method: 'POST', url: '/api/espace/registrations/IN-4R7T2K/cancel', body: undefined }]);

    server.cancelled();
    answer({ body: { message: 'Inscription annulée : un e-mail vous le confirme.' } });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Inscription annulée : un e-mail vous le confirme.'));
    expect(screen.queryByRole('alert')).toBeNull();

    // Loaded again: the registration is now cancelled and has no button.
    await waitFor(() => expect(card("Stage national d'hiver")).toHaveTextContent('ÉtatAnnulée'));
    expect(within(card("Stage national d'hiver")).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveFocus();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]);
    expect(writes()).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a refusal (409) in an alert, and loads the list again', async () => {
    const server = listThenAfter({ items: [{ ...ZOE, cancellable: false }, LOUIS, ADA] });
    const { calls } = mockApi({
      [LIST]: server.list,
      [CANCEL]: () => {
        server.cancelled();
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message: 'Cette inscription ne peut plus être annulée : l’événement a commencé.',
          },
        };
      },
    });
    const { container } = render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Oui, annuler' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette inscription ne peut plus être annulée : l’événement a commencé.',
    );
    expect(statusRegion()).toBeEmptyDOMElement();
    await waitFor(() => expect(within(card("Stage national d'hiver")).queryByRole('button')).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]);
    expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    // Asking again about another registration clears the old message.
    await userEvent.click(
      within(card('Assemblée générale ordinaire')).getByRole('button', { name: 'Annuler l’inscription' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached for the cancellation', async () => {
    const { calls } = mockApi({ [LIST]: { body: REGISTRATIONS } });
    render();
    const zoe = await waitFor(() => card("Stage national d'hiver"));
    await userEvent.click(within(zoe).getByRole('button', { name: 'Annuler l’inscription' }));
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: undefined });
      return init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ ok: true, status: 200, json: async () => REGISTRATIONS } as Response);
    });
    await userEvent.click(within(zoe).getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, CANCEL, LIST]));
    // Still cancellable: the button is there again.
    expect(within(card("Stage national d'hiver")).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();
  });
});

describe('who a registration is for, in French', () => {
  it('elides « de » before a vowel, not before a y or an h', () => {
    expect(ofPerson({ firstName: 'Zoé', lastName: "O'Connell" })).toBe("de Zoé O'Connell");
    expect(ofPerson({ firstName: 'Ada', lastName: 'Lemaire' })).toBe('d’Ada Lemaire');
    expect(ofPerson({ firstName: 'Élise', lastName: 'Moreau' })).toBe('d’Élise Moreau');
    expect(ofPerson({ firstName: 'Yanis', lastName: 'Benali' })).toBe('de Yanis Benali');
    expect(ofPerson({ firstName: 'Hugo', lastName: 'Martin' })).toBe('de Hugo Martin');
  });
});

describe('paying a registration awaiting payment from the space', () => {
  const INES: EspaceRegistration = {
    ...ZOE,
    reference: 'IN-7K3V9P',
    event: { title: 'Stage technique international', slug: 'stage-expert-2027', startDate: '2027-08-07' },
    firstName: 'Inès',
    lastName: 'Boucher',
    status: 'pending_payment',
    statusLabel: 'En attente de paiement',
    amountCents: 1500,
  };
  const TOKEN = 'JetonDuLienDeLInscription_0123456';
  /** As the registration's own page shows it (`GET /api/espace/registrations/{reference}`). */
  const page = (overrides: Partial<PublicRegistration> = {}): PublicRegistration => ({
    reference: INES.reference,
    token: TOKEN,
    status: 'pending_payment',
    event: { ...INES.event, endDate: '2027-08-08', place: 'Strasbourg' },
    firstName: 'Inès',
    lastName: 'Boucher',
    email: 'famille.boucher@licencies.test',
    amountCents: 1500,
    memberPricing: false,
    holdUntil: '2099-12-19T09:30:00.000Z',
    waitingRank: null,
    createdAt: INES.createdAt,
    canPay: true,
    canCancel: true,
    ...overrides,
  });
  const DETAIL = `GET /api/espace/registrations/${INES.reference}`;
  const PAY = 'POST /api/registration/pay';
  // A new answer each time, as from the network.
  const LIST_WITH_INES = () => ({ body: { items: [INES, LOUIS] } });
  const ines = () => card('Stage technique international');

  it('offers « Payer » while the place is held, and starts the checkout of the registration’s own page', async () => {
    const { calls, writes } = mockApi({
      [LIST]: LIST_WITH_INES,
      [DETAIL]: { body: page() },
      [PAY]: { body: { redirectUrl: 'https://checkout.helloasso.test/41007' } },
    });
    const { container } = render();
    const pay = await within(await waitFor(ines)).findByRole('button', { name: 'Payer' });
    expect(ines()).toHaveTextContent('ÉtatEn attente de paiement');
    expect(ines()).toHaveTextContent(
      /Place réservée jusqu’au 19 décembre 2099 à 10\s?h\s?30 : payez 15,00\s€ par carte pour confirmer l’inscription\./,
    );
    expect(pay).toHaveAccessibleDescription(/^Inscription d’Inès Boucher Stage technique international Place réservée/);
    // Still cancellable, beside it.
    expect(within(ines()).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();
    // A registration not awaiting payment offers nothing to pay, and is not asked about.
    expect(within(card('Passage de grades')).queryByRole('button', { name: 'Payer' })).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, DETAIL]);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(pay);
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://checkout.helloasso.test/41007'));
    // The page's own checkout, with the token of its link: the same server checks, the same way back.
    expect(writes()).toEqual([{ method: 'POST', url: '/api/registration/pay', body: { token: TOKEN } }]);
    expect(within(ines()).getByRole('button', { name: 'Ouverture du paiement…' })).toBeDisabled();
    expect(within(ines()).getByRole('button', { name: 'Annuler l’inscription' })).toBeDisabled();
    await userEvent.click(within(ines()).getByRole('button', { name: 'Ouverture du paiement…' }));
    expect(writes()).toHaveLength(1);
  });

  it('says when the hold is over: no « Payer », the state and what to do instead', async () => {
    const { writes } = mockApi({
      [LIST]: LIST_WITH_INES,
      [DETAIL]: { body: page({ holdUntil: '2026-12-01T09:30:00.000Z', canPay: false }) },
    });
    const { container } = render();
    await waitFor(() => expect(ines()).toHaveTextContent('ÉtatDélai de paiement dépassé'));
    expect(ines()).toHaveTextContent(
      'La place n’est plus réservée : inscrivez-vous à nouveau depuis la page de l’événement s’il reste des places.',
    );
    expect(within(ines()).queryByRole('button', { name: 'Payer' })).toBeNull();
    expect(within(ines()).getByRole('button', { name: 'Annuler l’inscription' })).toBeEnabled();
    expect(writes()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says in French why the payment could not start, and loads the list again', async () => {
    let expired = false;
    const { calls } = mockApi({
      [LIST]: LIST_WITH_INES,
      [DETAIL]: () => ({
        body: expired ? page({ holdUntil: '2026-12-01T09:30:00.000Z', canPay: false }) : page(),
      }),
      [PAY]: () => {
        expired = true;
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message:
              'Le délai de paiement de cette inscription est dépassé : la place n’est plus réservée. Inscrivez-vous à nouveau s’il reste des places.',
          },
        };
      },
    });
    const { container } = render();
    await userEvent.click(await within(await waitFor(ines)).findByRole('button', { name: 'Payer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement n’a pas pu commencer : Le délai de paiement de cette inscription est dépassé : la place n’est plus réservée.',
    );
    expect(goToPaymentPage).not.toHaveBeenCalled();
    await waitFor(() => expect(ines()).toHaveTextContent('ÉtatDélai de paiement dépassé'));
    expect(within(ines()).queryByRole('button', { name: 'Payer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Stage technique international' })).toHaveFocus();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([LIST, DETAIL, PAY, LIST, DETAIL]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the server cannot be reached to pay, and « Payer » stays offered', async () => {
    mockApi({ [LIST]: LIST_WITH_INES, [DETAIL]: { body: page() } });
    render();
    const pay = await within(await waitFor(ines)).findByRole('button', { name: 'Payer' });
    const answering = jest.mocked(fetch).getMockImplementation()!;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answering(input, init),
    );
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement n’a pas pu commencer : Le serveur est injoignable.',
    );
    await waitFor(() => expect(within(ines()).getByRole('button', { name: 'Payer' })).toBeEnabled());
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('says when what the payment needs could not be loaded, and asks again with « Réessayer »', async () => {
    let fail = true;
    mockApi({
      [LIST]: LIST_WITH_INES,
      [DETAIL]: () =>
        fail
          ? {
              status: 503,
              body: { error: 'Service Unavailable', message: 'Le service est momentanément indisponible.' },
            }
          : { body: page() },
    });
    const { container } = render();
    await waitFor(() =>
      expect(ines()).toHaveTextContent(
        'Le paiement de cette inscription n’a pas pu être préparé : Le service est momentanément indisponible.',
      ),
    );
    expect(within(ines()).queryByRole('button', { name: 'Payer' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    fail = false;
    await userEvent.click(within(ines()).getByRole('button', { name: 'Réessayer' }));
    expect(await within(ines()).findByRole('button', { name: 'Payer' })).toBeEnabled();
    expect(ines()).not.toHaveTextContent('n’a pas pu être préparé');
  });
});
