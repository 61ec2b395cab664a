import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubRecord } from '@wado/shared';
import { LICENSEE_INPUT_RULES } from '@wado/shared/admin';
import type { LicenceSeasons, LicenseeRecord, SeasonAccount } from '@wado/shared/schemas';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { BEAUNE, DIJON } from './testClubs';

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

const SEASONS: LicenceSeasons = {
  open: [{ id: 3, label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' }],
  previous: { id: 2, label: '2025-2026', startsOn: '2025-09-01', endsOn: '2026-08-31' },
};

const licensee = (fields: Partial<LicenseeRecord> & Pick<LicenseeRecord, 'id' | 'firstName' | 'lastName'>) => ({
  clubId: 4,
  clubName: 'Wado Karaté Dijon',
  birthDate: '2014-03-05',
  sex: 'F' as const,
  grade: '3e kyu',
  discipline: 'enfants' as const,
  email: 'famille@exemple.fr',
  licences: [],
  ...fields,
});

/** This season's licence issued, last season's too. */
const LEA = licensee({
  id: 11,
  firstName: 'Léa',
  lastName: 'Martin',
  licences: [
    { seasonId: 3, seasonLabel: '2026-2027', status: 'issued', number: 'WF26004217' },
    { seasonId: 2, seasonLabel: '2025-2026', status: 'issued', number: 'WF25001234' },
  ],
});
/** Last season's licence only: to renew. */
const HUGO = licensee({
  id: 12,
  firstName: 'Hugo',
  lastName: 'Bernard',
  sex: 'M',
  birthDate: '1988-11-20',
  grade: '1er dan',
  discipline: 'wado',
  email: 'hugo.bernard@exemple.fr',
  licences: [{ seasonId: 2, seasonLabel: '2025-2026', status: 'issued', number: 'WF25000777' }],
});
/** This season's licence asked for (to pay), last season's issued: nothing to do. */
const INES = licensee({
  id: 13,
  firstName: 'Inès',
  lastName: 'Petit',
  licences: [
    { seasonId: 3, seasonLabel: '2026-2027', status: 'requested', number: null },
    { seasonId: 2, seasonLabel: '2025-2026', status: 'issued', number: 'WF25000778' },
  ],
});
/** New this season: no licence yet, none last season. */
const NOAH = licensee({ id: 14, firstName: 'Noah', lastName: 'Durand', sex: 'M', birthDate: '2018-06-01' });
/** Last season's licence only: to renew. */
const CHLOE = licensee({
  id: 15,
  firstName: 'Chloé',
  lastName: 'Moreau',
  licences: [{ seasonId: 2, seasonLabel: '2025-2026', status: 'issued', number: 'WF25000901' }],
});
const LICENSEES = [HUGO, NOAH, LEA, CHLOE, INES];

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

/** A club's account of the season 2026-2027: affiliated, nothing to pay (the payment: SeasonPayment.test.tsx). */
const settled = (club: ClubRecord): SeasonAccount => ({
  club: { id: club.id, name: club.name },
  season: { id: 3, label: '2026-2027' },
  affiliated: true,
  affiliationDueCents: 0,
  licences: [],
  totalDueCents: 0,
  payments: [],
});
/** The panel « Paiement de la saison » below the list: the club's account, and whether cards are taken. */
const paymentRoutes = (club: ClubRecord) => ({
  [`GET /api/admin/licensees/account?club=${club.id}&season=3`]: { body: settled(club) },
  'GET /api/payments/options': { body: { card: true } },
});

describe('the licensees of a club in the back office', () => {
  it('lists the club’s licensees with their licence of the season and of the previous one, without accessibility problems', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'GET /api/admin/licensees/seasons': { body: SEASONS },
      'GET /api/admin/licensees?club=4': { body: { items: LICENSEES } },
      ...paymentRoutes(DIJON),
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies');
    expect(await screen.findByRole('link', { name: 'Martin Léa' })).toHaveAttribute('href', `${ROOT}/licencies/11`);
    expect(screen.getByRole('heading', { level: 2, name: 'Wado Karaté Dijon' })).toBeInTheDocument();
    // One club: no choice of club.
    expect(screen.queryByRole('combobox', { name: 'Club' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Licence 2026-2027' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Licence 2025-2026' })).toBeInTheDocument();

    const [leaThis, leaPrevious] = within(row('Martin Léa')).getAllByRole('cell').slice(-2);
    expect(leaThis).toHaveTextContent('Délivrée');
    expect(leaThis).toHaveTextContent('n° WF26004217');
    expect(leaPrevious).toHaveTextContent('n° WF25001234');
    expect(within(row('Martin Léa')).getByText('5 mars 2014')).toBeInTheDocument();
    expect(within(row('Martin Léa')).getByText('Karaté enfants')).toBeInTheDocument();

    const [inesThis] = within(row('Petit Inès')).getAllByRole('cell').slice(-2);
    expect(inesThis).toHaveTextContent('Demandée (à payer)');
    expect(inesThis).not.toHaveTextContent('n°');

    const [hugoThis, hugoPrevious] = within(row('Bernard Hugo')).getAllByRole('cell').slice(-2);
    expect(within(hugoThis!).getByText('—')).toBeInTheDocument();
    expect(hugoPrevious).toHaveTextContent('n° WF25000777');
    expect(within(row('Bernard Hugo')).getByText('1er dan')).toBeInTheDocument();

    // A box only for those without a licence of the season.
    expect(within(row('Bernard Hugo')).getByRole('checkbox')).not.toBeChecked();
    expect(within(row('Martin Léa')).queryByRole('checkbox')).toBeNull();
    expect(within(row('Petit Inès')).queryByRole('checkbox')).toBeNull();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/licensees?club=4');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ticks last season’s licensees without a licence of this one, asks for their licences and shows the server’s answer', async () => {
    const message =
      '2 licences demandées pour la saison 2026-2027. Elles seront délivrées, avec leur numéro, une fois la saison payée.';
    let asked = false;
    const requested = (record: LicenseeRecord) => ({
      ...record,
      licences: [
        { seasonId: 3, seasonLabel: '2026-2027', status: 'requested' as const, number: null },
        ...record.licences,
      ],
    });
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'GET /api/admin/licensees/seasons': { body: SEASONS },
      'GET /api/admin/licensees?club=4': () => ({
        body: { items: asked ? [requested(HUGO), NOAH, LEA, requested(CHLOE), INES] : LICENSEES },
      }),
      'POST /api/admin/licensees/licences': () => {
        asked = true;
        return { body: { requested: 2, already: 0, message } };
      },
      ...paymentRoutes(DIJON),
      // What the season costs once their licences are asked for.
      'GET /api/admin/licensees/account?club=4&season=3': () => ({
        body: asked
          ? {
              ...settled(DIJON),
              licences: [HUGO, CHLOE].map((record, index) => ({
                licenceId: 40 + index,
                licenseeId: record.id,
                name: `${record.lastName} ${record.firstName}`,
                birthDate: record.birthDate,
                category: { id: 2, name: 'Seniors', feeCents: 4000 },
              })),
              totalDueCents: 8000,
            }
          : settled(DIJON),
      }),
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies');
    await userEvent.click(await screen.findByRole('button', { name: 'Cocher les licenciés de la saison 2025-2026' }));
    expect(screen.getByRole('checkbox', { name: 'Demander la licence de Bernard Hugo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Demander la licence de Moreau Chloé' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Demander la licence de Durand Noah' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('aria-label'))).toEqual([
      'Demander la licence de Bernard Hugo',
      'Demander la licence de Moreau Chloé',
    ]);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Demander les licences cochées (2)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/licensees/licences', body: { clubId: 4, seasonId: 3, licenseeIds: [12, 15] } },
    ]);
    // The list again: their licences are asked for, no box left but Noah's.
    await waitFor(() => expect(within(row('Bernard Hugo')).queryByRole('checkbox')).toBeNull());
    expect(within(row('Moreau Chloé')).getByText('Demandée (à payer)')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/admin/licensees?club=4')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Demander les licences cochées (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cocher les licenciés de la saison/ })).toBeNull();
    // What the season costs, again: their two licences to pay.
    const payment = screen.getByRole('region', { name: 'Paiement de la saison 2026-2027' });
    expect(await within(payment).findByRole('region', { name: '2 licences à payer' })).toBeInTheDocument();
    expect(within(payment).getByRole('rowheader', { name: 'Moreau Chloé' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/admin/licensees/account?club=4&season=3')).toHaveLength(2);
  });

  it('lets a manager of two clubs switch club, keeping it in the address and loading that club’s list', async () => {
    const manager = { email: 'bureau@wado-cote-dor.fr', roles: ['club' as const] };
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      'GET /api/admin/licensees/seasons': { body: SEASONS },
      'GET /api/admin/licensees?club=5': { body: { items: [] } },
      'GET /api/admin/licensees?club=4': { body: { items: [LEA] } },
      ...paymentRoutes(BEAUNE),
      ...paymentRoutes(DIJON),
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies', manager);
    // By name: Beaune first.
    const club = await screen.findByRole('combobox', { name: 'Club' });
    expect(club).toHaveDisplayValue('Karaté Club Beaune (Beaune)');
    expect(await screen.findByText('Aucun licencié pour ce club.')).toBeInTheDocument();
    expect(screen.getByText(/Cochez ceux dont vous demandez la licence/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.selectOptions(club, 'Wado Karaté Dijon (Dijon)');
    expect(await screen.findByRole('link', { name: 'Martin Léa' })).toBeInTheDocument();
    expect(currentPath()).toBe('licencies?club=4');
    expect(api.calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin/licensees?'))).toEqual([
      '/api/admin/licensees?club=5',
      '/api/admin/licensees?club=4',
    ]);
  });

  it('exports the chosen club’s list of the season, and adds a licensee to that club', async () => {
    mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      'GET /api/admin/licensees/seasons': { body: SEASONS },
      'GET /api/admin/licensees?club=4': { body: { items: [LEA] } },
      ...paymentRoutes(DIJON),
    });
    renderAdminScreens(screens, ROOT, 'licencies?club=4');
    const link = await screen.findByRole('link', { name: 'Exporter la liste (CSV)' });
    expect(link).toHaveAttribute('href', '/api/admin/licensees/export.csv?club=4&season=3');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('combobox', { name: 'Club' })).toHaveDisplayValue('Wado Karaté Dijon (Dijon)');
    expect(screen.getByRole('link', { name: 'Ajouter un licencié' })).toHaveAttribute(
      'href',
      `${ROOT}/licencies/nouveau?club=4`,
    );
  });

  it('says when no season is open to requests, and still shows last season’s licences', async () => {
    mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'GET /api/admin/licensees/seasons': { body: { open: [], previous: SEASONS.previous } },
      'GET /api/admin/licensees?club=4': { body: { items: [HUGO] } },
    });
    renderAdminScreens(screens, ROOT, 'licencies');
    expect(await screen.findByText(/Aucune saison n’est ouverte aux demandes de licence/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bernard Hugo' })).toBeInTheDocument();
    expect(within(row('Bernard Hugo')).getByText(/WF25000777/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Demander les licences/ })).toBeNull();
  });

  it('offers to retry a list that could not be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'GET /api/admin/licensees/seasons': { body: SEASONS },
      'GET /api/admin/licensees?club=4': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'Le service est indisponible.' } }
          : { body: { items: [NOAH] } };
      },
      ...paymentRoutes(DIJON),
    });
    renderAdminScreens(screens, ROOT, 'licencies');
    expect(await screen.findByText('Le service est indisponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Durand Noah' })).toBeInTheDocument();
  });
});

