import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LexiconTerm } from '@wado/shared';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-wado';
const TERMS: LexiconTerm[] = [
  { id: 1, term: 'Mae geri', kana: '前蹴り', meaning: 'Coup de pied de face.', category: 'techniques' },
  { id: 2, term: 'Ōtsuka Hironori', kana: '大塚博紀', meaning: 'Fondateur du Wadō-ryū.', category: 'histoire' },
];
const currentPath = () => currentPathUnder(ROOT);

describe('the lexicon in the back office', () => {
  it('lists every term with its reading, translation and category, and filters as one types (accents aside)', async () => {
    mockApi({ 'GET /api/admin/lexicon': { body: { items: TERMS } } });
    const { container } = renderAdminScreens(screens, ROOT, 'lexique');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Mae geri' })).toHaveAttribute('href', `${ROOT}/lexique/1`),
    );
    expect(screen.getByText('2 termes')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Ōtsuka Hironori' }).closest('tr')!;
    expect(within(row).getByText('Histoire et grades')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'otsuka');
    expect(screen.queryByRole('link', { name: 'Mae geri' })).toBeNull();
    expect(screen.getByText('1 terme')).toBeInTheDocument();
    expect(currentPath()).toBe('lexique?q=otsuka');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates a term and opens it, saying it is on the site', async () => {
    const api = mockApi({
      'POST /api/admin/lexicon': ({ body }) => ({ status: 201, body: { id: 7, ...(body as object) } }),
      'GET /api/admin/lexicon/7': {
        body: { id: 7, term: 'Hasami zuki', kana: null, meaning: 'Double coup de poing.', category: 'techniques' },
      },
    });
    renderAdminScreens(screens, ROOT, 'lexique/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /Terme/ }), 'Hasami zuki');
    await userEvent.type(screen.getByRole('textbox', { name: /Traduction/ }), 'Double coup de poing.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(currentPath()).toBe('lexique/7'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/lexicon',
        body: { term: 'Hasami zuki', kana: null, meaning: 'Double coup de poing.', category: 'techniques' },
      },
    ]);
    expect(await screen.findByText('Enregistré : le terme « Hasami zuki » est sur le site.')).toBeInTheDocument();
  });

  it('lists what is missing before sending anything', async () => {
    const api = mockApi({});
    renderAdminScreens(screens, ROOT, 'lexique/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Terme : ce champ est obligatoire.' })).toHaveAttribute(
      'href',
      '#lexicon-term',
    );
    expect(within(summary).getByRole('link', { name: 'Traduction : ce champ est obligatoire.' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows the refusal of a duplicate on the term field', async () => {
    const message = 'Ce terme est déjà dans le lexique (les accents, majuscules et traits d’union ne comptent pas).';
    mockApi({
      'GET /api/admin/lexicon/1': { body: TERMS[0] },
      'PUT /api/admin/lexicon/1': { status: 409, body: { error: 'Conflict', message } },
    });
    renderAdminScreens(screens, ROOT, 'lexique/1');
    const term = await screen.findByRole('textbox', { name: /Terme/ });
    await userEvent.clear(term);
    await userEvent.type(term, 'Mawashi geri');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#lexicon-term'));
    expect(term).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('deletes a term after a confirmation and goes back to the list', async () => {
    const api = mockApi({
      'GET /api/admin/lexicon/1': { body: TERMS[0] },
      'DELETE /api/admin/lexicon/1': { body: { message: 'Supprimé.' } },
      'GET /api/admin/lexicon': { body: { items: [TERMS[1]] } },
    });
    renderAdminScreens(screens, ROOT, 'lexique/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mettre à la corbeille ?' });
    expect(dialog).toHaveTextContent(
      'Supprimer le terme « Mae geri » ? Il disparaît du site aussitôt ; vous pourrez le restaurer',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à la corbeille' }));
    await waitFor(() => expect(currentPath()).toBe('lexique'));
    expect(await screen.findByText('Mis à la corbeille : « Mae geri ».')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/admin/lexicon/1']);
  });
});
