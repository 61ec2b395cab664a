import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS, formatPrice } from '@wado/shared';
import type { LicenceSeasons, SeasonOverview, SeasonOverviewClub } from '@wado/shared/schemas';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

const SEASONS: LicenceSeasons = {
  open: [
    { id: 3, label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' },
    { id: 4, label: '2027-2028', startsOn: '2027-09-01', endsOn: '2028-08-31' },
  ],
  previous: { id: 2, label: '2025-2026', startsOn: '2025-09-01', endsOn: '2026-08-31' },
};

const club = (fields: Partial<SeasonOverviewClub> & Pick<SeasonOverviewClub, 'clubId' | 'name' | 'city'>) => ({
  managers: 1,
  affiliated: true,
  requested: 0,
  issued: 0,
  pendingPayments: 0,
  paidCents: 0,
  ...fields,
});
/** Beaune: no manager, not affiliated, licences asked for and a transfer waiting. */
const BEAUNE = club({
  clubId: 5,
  name: 'Karaté Club Beaune',
  city: 'Beaune',
  managers: 0,
  affiliated: false,
  requested: 7,
  pendingPayments: 1,
});
/** Dijon: two managers, affiliated, paid. */
const DIJON = club({
  clubId: 4,
  name: 'Wado Karaté Dijon',
  city: 'Dijon',
  managers: 2,
  requested: 3,
  issued: 24,
  paidCents: 123450,
});
/** Nevers: affiliated, no manager, nothing asked for yet. */
const NEVERS = club({ clubId: 6, name: 'Wado Nevers', city: 'Nevers', managers: 0, issued: 5, paidCents: 40000 });
const OVERVIEW: SeasonOverview = { season: { id: 3, label: '2026-2027' }, clubs: [BEAUNE, DIJON, NEVERS] };

const routes = () => ({
  'GET /api/admin/licensees/seasons': { body: SEASONS },
  'GET /api/admin/licensees/overview?season=3': { body: OVERVIEW },
  'GET /api/admin/licensees/overview?season=2': {
    body: { season: { id: 2, label: '2025-2026' }, clubs: [{ ...DIJON, requested: 0, issued: 30 }] },
  },
});

/** A total on top, by its label. */
const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** Spaces as people read them: prices have a no-break space before « € ». */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('every club’s season at a glance', () => {
  it('is the association’s, in its menu', () => {
    const overview = screens.find((entry) => entry.path === 'saison-des-clubs');
    expect(overview?.label).toBe('Saison des clubs');
    expect(overview?.roles).toEqual(ACCESS.association);
  });

  it('shows the season’s totals and a row per club, without accessibility problems', async () => {
    const api = mockApi(routes());
    const { container } = renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Saison 2026-2027' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Saison' })).toHaveDisplayValue('2026-2027');
    expect(
      within(screen.getByRole('combobox', { name: 'Saison' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026-2027', '2027-2028', '2025-2026 (terminée)']);

    expect(total('Clubs affiliés')).toBe('2 sur 3');
    expect(total('Licences délivrées')).toBe('29');
    expect(total('Licences en attente de paiement')).toBe('10');
    expect(total('Paiements en attente')).toBe('1');
    expect(plain(total('Montant reçu'))).toBe(plain(formatPrice(163450)));
    expect(total('Clubs sans responsable')).toBe('2');
    expect(screen.getByText('3 clubs')).toBeInTheDocument();

    // A row per club, by name; the link opens its licensees for the season.
    expect(screen.getByRole('link', { name: 'Karaté Club Beaune' })).toHaveAttribute(
      'href',
      `${ROOT}/licencies?club=5&saison=3`,
    );
    expect(cells('Karaté Club Beaune').map(plain)).toEqual(
      ['Beaune', 'aucun', 'non', '7', '0', '1', formatPrice(0)].map(plain),
    );
    // No manager: « aucun », in the warning's colour.
    expect(within(row('Karaté Club Beaune')).getByText('aucun')).toHaveClass('warn');
    expect(cells('Wado Karaté Dijon').map(plain)).toEqual(
      ['Dijon', '2', 'oui', '3', '24', '0', formatPrice(123450)].map(plain),
    );
    expect(screen.getByRole('region', { name: 'Clubs, saison 2026-2027' })).toHaveAttribute('tabindex', '0');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/admin/licensees/seasons',
      '/api/admin/licensees/overview?season=3',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the clubs without a manager only, in the address, and the totals of every club', async () => {
    mockApi(routes());
    const { container } = renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    const shown = await screen.findByRole('combobox', { name: 'Afficher' });
    await screen.findByRole('link', { name: 'Wado Karaté Dijon' });
    await userEvent.selectOptions(shown, 'Clubs sans responsable');
    expect(currentPath()).toBe('saison-des-clubs?clubs=sans-responsable');
    expect(screen.queryByRole('link', { name: 'Wado Karaté Dijon' })).toBeNull();
    const table = screen.getByRole('region', { name: 'Clubs, saison 2026-2027' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Karaté Club Beaune', 'Wado Nevers']);
    expect(screen.getByText('2 clubs sans responsable sur 3')).toBeInTheDocument();
    // The season's totals stay those of every club.
    expect(total('Clubs affiliés')).toBe('2 sur 3');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.selectOptions(shown, 'Non affiliés');
    expect(currentPath()).toBe('saison-des-clubs?clubs=non-affilies');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Karaté Club Beaune']);
  });

  it('takes the filter and the season from the address', async () => {
    const api = mockApi(routes());
    renderAdminScreens(screens, ROOT, 'saison-des-clubs?saison=2&clubs=sans-responsable');
    expect(await screen.findByText('Chaque club a au moins un responsable.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afficher' })).toHaveDisplayValue('Clubs sans responsable');
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/licensees/overview?season=2');
  });

  it('exports the season shown as CSV', async () => {
    mockApi(routes());
    renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    const link = await screen.findByRole('link', { name: 'Exporter (CSV)' });
    expect(link).toHaveAttribute('href', '/api/admin/licensees/overview.csv?season=3');
    expect(link).toHaveAttribute('download');
  });

  it('loads another season when it is chosen, keeping it in the address', async () => {
    const api = mockApi(routes());
    renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    await screen.findByRole('link', { name: 'Wado Karaté Dijon' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saison' }), '2025-2026 (terminée)');
    expect(await screen.findByRole('heading', { level: 2, name: 'Saison 2025-2026' })).toBeInTheDocument();
    expect(currentPath()).toBe('saison-des-clubs?saison=2');
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/admin/licensees/seasons',
      '/api/admin/licensees/overview?season=3',
      '/api/admin/licensees/overview?season=2',
    ]);
    expect(total('Licences délivrées')).toBe('30');
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/licensees/overview.csv?season=2',
    );
    // An ended season: the club's list opens on the season open to requests.
    expect(screen.getByRole('link', { name: 'Wado Karaté Dijon' })).toHaveAttribute('href', `${ROOT}/licencies?club=4`);
  });

  it('offers to retry a season that could not be loaded', async () => {
    let calls = 0;
    mockApi({
      ...routes(),
      'GET /api/admin/licensees/overview?season=3': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'Le service est indisponible.' } }
          : { body: OVERVIEW };
      },
    });
    renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    expect(await screen.findByText('Le service est indisponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Wado Nevers' })).toBeInTheDocument();
  });

  it('says when there is no season yet', async () => {
    const api = mockApi({ 'GET /api/admin/licensees/seasons': { body: { open: [], previous: null } } });
    renderAdminScreens(screens, ROOT, 'saison-des-clubs');
    expect(await screen.findByText(/Aucune saison pour l’instant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '« Saisons »' })).toHaveAttribute('href', `${ROOT}/saisons`);
    expect(api.calls).toHaveLength(1);
  });
});
