import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { EditableTextPage, TextPageSummary } from '../../schemas/editing';
import { SITE_SETTINGS } from '../../test/fixtures';
import { TextPagesAdmin, textPagesScreens } from './TextPagesAdmin';

type Answer = { status?: number; body?: unknown };

/** A fetch answering by method and path (`PUT /api/admin/pages/history`), recording every call. */
function serve(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'Absent.' } });
    const status = answer.status ?? 200;
    return { ok: status < 300, status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

const summary = (slug: string, title: string, owner: TextPageSummary['owner'], path = `/${slug}`): TextPageSummary => ({
  slug,
  title,
  path,
  owner,
  roles: owner === 'shell' ? ['admin'] : ['wado'],
  updatedAt: '2026-03-02T09:30:00Z',
});

const LEGAL: EditableTextPage = {
  slug: 'mentions_legales',
  title: 'Mentions légales',
  body: 'Éditeur : Wado France\n\nHébergeur : OVH',
  updatedAt: '2026-03-02T09:30:00Z',
};

const LIST = {
  'GET /api/admin/pages': {
    body: {
      items: [
        summary('mentions_legales', 'Mentions légales', 'shell'),
        summary('confidentialite', 'Politique de confidentialité', 'shell'),
        summary('wado', 'Le Wado', 'mf-wado'),
      ],
    },
  },
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderAt(url: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/pages-du-site/*" element={<TextPagesAdmin owner="shell" title="Pages du site" />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

describe('TextPagesAdmin', () => {
  it('lists the pages of its app only, each with its editor and its public address', async () => {
    serve(LIST);
    await renderAt('/admin/pages-du-site');
    expect(screen.getByRole('heading', { level: 1, name: 'Pages du site' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Mentions légales',
      'Politique de confidentialité',
    ]);
    expect(screen.queryByText('Le Wado')).toBeNull();
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Modifier « Mentions légales »' })).toHaveAttribute(
      'href',
      '/admin/pages-du-site/mentions_legales',
    );
    expect(within(first).getByRole('link', { name: 'Voir la page « Mentions légales » sur le site' })).toHaveAttribute(
      'href',
      '/mentions_legales',
    );
  });

  it('edits a page with its live preview and publishes it on save', async () => {
    const calls = serve({
      ...LIST,
      'GET /api/admin/pages/mentions_legales': { body: LEGAL },
      'GET /api/admin/pages/mentions_legales/revisions': { body: { items: [] } },
      'PUT /api/admin/pages/mentions_legales': (body) => ({
        body: { ...LEGAL, ...(body as object), updatedAt: '2026-03-05T16:45:00Z' },
      }),
    });
    await renderAt('/admin/pages-du-site/mentions_legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier « Mentions légales »' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Titre' });
    const text = screen.getByRole('textbox', { name: 'Texte' });
    expect(text).toHaveValue(LEGAL.body);
    fireEvent.change(title, { target: { value: 'Mentions légales du site' } });
    fireEvent.change(text, { target: { value: '## Éditeur\n\nWado France, association loi 1901.' } });
    expect(
      within(screen.getByRole('region', { name: 'Aperçu : Texte' })).getByRole('heading', { name: 'Éditeur' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Mentions légales du site',
      body: '## Éditeur\n\nWado France, association loi 1901.',
    });
    await waitFor(() =>
      expect(screen.getByText('Page enregistrée et publiée le 5 mars 2026 à 17:45.')).toHaveAttribute('role', 'status'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Modifier « Mentions légales du site »' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    // The versions are read again after the save.
    expect(calls.filter((call) => call.url.endsWith('/revisions'))).toHaveLength(2);

    await userEvent.click(screen.getByRole('link', { name: '← Toutes les pages de texte' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/pages-du-site');
  });

  it('refuses an empty title before sending, and shows the server’s refusal as an alert', async () => {
    const calls = serve({
      'GET /api/admin/pages/mentions_legales': { body: LEGAL },
      'GET /api/admin/pages/mentions_legales/revisions': { body: { items: [] } },
      'PUT /api/admin/pages/mentions_legales': { status: 400, body: { message: 'Le texte est trop long.' } },
    });
    await renderAt('/admin/pages-du-site/mentions_legales');
    const title = await screen.findByRole('textbox', { name: 'Titre' });
    fireEvent.change(title, { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    expect(screen.getByText('Le titre est obligatoire.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(title, { target: { value: 'Mentions' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('La page n’a pas été enregistrée : Le texte est trop long.'),
    );
  });

  it('compares a version with the text of the form and restores it after a confirmation', async () => {
    const calls = serve({
      'GET /api/admin/pages/mentions_legales': { body: LEGAL },
      'GET /api/admin/pages/mentions_legales/revisions': {
        body: {
          items: [{ id: 12, savedAt: '2026-02-01T08:00:00Z', savedBy: 'lea@exemple.fr', title: 'Mentions' }],
        },
      },
      'GET /api/admin/pages/mentions_legales/revisions/12': {
        body: {
          id: 12,
          savedAt: '2026-02-01T08:00:00Z',
          savedBy: 'lea@exemple.fr',
          data: { title: 'Mentions', body: 'Éditeur : Wado France\n\nHébergeur : Scaleway' },
        },
      },
      'POST /api/admin/pages/mentions_legales/revisions/12/restore': {
        body: { ...LEGAL, title: 'Mentions', body: 'Éditeur : Wado France\n\nHébergeur : Scaleway' },
      },
    });
    await renderAt('/admin/pages-du-site/mentions_legales');
    const version = await screen.findByText(/par lea@exemple.fr/);
    expect(version).toHaveTextContent('1er février 2026 à 09:00 par lea@exemple.fr — « Mentions »');

    await userEvent.click(screen.getByRole('button', { name: 'Comparer la version du 1er février 2026 à 09:00' }));
    const diff = await screen.findByRole('list', { name: /Différences entre la version du 1er février 2026/ });
    expect(within(diff).getByText('Hébergeur : Scaleway').closest('del')).not.toBeNull();
    expect(within(diff).getByText('Hébergeur : OVH').closest('ins')).not.toBeNull();
    expect(screen.getByText(/Titre :/)).toHaveTextContent('Titre : « Mentions » → « Mentions légales »');

    await userEvent.click(screen.getByRole('button', { name: 'Restaurer la version du 1er février 2026 à 09:00' }));
    expect(calls.some((call) => call.url.endsWith('/restore'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurer et publier' }));
    expect(calls.filter((call) => call.url.endsWith('/restore')).map((call) => call.method)).toEqual(['POST']);
    await waitFor(() =>
      expect(screen.getByText('La version du 1er février 2026 à 09:00 est restaurée et publiée.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Texte' })).toHaveValue('Éditeur : Wado France\n\nHébergeur : Scaleway');
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Mentions');
  });

  it('offers the settings’ facts: inserts a reference where the cursor is, previews its current value', async () => {
    serve({
      'GET /api/admin/pages/mentions_legales': { body: { ...LEGAL, body: 'IBAN : ' } },
      'GET /api/admin/pages/mentions_legales/revisions': { body: { items: [] } },
      'GET /api/site/settings': { body: SITE_SETTINGS },
    });
    await renderAt('/admin/pages-du-site/mentions_legales');
    const text = await screen.findByRole('textbox', { name: 'Texte' });
    const choice = await screen.findByRole('combobox', { name: 'Insérer une coordonnée des réglages' });
    await userEvent.selectOptions(choice, 'IBAN');
    expect(screen.getByText(/aujourd’hui « FR76 1234 5678 9012 3456 7890 104 »/)).toBeInTheDocument();
    (text as HTMLTextAreaElement).setSelectionRange(7, 7);
    await userEvent.click(screen.getByRole('button', { name: 'Insérer' }));
    expect(text).toHaveValue('IBAN : {{iban}}');
    const preview = screen.getByRole('region', { name: 'Aperçu : Texte' });
    expect(preview).toHaveTextContent('IBAN : FR76 1234 5678 9012 3456 7890 104');
    expect(preview).not.toHaveTextContent('{{');
  });

  it('asks to confirm the facts the server finds are not the settings’, then saves them as typed', async () => {
    const strays = [
      { kind: 'iban', found: 'FR14 2004 1010 0505 0001 3M02 606', settings: 'FR76 1234 5678 9012 3456 7890 104' },
    ];
    const calls = serve({
      'GET /api/admin/pages/mentions_legales': { body: LEGAL },
      'GET /api/admin/pages/mentions_legales/revisions': { body: { items: [] } },
      'PUT /api/admin/pages/mentions_legales': (body) =>
        (body as { confirmFacts?: boolean }).confirmFacts
          ? { body: { ...LEGAL, ...(body as object), updatedAt: '2026-03-05T16:45:00Z' } }
          : { status: 409, body: { error: 'Conflict', message: 'À confirmer.', strays } },
    });
    await renderAt('/admin/pages-du-site/mentions_legales');
    const text = await screen.findByRole('textbox', { name: 'Texte' });
    fireEvent.change(text, { target: { value: 'Virement : FR14 2004 1010 0505 0001 3M02 606' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ces coordonnées ne sont pas celles des réglages' });
    expect(dialog).toHaveTextContent(
      'un IBAN « FR14 2004 1010 0505 0001 3M02 606 », alors que les réglages du site donnent « FR76 1234 5678 9012 3456 7890 104 »',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer tel quel' }));
    await waitFor(() =>
      expect(screen.getByText('Page enregistrée et publiée le 5 mars 2026 à 17:45.')).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { title: 'Mentions légales', body: 'Virement : FR14 2004 1010 0505 0001 3M02 606' },
      { title: 'Mentions légales', body: 'Virement : FR14 2004 1010 0505 0001 3M02 606', confirmFacts: true },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says in French that a page does not exist', async () => {
    serve({ 'GET /api/admin/pages/inconnue': { status: 404, body: { message: "Cette page n'existe pas." } } });
    await renderAt('/admin/pages-du-site/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page n’existe pas' })).toBeInTheDocument();
  });
});

describe('textPagesScreens', () => {
  it('gives a remote its list (in its menu) and its editor', () => {
    const screens = textPagesScreens('mf-wado', ['wado']);
    expect(screens.map((entry) => [entry.path, entry.label, entry.roles])).toEqual([
      ['pages', 'Pages de texte', ['wado']],
      ['pages/:slug', undefined, ['wado']],
    ]);
  });
});