describe('a licensee’s form in the back office', () => {
  it('adds a licensee to the only club of the person, chosen beforehand', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'POST /api/admin/licensees': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 20, clubName: 'Wado Karaté Dijon', licences: [] },
      }),
      'GET /api/admin/licensees/20': {
        body: licensee({ id: 20, firstName: 'Jade', lastName: 'Roux', birthDate: '2012-01-15' }),
      },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies/nouveau');
    expect(await screen.findByRole('combobox', { name: /^Club/ })).toHaveDisplayValue('Wado Karaté Dijon (Dijon)');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Jade');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Roux');
    await userEvent.type(screen.getByLabelText(/^Date de naissance/), '2012-01-15');
    await userEvent.click(screen.getByRole('radio', { name: 'Femme' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Grade/ }), '4e kyu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Discipline/ }), 'Karaté enfants');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'parents.roux@exemple.fr');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(currentPath()).toBe('licencies/20'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/licensees',
        body: {
          clubId: 4,
          firstName: 'Jade',
          lastName: 'Roux',
          birthDate: '2012-01-15',
          sex: 'F',
          grade: '4e kyu',
          discipline: 'enfants',
          email: 'parents.roux@exemple.fr',
        },
      },
    ]);
  });

  it('takes the limits of a licensee’s fields from the API’s schema, and refuses a name too long before sending', async () => {
    const api = mockApi({ 'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } } });
    renderAdminScreens(screens, ROOT, 'licencies/nouveau?club=5');
    // The club of the address, among several.
    expect(await screen.findByRole('combobox', { name: /^Club/ })).toHaveDisplayValue('Karaté Club Beaune (Beaune)');
    const name = screen.getByRole('textbox', { name: 'Nom (obligatoire)' });
    const longest = LICENSEE_INPUT_RULES.lastName.maxLength!;
    expect(name).toHaveAttribute('maxLength', String(longest));
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(name, { target: { value: 'R'.repeat(longest + 1) } });
    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Jade');
    await userEvent.type(screen.getByLabelText(/^Date de naissance/), '2012-01-15');
    await userEvent.click(screen.getByRole('radio', { name: 'Femme' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Grade/ }), '4e kyu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Discipline/ }), 'Karaté enfants');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'parents.roux@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', { name: `Nom : ${longest} caractères au plus (il y en a ${longest + 1}).` }),
    ).toHaveAttribute('href', '#licensees-lastName');
    expect(api.writes()).toEqual([]);
  });

  it('asks for the sex, the discipline and the club when none is chosen', async () => {
    const api = mockApi({ 'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } } });
    renderAdminScreens(screens, ROOT, 'licencies/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Club : ce champ est obligatoire.' })).toHaveAttribute(
      'href',
      '#licensees-clubId',
    );
    expect(within(summary).getByRole('link', { name: 'Sexe : ce champ est obligatoire.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Discipline : ce champ est obligatoire.' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows a saved licensee with her licences, read only', async () => {
    mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      'GET /api/admin/licensees/11': { body: LEA },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies/11');
    expect(await screen.findByRole('textbox', { name: /^Prénom/ })).toHaveValue('Léa');
    expect(screen.getByRole('combobox', { name: /^Club/ })).toHaveDisplayValue('Wado Karaté Dijon (Dijon)');
    expect(screen.getByRole('radio', { name: 'Femme' })).toBeChecked();
    const licences = screen.getByRole('region', { name: 'Licences' });
    const season = within(licences).getByRole('rowheader', { name: '2026-2027' }).closest('tr')!;
    expect(within(season).getByText('Délivrée')).toBeInTheDocument();
    expect(within(season).getByText('WF26004217')).toBeInTheDocument();
    expect(within(licences).getByRole('rowheader', { name: '2025-2026' }).closest('tr')).toHaveTextContent(
      'WF25001234',
    );
    expect(within(licences).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
