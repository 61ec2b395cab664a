import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice, goToPaymentPage } from '@wado/shared';
import type { LicenceSeasons, LicenseeRecord, SeasonAccount, SeasonPaymentSummary } from '@wado/shared/schemas';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { CARD_RETURN_PAID, CARD_RETURN_UNPAID, CARD_RETURN_UNREACHABLE } from './SeasonPayment';
import { DIJON } from './testClubs';

// Leaving the page for HelloAsso is watched, not done.
jest.mock('@wado/shared', () => ({ ...jest.requireActual<object>('@wado/shared'), goToPaymentPage: jest.fn() }));
const goTo = jest.mocked(goToPaymentPage);

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

const SEASONS: LicenceSeasons = {
  open: [{ id: 3, label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' }],
  previous: null,
};

/** Inès's licence of the season, asked for (to pay) or issued. */
const ines = (issued: boolean): LicenseeRecord => ({
  id: 13,
  clubId: 4,
  clubName: 'Wado Karaté Dijon',
  firstName: 'Inès',
  lastName: 'Petit',
  birthDate: '2014-03-05',
  sex: 'F',
  grade: '3e kyu',
  discipline: 'enfants',
  email: 'famille@exemple.fr',
  licences: [
    issued
      ? { seasonId: 3, seasonLabel: '2026-2027', status: 'issued', number: 'WF26000001' }
      : { seasonId: 3, seasonLabel: '2026-2027', status: 'requested', number: null },
  ],
});

/** Affiliation due, two licences priced: 150 + 35 + 60 = 245 €; an earlier card payment replaced. */
const ACCOUNT: SeasonAccount = {
  club: { id: 4, name: 'Wado Karaté Dijon' },
  season: { id: 3, label: '2026-2027' },
  affiliated: false,
  affiliationDueCents: 15000,
  licences: [
    {
      licenceId: 32,
      licenseeId: 12,
      name: 'Bernard Hugo',
      birthDate: '1988-11-20',
      category: { id: 5, name: 'Adultes', feeCents: 6000 },
    },
    {
      licenceId: 31,
      licenseeId: 13,
      name: 'Petit Inès',
      birthDate: '2014-03-05',
      category: { id: 2, name: 'Poussins', feeCents: 3500 },
    },
  ],
  totalDueCents: 24500,
  payments: [
    {
      reference: 'SAI-4-0A1B2C3D',
      method: 'card',
      status: 'cancelled',
      totalCents: 24500,
      licenceCount: 2,
      createdAt: '2026-09-10T08:30:00.000Z',
      paidAt: null,
    },
  ],
};
const TRANSFER: SeasonPaymentSummary = {
  reference: 'SAI-4-9F8E7D6C',
  method: 'transfer',
  status: 'pending',
  totalCents: 24500,
  licenceCount: 2,
  createdAt: '2026-09-12T14:05:00.000Z',
  paidAt: null,
};
/** The transfer asked for: the same is owed until it arrives. */
const WAITING: SeasonAccount = { ...ACCOUNT, payments: [TRANSFER, ...ACCOUNT.payments] };
/** Everything paid. */
const PAID: SeasonAccount = {
  ...ACCOUNT,
  affiliated: true,
  affiliationDueCents: 0,
  licences: [],
  totalDueCents: 0,
  payments: [{ ...TRANSFER, status: 'paid', paidAt: '2026-09-15T09:00:00.000Z' }, ...ACCOUNT.payments],
};

const ACCOUNT_URL = '/api/admin/licensees/account?club=4&season=3';
const LIST_URL = '/api/admin/licensees?club=4';
const TOTAL = formatPrice(24500);
/** Spaces as people read them: prices have a no-break space before « € ». */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** « Payer 245,00 € par carte », whatever its spaces. */
const PAY_BY_CARD = (name: string) => plain(name) === 'Payer 245,00 € par carte';
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));

/** The routes of the list of Dijon in 2026-2027, with `account` and the card's availability. */
function routes(account: SeasonAccount | (() => SeasonAccount), { card = true } = {}) {
  return {
    'GET /api/admin/clubs': { body: { items: [DIJON] } },
    'GET /api/admin/licensees/seasons': { body: SEASONS },
    [`GET ${LIST_URL}`]: { body: { items: [ines(false)] } },
    [`GET ${ACCOUNT_URL}`]: () => ({ body: typeof account === 'function' ? account() : account }),
    'GET /api/payments/options': { body: { card } },
  };
}

