import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PressArticle } from '@wado/shared';
import { PRESS_RECORD } from '../test/fixtures';
import { axeViolations, currentPath, mockApi, renderAdmin } from '../test/adminTest';

const URL = '/api/admin/press/9';

describe('press', () => {
  it('creates a draft press article, its original’s address checked first', async () => {
    const api = mockApi({
      'POST /api/admin/press': ({ body }) => ({ status: 201, body: { ...PRESS_RECORD, ...(body as object) } }),
      [`GET ${URL}`]: { body: PRESS_RECORD },
      [`GET ${URL}/revisions`]: { body: { items: [] } },
    });
    const { container } = renderAdmin('presse/nouveau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel article de presse' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /^Titre/ }), 'Le Wado à l’honneur');
    await userEvent.type(screen.getByRole('textbox', { name: /^Journal, magazine ou site/ }), 'Budo Mag');
    await userEvent.type(screen.getByLabelText(/^Date de parution/), '2026-09-30');
    await userEvent.type(screen.getByRole('textbox', { name: /^Extrait/ }), 'Un style tout en esquives.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Article original/ }), 'budo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Article original : saisissez une adresse complète, commençant par https://.',
    );
    expect(api.writes()).toEqual([]);

    const url = screen.getByRole('textbox', { name: /^Article original/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://budo.example/article');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(currentPath()).toBe('presse/9'));
    expect(api.writes()[0]?.body).toEqual({
      title: 'Le Wado à l’honneur',
      source: 'Budo Mag',
      publishedAt: '2026-09-30',
      excerpt: 'Un style tout en esquives.',
      author: '',
      body: '',
      url: 'https://budo.example/article',
    });
  });

  it('publishes an unpublished article again', async () => {
    const api = mockApi({
      [`GET ${URL}`]: { body: PRESS_RECORD },
      [`GET ${URL}/revisions`]: { body: { items: [] } },
      [`POST ${URL}/publish`]: { body: { ...PRESS_RECORD, status: 'published' } },
    });
    renderAdmin('presse/9');
    const publication = await screen.findByRole('region', { name: 'Publication' });
    expect(within(publication).getByText('Dépublié')).toBeInTheDocument();
    await userEvent.click(within(publication).getByRole('button', { name: 'Publier maintenant' }));
    expect(await within(publication).findByText('Publié')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: `${URL}/publish`, body: {} }]);
  });

  it('previews the article with the public view', async () => {
    const preview: PressArticle = {
      slug: PRESS_RECORD.slug,
      source: 'Budo Mag',
      publishedAt: '2026-09-30',
      title: PRESS_RECORD.title,
      excerpt: PRESS_RECORD.excerpt,
      url: PRESS_RECORD.url,
      author: PRESS_RECORD.author,
      body: '',
    };
    mockApi({ [`GET ${URL}/preview`]: { body: preview } });
    renderAdmin('presse/9/apercu');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Lire l'article sur le site de Budo Mag" })).toHaveAttribute(
        'href',
        PRESS_RECORD.url,
      ),
    );
  });
});
