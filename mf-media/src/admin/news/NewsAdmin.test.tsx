import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsArticle } from '@wado/shared';
import { NEWS_INPUT_RULES } from '@wado/shared/admin';
import { NEWS_LIST, NEWS_RECORD, UPLOADED } from '../test/fixtures';
import { axeViolations, currentPath, mockApi, renderAdmin } from '../test/adminTest';

const RECORD_URL = '/api/admin/news/7';
const LIST_URL = '/api/admin/news?page=1&limit=20';
const PREVIEW: NewsArticle = {
  slug: NEWS_RECORD.slug,
  title: NEWS_RECORD.title,
  publishedAt: '2026-03-02',
  summary: NEWS_RECORD.summary,
  body: NEWS_RECORD.body,
  author: NEWS_RECORD.author,
  image: {
    url: '/media/uploads/podium-1600.jpg',
    alt: 'Le podium des cadets',
    width: 1600,
    height: 900,
    sources: [{ type: 'image/webp', srcset: '/media/uploads/podium-800.webp 800w' }],
    srcset: '/media/uploads/podium-800.jpg 800w',
  },
};
const REVISIONS = {
  items: [{ id: 31, savedAt: '2026-03-01T09:00:00.000Z', savedBy: 'marie@wado.example', title: 'Open de Paris' }],
};
/** What a saved news item's screen asks for besides the record. */
const SAVED_SCREEN = {
  [`GET ${RECORD_URL}/preview`]: { body: PREVIEW },
  [`GET ${RECORD_URL}/revisions`]: { body: REVISIONS },
  'GET /api/admin/choices/events': {
    body: { items: [{ id: 11, title: "Stage national d'hiver", date: '2026-12-19' }] },
  },
};