const findPanel = () => screen.findByRole('region', { name: 'Paiement de la saison 2026-2027' });
const accountCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.url === ACCOUNT_URL);

beforeEach(() => goTo.mockReset());

describe('the payment of a club’s season in the back office', () => {
  it('shows the affiliation, the licences to pay with their category and price, the total and the payments, without accessibility problems', async () => {
    mockApi(routes(ACCOUNT));
    const { container } = renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    expect(plain((await within(region).findByText('Affiliation du club :')).textContent)).toBe(
      'Affiliation du club : 150,00 €',
    );
    const licences = within(region).getByRole('region', { name: '2 licences à payer' });
    const hugo = within(licences).getByRole('rowheader', { name: 'Bernard Hugo' }).closest('tr')!;
    expect(cellTexts(hugo)).toEqual(['20 novembre 1988', 'Adultes', '60,00 €']);
    const ines = within(licences).getByRole('rowheader', { name: 'Petit Inès' }).closest('tr')!;
    expect(cellTexts(ines)).toEqual(['5 mars 2014', 'Poussins', '35,00 €']);
    expect(plain(within(region).getByText('Total à payer :').textContent)).toBe('Total à payer : 245,00 €');
    expect(within(region).getByRole('button', { name: PAY_BY_CARD })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Payer par virement' })).toBeEnabled();

    const payments = within(region).getByRole('region', { name: 'Paiements' });
    const replaced = within(payments).getByRole('rowheader', { name: 'SAI-4-0A1B2C3D' }).closest('tr')!;
    expect(cellTexts(replaced)).toEqual([
      'Carte bancaire (HelloAsso)',
      'Remplacé',
      '245,00 €',
      '2',
      '10 septembre 2026 à 10:30',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pays by card: asks for the payment, then leaves for HelloAsso’s page', async () => {
    const api = mockApi({
      ...routes(ACCOUNT),
      'POST /api/admin/licensees/payments': {
        status: 201,
        body: {
          reference: 'SAI-4-11223344',
          totalCents: 24500,
          redirectUrl: 'https://checkout.helloasso.test/season/77',
          message: `Paiement de ${TOTAL} par carte : la page de HelloAsso s’ouvre.`,
        },
      },
    });
    renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    await within(region).findByRole('button', { name: 'Payer par virement' });
    // The card's availability is known by then (its answer comes first).
    await userEvent.click(within(region).getByRole('button', { name: PAY_BY_CARD }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.helloasso.test/season/77'));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/licensees/payments', body: { clubId: 4, seasonId: 3, method: 'card' } },
    ]);
    // Leaving: the buttons wait.
    expect(within(region).getByRole('button', { name: 'Payer par virement' })).toBeDisabled();
  });

  it('pays by transfer: shows the server’s message with the reference to quote, and the account again', async () => {
    const message = `Virement de ${TOTAL} à faire à Fédération Wado (IBAN FR76 3000 4000 0500 0012 3456 789, BIC BNPAFRPP) en indiquant la référence SAI-4-9F8E7D6C. Les licences sont délivrées, avec leur numéro, dès que l’association l’a reçu.`;
    let asked = false;
    const api = mockApi({
      ...routes(() => (asked ? WAITING : ACCOUNT)),
      'POST /api/admin/licensees/payments': () => {
        asked = true;
        return {
          status: 201,
          body: { reference: 'SAI-4-9F8E7D6C', totalCents: 24500, redirectUrl: null, message },
        };
      },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    await userEvent.click(await within(region).findByRole('button', { name: 'Payer par virement' }));
    // (Found with plain spaces: the text is matched once its spaces are normalized.)
    const notice = await within(region).findByText(plain(message));
    // It takes the focus, and stays: it holds the reference.
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/licensees/payments', body: { clubId: 4, seasonId: 3, method: 'transfer' } },
    ]);
    expect(goTo).not.toHaveBeenCalled();
    // The account again: the transfer is awaited.
    const payments = within(region).getByRole('region', { name: 'Paiements' });
    const waiting = (await within(payments).findByRole('rowheader', { name: 'SAI-4-9F8E7D6C' })).closest('tr')!;
    expect(within(waiting).getByText('En attente')).toBeInTheDocument();
    expect(within(waiting).getByText('Virement')).toBeInTheDocument();
    expect(accountCalls(api)).toHaveLength(2);
    expect(within(region).getByText(plain(message))).toBeInTheDocument();
    expect(within(region).getByText(/Un virement de .* \(référence SAI-4-9F8E7D6C\) est attendu/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says why the server refuses to start a payment, and does nothing else', async () => {
    const refusal =
      'Aucune catégorie de licence de la saison 2026-2027 ne correspond à l’année de naissance de Petit Inès (2014) : vérifiez sa date de naissance, ou demandez à l’association de compléter les catégories.';
    const api = mockApi({
      ...routes(ACCOUNT),
      'POST /api/admin/licensees/payments': { status: 400, body: { error: 'Bad Request', message: refusal } },
    });
    renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    await within(region).findByRole('button', { name: 'Payer par virement' });
    await userEvent.click(within(region).getByRole('button', { name: PAY_BY_CARD }));
    const notice = await within(region).findByText(refusal);
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(goTo).not.toHaveBeenCalled();
    expect(api.writes()).toHaveLength(1);
    expect(accountCalls(api)).toHaveLength(1);
    expect(api.calls.filter((call) => call.url === LIST_URL)).toHaveLength(1);
    // Nothing changed: the same amount to pay, the buttons back.
    expect(within(region).getByRole('button', { name: 'Payer par virement' })).toBeEnabled();
  });

  it('shows a licence no category fits, and offers no payment until it is fixed', async () => {
    const unpriced: SeasonAccount = {
      ...ACCOUNT,
      licences: [ACCOUNT.licences[0]!, { ...ACCOUNT.licences[1]!, category: null }],
      totalDueCents: 21000,
    };
    mockApi(routes(unpriced));
    const { container } = renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    const ines = (await within(region).findByRole('rowheader', { name: 'Petit Inès' })).closest('tr')!;
    expect(within(ines).getByText('aucune catégorie ne correspond à son année de naissance')).toHaveClass('unpriced');
    expect(within(region).getByText(/le paiement est impossible tant que ce n’est pas corrigé/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /^Payer/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when nothing is owed for the season', async () => {
    mockApi(routes(PAID));
    renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    expect(await within(region).findByText('Rien à payer pour cette saison.')).toBeInTheDocument();
    expect(within(region).getByText('Club affilié pour la saison 2026-2027.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /^Payer/ })).toBeNull();
  });

  it('offers no card when the site does not take cards', async () => {
    mockApi(routes(ACCOUNT, { card: false }));
    renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    expect(await within(region).findByRole('button', { name: 'Payer par virement' })).toBeEnabled();
    expect(within(region).queryByRole('button', { name: /par carte/ })).toBeNull();
  });

  it('offers to retry an account that could not be loaded', async () => {
    let calls = 0;
    mockApi({
      ...routes(ACCOUNT),
      [`GET ${ACCOUNT_URL}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'Le service est indisponible.' } }
          : { body: ACCOUNT };
      },
    });
    renderAdminScreens(screens, ROOT, 'licencies');
    const region = await findPanel();
    expect(
      await within(region).findByText('Le compte de la saison n’a pas pu être chargé : Le service est indisponible.'),
    ).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Réessayer' }));
    expect(await within(region).findByRole('button', { name: 'Payer par virement' })).toBeInTheDocument();
  });
});

describe('coming back from HelloAsso to the list', () => {
  const TOKEN = 'tok_season-0123456789abcdef';
  const RETURN = `licencies?club=4&saison=3&paiement=${TOKEN}&checkoutIntentId=41007&code=succeeded`;

  it('reads the payment back, says it is paid, leaves the payment out of the address and loads the list and the account again', async () => {
    let paid = false;
    const api = mockApi({
      ...routes(() => (paid ? PAID : ACCOUNT)),
      [`GET ${LIST_URL}`]: () => ({ body: { items: [ines(paid)] } }),
      'POST /api/payments/card/return': async () => {
        // Confirmed once the answer is on its way: the first loads are of before the payment.
        await Promise.resolve();
        paid = true;
        return { body: { purpose: 'season', reference: 'SAI-4-11223344', status: 'paid' } };
      },
    });
    const { container } = renderAdminScreens(screens, ROOT, RETURN);
    const region = await findPanel();
    const notice = await within(region).findByText(CARD_RETURN_PAID);
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/payments/card/return', body: { payment: TOKEN, checkoutIntentId: 41007 } },
    ]);
    await waitFor(() => expect(currentPath()).toBe('licencies?club=4&saison=3'));
    // The list and the account again: Inès's licence issued, nothing left to pay.
    expect(await within(region).findByText('Rien à payer pour cette saison.')).toBeInTheDocument();
    const row = (await screen.findByText('n° WF26000001')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Petit Inès' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === LIST_URL)).toHaveLength(2);
    expect(accountCalls(api)).toHaveLength(2);
    expect(within(region).getByText(CARD_RETURN_PAID)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers to try again when HelloAsso cannot be reached, keeping the payment in the address until it answers', async () => {
    let returns = 0;
    const api = mockApi({
      ...routes(ACCOUNT),
      'POST /api/payments/card/return': () => {
        returns += 1;
        return returns === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'HelloAsso est injoignable.' } }
          : { body: { purpose: 'season', reference: 'SAI-4-11223344', status: 'unpaid' } };
      },
    });
    renderAdminScreens(screens, ROOT, RETURN);
    const region = await findPanel();
    expect(await within(region).findByText(CARD_RETURN_UNREACHABLE)).toBeInTheDocument();
    expect(currentPath()).toBe(RETURN);
    await userEvent.click(within(region).getByRole('button', { name: 'Réessayer' }));
    const notice = await within(region).findByText(CARD_RETURN_UNPAID);
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(() => expect(currentPath()).toBe('licencies?club=4&saison=3'));
    expect(api.writes()).toHaveLength(2);
    expect(within(region).queryByText(CARD_RETURN_PAID)).toBeNull();
  });
});

describe('a transfer that arrived', () => {
  it('is recorded by the association on the pending transfer, then the licences are issued', async () => {
    const message = 'Virement enregistré : les licences de ce paiement sont délivrées, avec leur numéro.';
    let received = false;
    const api = mockApi({
      ...routes(() => (received ? PAID : WAITING)),
      [`GET ${LIST_URL}`]: () => ({ body: { items: [ines(received)] } }),
      'POST /api/admin/licensees/payments/SAI-4-9F8E7D6C/received': () => {
        received = true;
        return { body: { message } };
      },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies', {
      email: 'secretariat@wado.fr',
      roles: ['association'],
    });
    const region = await findPanel();
    const payments = await within(region).findByRole('region', { name: 'Paiements' });
    const waiting = within(payments).getByRole('rowheader', { name: 'SAI-4-9F8E7D6C' }).closest('tr')!;
    // Only the pending transfer has the button, not the replaced card payment.
    expect(within(payments).getAllByRole('button', { name: 'Virement reçu' })).toHaveLength(1);
    await userEvent.click(within(waiting).getByRole('button', { name: 'Virement reçu' }));
    expect(within(waiting).getByText(/est-il arrivé sur le compte de l’association/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(within(waiting).getByRole('button', { name: 'Oui, l’enregistrer' }));
    const notice = await within(region).findByText(message);
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/licensees/payments/SAI-4-9F8E7D6C/received', body: undefined },
    ]);
    expect(await within(region).findByText('Rien à payer pour cette saison.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Virement reçu' })).toBeNull();
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await screen.findByText('n° WF26000001')).toBeInTheDocument();
    expect(accountCalls(api)).toHaveLength(2);
  });

  it('cannot be recorded by a club manager', async () => {
    mockApi(routes(WAITING));
    renderAdminScreens(screens, ROOT, 'licencies', { email: 'bureau@wado-dijon.fr', roles: ['club'] });
    const region = await findPanel();
    const payments = await within(region).findByRole('region', { name: 'Paiements' });
    const waiting = within(payments).getByRole('rowheader', { name: 'SAI-4-9F8E7D6C' }).closest('tr')!;
    expect(within(waiting).getByText('En attente')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Virement reçu' })).toBeNull();
    expect(within(payments).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    // She may still pay again.
    expect(within(region).getByRole('button', { name: 'Payer par virement' })).toBeInTheDocument();
  });
});
