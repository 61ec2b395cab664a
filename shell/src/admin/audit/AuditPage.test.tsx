import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@wado/shared';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const ADMIN = { email: 'lea@exemple.fr', roles: ['admin' as const] };

const ROLES_CHANGED: AuditEntry = {
  id: 41,
  at: '2026-03-02T14:05:00Z',
  actor: 'lea@exemple.fr',
  action: 'roles',
  kind: 'person',
  recordId: '2',
  before: JSON.stringify({ email: 'paul@exemple.fr', roles: ['media'], status: 'active' }),
  after: JSON.stringify({ email: 'paul@exemple.fr', roles: ['media', 'wado'], status: 'active' }),
};
const PAGE_SAVED: AuditEntry = {
  id: 40,
  at: '2026-03-01T08:00:00Z',
  actor: 'paul@exemple.fr',
  action: 'update',
  kind: 'page',
  recordId: 'wado',
  before: JSON.stringify({ title: 'Le Wado', body: 'Ancien texte' }),
  after: JSON.stringify({ title: 'Le Wado', body: 'Nouveau texte' }),
};
const PAGE = (items: AuditEntry[], page = 1, pages = 1) => ({
  body: { items, page, limit: 20, total: items.length + (pages - 1) * 20, pages },
});

describe('the audit log', () => {
  it('shows who changed what and when, with the fields before and after', async () => {
    const calls = serve({
      ...session(ADMIN),
      'GET /api/admin/audit?page=1&limit=20': PAGE([ROLES_CHANGED, PAGE_SAVED]),
    });
    await renderAdmin('/admin/journal');
    const entries = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const first = within(entries[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Changement de rôles — Personne n° 2');
    expect(first.getByText('Le 2 mars 2026 à 15:05 par lea@exemple.fr')).toBeInTheDocument();
    await userEvent.click(first.getByText('Avant et après'));
    const table = first.getByRole('table', { name: 'Champs modifiés' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['ChampAvantAprès', 'rolesmediamedia, wado']);
    expect(first.getByText('2 champs inchangés.')).toBeInTheDocument();

    const second = within(entries[1]!);
    expect(second.getByRole('heading', { level: 2 })).toHaveTextContent('Modification — Page de texte n° wado');
    expect(within(second.getByRole('table')).getByRole('cell', { name: 'Nouveau texte' })).toBeInTheDocument();
    expect(calls.every((call) => call.credentials === 'same-origin')).toBe(true);
  });

  it('filters by kind and author in the address, and pages through', async () => {
    const calls = serve({
      ...session(ADMIN),
      'GET /api/admin/audit?page=1&limit=20': PAGE([ROLES_CHANGED, PAGE_SAVED], 1, 3),
      'GET /api/admin/audit?page=1&limit=20&kind=page&actor=paul%40exemple.fr': PAGE([PAGE_SAVED]),
      'GET /api/admin/audit?page=2&limit=20': PAGE([PAGE_SAVED], 2, 3),
    });
    await renderAdmin('/admin/journal');
    await userEvent.click(await screen.findByRole('link', { name: 'Page suivante →' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/journal?page=2');
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Type d’élément'), 'Page de texte');
    await userEvent.type(screen.getByLabelText('Auteur (adresse e-mail)'), 'paul@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/journal?type=page&auteur=paul%40exemple.fr');
    expect(await screen.findByText('1 modification.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/audit?page=1&limit=20&kind=page&actor=paul%40exemple.fr',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/journal$/);
    expect(screen.getByLabelText('Type d’élément')).toHaveValue('');
  });

  it('shows what it cannot read as it is', async () => {
    serve({
      ...session(ADMIN),
      'GET /api/admin/audit?page=1&limit=20': PAGE([{ ...PAGE_SAVED, before: null, after: 'pas du JSON' }]),
    });
    await renderAdmin('/admin/journal');
    await userEvent.click(await screen.findByText('Avant et après'));
    expect(screen.getByText('pas du JSON')).toBeInTheDocument();
  });
});