describe('news: the list', () => {
  it('lists drafts with their status, searches the titles and filters by status, from the URL', async () => {
    const api = mockApi({
      [`GET ${LIST_URL}`]: { body: NEWS_LIST },
      'GET /api/admin/news?q=open&page=1&limit=20': { body: { ...NEWS_LIST, items: [NEWS_LIST.items[0]], total: 1 } },
      'GET /api/admin/news?q=open&status=draft&page=1&limit=20': {
        body: { ...NEWS_LIST, items: [NEWS_LIST.items[0]], total: 1 },
      },
    });
    const { container } = renderAdmin('actualites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: NEWS_LIST.items[0]!.title });
    expect(first).toHaveAttribute('href', '/admin/mf-media/actualites/7');
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Brouillon')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Programmé le 14 juillet 2026 à 10:30')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Publié')).toBeInTheDocument();
    expect(screen.getByText('3 actualités')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle actualité' })).toHaveAttribute(
      'href',
      '/admin/mf-media/actualites/nouveau',
    );
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Titre contenant' }), 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('1 actualité')).toBeInTheDocument();
    expect(currentPath()).toBe('actualites?q=open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Brouillons');
    await waitFor(() => expect(currentPath()).toBe('actualites?q=open&status=draft'));
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/news?q=open&status=draft&page=1&limit=20');
  });

  it('says when nothing matches', async () => {
    mockApi({
      'GET /api/admin/news?status=unpublished&page=1&limit=20': {
        body: { items: [], page: 1, limit: 20, total: 0, pages: 0 },
      },
    });
    renderAdmin('actualites?status=unpublished');
    expect(await screen.findByText('Aucune actualité ne correspond à ces critères.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('unpublished');
  });
});

describe('news: writing one', () => {
  it('creates a draft, then shows it saved', async () => {
    const api = mockApi({
      'POST /api/admin/news': ({ body }) => ({ status: 201, body: { ...NEWS_RECORD, ...(body as object), id: 7 } }),
      [`GET ${RECORD_URL}`]: { body: { ...NEWS_RECORD, image: null } },
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/nouveau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle actualité' })).toBeInTheDocument();
    // Neither publication nor history before the first save.
    expect(screen.queryByRole('button', { name: 'Publier maintenant' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Titre/ }), 'Open de Paris');
    await userEvent.type(screen.getByRole('textbox', { name: /^Résumé/ }), 'Quatre titres.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Auteur/ }), 'Commission sportive');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Événement lié/ }),
      "Stage national d'hiver (19 décembre 2026)",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));

    expect(await screen.findByText(/Brouillon créé/)).toBeInTheDocument();
    expect(currentPath()).toBe('actualites/7');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/news',
        // No slug: the server makes it from the title.
        body: {
          title: 'Open de Paris',
          summary: 'Quatre titres.',
          body: '',
          author: 'Commission sportive',
          image: null,
          eventId: 11,
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier l’actualité' })).toBeInTheDocument();
    expect(screen.getAllByText('Brouillon').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Publier maintenant' })).toBeInTheDocument();
  });

  it('lists what is missing, with links to the fields, and moves the focus there; nothing is sent', async () => {
    const api = mockApi({});
    renderAdmin('actualites/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Créer le brouillon' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Titre : ce champ est obligatoire.',
      'Résumé : ce champ est obligatoire.',
      'Auteur : ce champ est obligatoire.',
    ]);
    const title = screen.getByRole('textbox', { name: /^Titre/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Titre : ce champ est obligatoire.');
    await userEvent.click(within(summary).getByRole('link', { name: 'Auteur : ce champ est obligatoire.' }));
    expect(screen.getByRole('textbox', { name: /^Auteur/ })).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('takes each field’s limits from the API’s schema: the box stops there, the form refuses beyond', async () => {
    const api = mockApi({});
    renderAdmin('actualites/nouveau');
    const title = await screen.findByRole('textbox', { name: /^Titre/ });
    const summary = screen.getByRole('textbox', { name: /^Résumé/ });
    expect(title).toHaveAttribute('maxlength', String(NEWS_INPUT_RULES.title.maxLength));
    expect(summary).toHaveAttribute('maxlength', String(NEWS_INPUT_RULES.summary.maxLength));
    expect(screen.getByRole('textbox', { name: /^Texte/ })).toHaveAttribute(
      'maxlength',
      String(NEWS_INPUT_RULES.body.maxLength),
    );
    // A text longer than the box allows (a script, or an old browser) is refused before sending.
    const tooLong = 'é'.repeat(NEWS_INPUT_RULES.title.maxLength! + 1);
    fireEvent.change(title, { target: { value: tooLong } });
    fireEvent.change(summary, { target: { value: 'Un résumé.' } });
    await userEvent.type(screen.getByRole('textbox', { name: /^Auteur/ }), 'Marie');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(
      `Titre : ${NEWS_INPUT_RULES.title.maxLength} caractères au plus (il y en a ${NEWS_INPUT_RULES.title.maxLength! + 1}).`,
    );
    expect(api.writes()).toEqual([]);
  });

  it('shows the API’s French message when it refuses, and a taken address on its field', async () => {
    mockApi({
      'POST /api/admin/news': { status: 409, body: { error: 'Conflict', message: 'Cette adresse est déjà prise.' } },
    });
    renderAdmin('actualites/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Titre/ }), 'Open');
    await userEvent.type(screen.getByRole('textbox', { name: /^Résumé/ }), 'Résumé.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Auteur/ }), 'Moi');
    await userEvent.type(screen.getByRole('textbox', { name: /^Adresse de la page/ }), 'open-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Cette adresse est déjà prise.');
    expect(screen.getByRole('textbox', { name: /^Adresse de la page/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an image without its alternative text, then sends both', async () => {
    const api = mockApi({
      'POST /api/admin/uploads': { status: 201, body: UPLOADED },
      'POST /api/admin/news': { status: 201, body: NEWS_RECORD },
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Titre/ }), 'Open');
    await userEvent.type(screen.getByRole('textbox', { name: /^Résumé/ }), 'Résumé.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Auteur/ }), 'Moi');
    const file = new File(['jpeg'], 'podium.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choisir une image'), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Aperçu de l’image choisie' })).toHaveAttribute('src', UPLOADED.url),
    );
    const upload = api.calls.find((call) => call.url === '/api/admin/uploads');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Image : le texte alternatif est obligatoire (décrivez l’image).');
    expect(api.writes().map((call) => call.url)).toEqual(['/api/admin/uploads']);

    await userEvent.type(screen.getByRole('textbox', { name: /^Texte alternatif/ }), 'Le podium des cadets');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(currentPath()).toBe('actualites/7'));
    expect(api.writes()[1]?.body).toMatchObject({ image: { uploadId: 42, alt: 'Le podium des cadets' } });
  });
});

describe('news: a saved one', () => {
  it('shows its image from the preview, saves changes, and says when there is nothing to save', async () => {
    const api = mockApi({
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      [`PUT ${RECORD_URL}`]: ({ body }) => ({
        body: { ...NEWS_RECORD, ...(body as object), updatedAt: '2026-03-03T08:00:00.000Z' },
      }),
      ...SAVED_SCREEN,
    });
    const { container } = renderAdmin('actualites/7');
    const title = await screen.findByRole('textbox', { name: /^Titre/ });
    expect(title).toHaveValue(NEWS_RECORD.title);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Aperçu : Le podium des cadets' })).toHaveAttribute(
        'src',
        PREVIEW.image.url,
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Adresse de la page/ })).toHaveValue('open-de-paris-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(title);
    await userEvent.type(title, 'Neuf médailles à Paris');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: RECORD_URL,
        body: {
          title: 'Neuf médailles à Paris',
          summary: NEWS_RECORD.summary,
          body: NEWS_RECORD.body,
          author: NEWS_RECORD.author,
          image: NEWS_RECORD.image,
          eventId: null,
          slug: NEWS_RECORD.slug,
        },
      },
    ]);
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
  });

  it('schedules the publication at a Paris date and time', async () => {
    const api = mockApi({
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      [`POST ${RECORD_URL}/publish`]: ({ body }) => ({
        body: { ...NEWS_RECORD, status: 'scheduled', publishAt: (body as { publishAt: string }).publishAt },
      }),
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/7');
    const when = await screen.findByLabelText('Ou publier le');
    expect(when).toHaveAccessibleDescription('Date et heure de Paris (Europe/Paris).');
    fireEvent.change(when, { target: { value: '2099-07-14T10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    expect(await screen.findByText('Publication programmée le 14 juillet 2099 à 10:30.')).toBeInTheDocument();
    // 10:30 in Paris in July is 08:30 UTC.
    expect(api.writes()).toEqual([
      { method: 'POST', url: `${RECORD_URL}/publish`, body: { publishAt: '2099-07-14T08:30:00.000Z' } },
    ]);
    expect(screen.getAllByText('Programmé le 14 juillet 2099 à 10:30').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Annuler la publication programmée' })).toBeInTheDocument();
  });

  it('saves pending changes before publishing now, then unpublishes', async () => {
    const published = { ...NEWS_RECORD, status: 'published', publishAt: '2026-03-03T09:00:00.000Z' } as const;
    const api = mockApi({
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      [`PUT ${RECORD_URL}`]: ({ body }) => ({ body: { ...NEWS_RECORD, ...(body as object) } }),
      [`POST ${RECORD_URL}/publish`]: { body: { ...published, title: 'Titre revu' } },
      [`POST ${RECORD_URL}/unpublish`]: { body: { ...published, title: 'Titre revu', status: 'unpublished' } },
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/7');
    const title = await screen.findByRole('textbox', { name: /^Titre/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Titre revu');
    await userEvent.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    expect(await screen.findByText('Publié : la page est visible de tous.')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT ${RECORD_URL}`,
      `POST ${RECORD_URL}/publish`,
    ]);
    expect(api.writes()[1]?.body).toEqual({});
    expect(screen.getByRole('link', { name: 'Voir la page publique (nouvel onglet)' })).toHaveAttribute(
      'href',
      '/news/open-de-paris-2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dépublier' }));
    expect(await screen.findByText('Dépublié : la page n’est plus visible du public.')).toBeInTheDocument();
    expect(screen.getAllByText('Dépublié').length).toBeGreaterThan(0);
  });

  it('compares a version field by field and restores it after a confirmation', async () => {
    const old = { ...NEWS_RECORD, title: 'Open de Paris', summary: 'Des titres.' };
    const { title, summary, body, author, image, eventId, slug } = old;
    const api = mockApi({
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      [`GET ${RECORD_URL}/revisions/31`]: {
        body: { ...REVISIONS.items[0], data: { title, summary, body, author, image, eventId, slug } },
      },
      [`POST ${RECORD_URL}/revisions/31/restore`]: {
        body: { ...old, updatedAt: '2026-03-04T08:00:00.000Z' },
      },
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/7');
    const history = await screen.findByRole('region', { name: 'Versions précédentes' });
    expect(await within(history).findByText(/par marie@wado.example/)).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: /^Comparer/ }));
    const heading = await within(history).findByRole('heading', { level: 3 });
    expect(heading).toHaveFocus();
    const changes = within(history)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(changes).toEqual(['Titre', 'Résumé']);
    expect(within(history).getByText('Des titres.')).toBeInTheDocument();

    await userEvent.click(within(history).getByRole('button', { name: 'Restaurer cette version' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restaurer cette version ?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    expect(await within(history).findByText(/a été restaurée/)).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: `${RECORD_URL}/revisions/31/restore`, body: undefined }]);
    expect(screen.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Open de Paris');
  });

  it('deletes only after a confirmation, then goes back to the list', async () => {
    const api = mockApi({
      [`GET ${RECORD_URL}`]: { body: NEWS_RECORD },
      [`DELETE ${RECORD_URL}`]: { body: { message: 'Supprimé.' } },
      [`GET ${LIST_URL}`]: { body: { ...NEWS_LIST, items: NEWS_LIST.items.slice(1), total: 2 } },
      ...SAVED_SCREEN,
    });
    renderAdmin('actualites/7');
    const remove = await screen.findByRole('button', { name: 'Supprimer' });
    await userEvent.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Mettre à la corbeille ?' });
    expect(dialog).toHaveAccessibleDescription(
      `Supprimer l’actualité « ${NEWS_RECORD.title} » ? Il disparaît du site aussitôt ; vous pourrez le restaurer pendant 30 jours depuis « Corbeille ».`,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.click(remove);
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à la corbeille' }));
    expect(await screen.findByText(`Mis à la corbeille : « ${NEWS_RECORD.title} ».`)).toBeInTheDocument();
    expect(currentPath()).toBe('actualites');
    expect(api.writes()).toEqual([{ method: 'DELETE', url: RECORD_URL, body: undefined }]);
  });

  it('says an unknown news item is not found', async () => {
    mockApi({});
    renderAdmin('actualites/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Introuvable' })).toBeInTheDocument();
  });
});

describe('news: the preview', () => {
  it('renders the record with the public page’s own view, uploaded image included', async () => {
    const event = {
      slug: 'stage-hiver-2026',
      title: "Stage national d'hiver",
      startDate: '2026-12-19',
      endDate: '2026-12-20',
    };
    mockApi({ [`GET ${RECORD_URL}/preview`]: { body: { ...PREVIEW, event } } });
    const { container } = renderAdmin('actualites/7/apercu');
    expect(await screen.findByRole('heading', { level: 1, name: NEWS_RECORD.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Les jeunes' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Le podium des cadets' });
    expect(image).toHaveAttribute('srcset', PREVIEW.image.srcset);
    expect(container.querySelector('source[type="image/webp"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveAttribute(
      'href',
      '/event/stage-hiver-2026',
    );
    expect(screen.getByText(/du 19 au 20 décembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour à la modification' })).toHaveAttribute(
      'href',
      '/admin/mf-media/actualites/7',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
