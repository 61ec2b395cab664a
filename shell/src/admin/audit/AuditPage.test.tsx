import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@wado/shared';
import { withFrenchSpaces } from '@wado/shared/testing/fixtures';
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
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(
      'lea@exemple.fr a changé les rôles de paul@exemple.fr (rôles : Médias, Le Wado)',
    );
    expect(first.getByText('Le 2 mars 2026 à 15:05')).toBeInTheDocument();
    await userEvent.click(first.getByText('Avant et après'));
    const table = first.getByRole('table', { name: 'Champs modifiés' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['ChampAvantAprès', 'rolesmediamedia, wado']);
    expect(first.getByText('2 champs inchangés.')).toBeInTheDocument();

    const second = within(entries[1]!);
    expect(second.getByRole('heading', { level: 2 })).toHaveTextContent(
      'paul@exemple.fr a modifié la page « Le Wado »',
    );
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

  it('says each change as a sentence, naming the record from its data or from the server', async () => {
    const line = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
      id,
      at: '2026-03-02T14:05:00Z',
      actor: 'lea@exemple.fr',
      action: 'update',
      kind: 'page',
      recordId: '1',
      before: null,
      after: null,
      ...fields,
    });
    serve({
      ...session(ADMIN),
      'GET /api/admin/audit?page=1&limit=20': PAGE([
        // The photo's data has no album title: the server looked it up.
        line(9, {
          action: 'photo-add',
          kind: 'album',
          recordId: '12',
          after: JSON.stringify({ id: 3, caption: 'Le salut', alt: 'Le salut' }),
          name: 'Stage de Mimizan',
        }),
        line(8, {
          action: 'invite',
          kind: 'person',
          recordId: '5',
          after: JSON.stringify({ email: 'paul@exemple.fr', roles: ['media'], status: 'invited' }),
        }),
        line(7, { action: 'password', kind: 'person', recordId: '1', name: 'lea@exemple.fr' }),
        line(6, { action: 'password', kind: 'person', recordId: '5', name: 'paul@exemple.fr' }),
        // Deleted: its name is in its « before ».
        line(5, { action: 'delete', kind: 'news', recordId: '4', before: JSON.stringify({ title: 'Stage d’été' }) }),
        line(4, { action: 'photo-delete', kind: 'album', recordId: '12', before: JSON.stringify({ caption: 'Kata' }) }),
        line(3, { action: 'update', kind: 'site_settings', recordId: '1' }),
        line(2, { actor: 'système', action: 'delete', kind: 'upload', recordId: '31' }),
        line(1, { action: 'new-thing', kind: 'gizmo', recordId: '8' }),
      ]),
    });
    await renderAdmin('/admin/journal');
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(9));
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(
      [
        'lea@exemple.fr a ajouté une photo à l’album « Stage de Mimizan »',
        'lea@exemple.fr a invité paul@exemple.fr (rôle : Médias)',
        'lea@exemple.fr a changé son mot de passe',
        'lea@exemple.fr a changé le mot de passe de paul@exemple.fr',
        'lea@exemple.fr a supprimé l’actualité « Stage d’été »',
        // Neither the data nor the server named the album: its number, not the photo's caption.
        'lea@exemple.fr a retiré une photo de l’album n° 12',
        'lea@exemple.fr a modifié les réglages du site',
        'Le site a supprimé l’image n° 31',
        'lea@exemple.fr a fait l’opération « new-thing » sur l’élément n° 8',
      ].map(withFrenchSpaces),
    );
  });

  it('offers every kind the server writes in the filter, by the code it writes', async () => {
    const calls = serve({
      ...session(ADMIN),
      'GET /api/admin/audit?page=1&limit=20': PAGE([PAGE_SAVED]),
      'GET /api/admin/audit?page=1&limit=20&kind=album': PAGE([]),
    });
    await renderAdmin('/admin/journal');
    await userEvent.selectOptions(await screen.findByLabelText('Type d’élément'), 'Album photo');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('Aucune modification ne correspond.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/audit?page=1&limit=20&kind=album');
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
