import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@wado/shared';
import { EVENT_RECORD } from '../test/fixtures';
import { axeViolations, currentPath, mockApi, renderAdmin } from '../test/adminTest';

const CHOICES = {
  'GET /api/admin/choices/albums': {
    body: { items: [{ id: 2, title: "Stage d'été de Mimizan", date: '2026-07-18' }] },
  },
  'GET /api/admin/choices/competitions': { body: { items: [{ id: 8, title: 'Open de Paris', date: '2026-11-14' }] } },
};
const PREVIEW: EventDetail = {
  slug: EVENT_RECORD.slug,
  title: EVENT_RECORD.title,
  kind: 'stage',
  startDate: EVENT_RECORD.startDate,
  endDate: EVENT_RECORD.endDate,
  place: EVENT_RECORD.place,
  city: EVENT_RECORD.city,
  summary: EVENT_RECORD.summary,
  address: EVENT_RECORD.address,
  description: EVENT_RECORD.description,
  registration: EVENT_RECORD.registration,
  registrationUrl: null,
  registrationDeadline: null,
  icsUrl: '/api/events/stage-hiver-2026.ics',
  image: { url: '/media/uploads/dojo-1600.jpg', alt: 'Le dojo de Lyon', width: 1600, height: 900 },
  album: { slug: 'mimizan-2026', title: "Stage d'été de Mimizan" },
  result: { slug: 'open-paris-2026', name: 'Open de Paris' },
  news: [{ slug: 'inscriptions-ouvertes', title: 'Les inscriptions sont ouvertes', publishedAt: '2026-10-01' }],
};

describe('events', () => {
  it('checks the dates and the links before creating a draft of the chosen kind, linked to its album and results', async () => {
    const api = mockApi({
      ...CHOICES,
      'POST /api/admin/events': ({ body }) => ({ status: 201, body: { ...EVENT_RECORD, ...(body as object) } }),
      'GET /api/admin/events/11': { body: EVENT_RECORD },
    });
    renderAdmin('evenements/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Titre/ }), 'Stage de printemps');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Passage de grades');
    await userEvent.type(screen.getByLabelText(/^Premier jour/), '2027-04-10');
    await userEvent.type(screen.getByLabelText(/^Dernier jour/), '2027-04-09');
    await userEvent.type(screen.getByRole('textbox', { name: /^Lieu/ }), 'Dojo');
    await userEvent.type(screen.getByRole('textbox', { name: /^Ville/ }), 'Nantes');
    await userEvent.type(screen.getByRole('textbox', { name: /^Résumé/ }), 'Trois jours.');
    await userEvent.type(screen.getByRole('textbox', { name: /^Formulaire d’inscription/ }), 'inscriptions.example');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Formulaire d’inscription en ligne : saisissez une adresse complète, commençant par https://.',
      'Dernier jour : il ne peut précéder le premier jour.',
    ]);
    expect(api.writes()).toEqual([]);

    const end = screen.getByLabelText(/^Dernier jour/);
    await userEvent.clear(end);
    await userEvent.type(end, '2027-04-12');
    const url = screen.getByRole('textbox', { name: /^Formulaire d’inscription/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://inscriptions.example/printemps');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Album photo/ }),
      "Stage d'été de Mimizan (18 juillet 2026)",
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Résultats/ }),
      'Open de Paris (14 novembre 2026)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(currentPath()).toBe('evenements/11'));
    expect(api.writes()[0]?.body).toEqual({
      title: 'Stage de printemps',
      kind: 'grades',
      startDate: '2027-04-10',
      endDate: '2027-04-12',
      place: 'Dojo',
      city: 'Nantes',
      address: '',
      summary: 'Trois jours.',
      description: '',
      registration: '',
      registrationUrl: 'https://inscriptions.example/printemps',
      registrationDeadline: null,
      image: null,
      albumId: 2,
      competitionId: 8,
    });
  });

  it('edits a published event, whose public page it links to', async () => {
    mockApi({
      ...CHOICES,
      'GET /api/admin/events/11': { body: EVENT_RECORD },
      'GET /api/admin/events/11/preview': { body: PREVIEW },
      'GET /api/admin/events/11/revisions': { body: { items: [] } },
    });
    const { container } = renderAdmin('evenements/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’événement' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('stage');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Album photo/ })).toHaveDisplayValue(
        "Stage d'été de Mimizan (18 juillet 2026)",
      ),
    );
    expect(screen.getByRole('link', { name: 'Voir la page publique (nouvel onglet)' })).toHaveAttribute(
      'href',
      '/event/stage-hiver-2026',
    );
    expect(screen.getByRole('button', { name: 'Dépublier' })).toBeInTheDocument();
    expect(await screen.findByText(/Aucune version précédente/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers one deadline: the event’s own, or that of its online registrations, changed where they are', async () => {
    mockApi({
      ...CHOICES,
      'GET /api/admin/events/11': { body: { ...EVENT_RECORD, onlineRegistrationDeadline: '2026-12-15T22:59:00.000Z' } },
      'GET /api/admin/events/11/preview': { body: PREVIEW },
      'GET /api/admin/events/11/revisions': { body: { items: [] } },
    });
    const { container } = renderAdmin('evenements/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’événement' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Date limite d’inscription/)).toBeNull();
    expect(
      screen.getByText('15 décembre 2026 à 23:59, celle des inscriptions en ligne.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La changer dans « Inscriptions »' })).toHaveAttribute(
      'href',
      '/admin/mf-media/inscriptions/11',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers the event’s own deadline while it has no online registrations', async () => {
    mockApi({
      ...CHOICES,
      'GET /api/admin/events/11': { body: EVENT_RECORD },
      'GET /api/admin/events/11/preview': { body: PREVIEW },
      'GET /api/admin/events/11/revisions': { body: { items: [] } },
    });
    renderAdmin('evenements/11');
    expect(await screen.findByLabelText(/^Date limite d’inscription/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'La changer dans « Inscriptions »' })).toBeNull();
  });

  it('previews the event with its public view: image, album, results and news', async () => {
    mockApi({ 'GET /api/admin/events/11/preview': { body: PREVIEW } });
    renderAdmin('evenements/11/apercu');
    expect(await screen.findByRole('heading', { level: 1, name: EVENT_RECORD.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Le dojo de Lyon' })).toBeInTheDocument();
    const around = screen.getByRole('region', { name: "Autour de l'événement" });
    expect(within(around).getByRole('link', { name: "Stage d'été de Mimizan" })).toHaveAttribute(
      'href',
      '/gallery?album=mimizan-2026',
    );
    expect(within(around).getByRole('link', { name: 'Open de Paris' })).toHaveAttribute(
      'href',
      '/result/open-paris-2026',
    );
    expect(within(around).getByRole('link', { name: 'Les inscriptions sont ouvertes' })).toHaveAttribute(
      'href',
      '/news/inscriptions-ouvertes',
    );
  });

  it('offers the national team its competitions only: a new event is one, and no other kind is on offer', async () => {
    const api = mockApi({
      ...CHOICES,
      'POST /api/admin/events': ({ body }) => ({ status: 201, body: { ...EVENT_RECORD, ...(body as object) } }),
      'GET /api/admin/events/11': { body: EVENT_RECORD },
    });
    renderAdmin('evenements/nouveau', { email: 'equipe@wado-france.fr', roles: ['selection'] });
    const kind = await screen.findByRole('combobox', { name: /^Type/ });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Compétition']);
    expect(kind).toHaveValue('competition');
    await userEvent.type(screen.getByRole('textbox', { name: /^Titre/ }), 'Coupe de France');
    await userEvent.type(screen.getByLabelText(/^Premier jour/), '2027-03-13');
    await userEvent.type(screen.getByLabelText(/^Dernier jour/), '2027-03-14');
    await userEvent.type(screen.getByRole('textbox', { name: /^Lieu/ }), 'Halle des sports');
    await userEvent.type(screen.getByRole('textbox', { name: /^Ville/ }), 'Orléans');
    await userEvent.type(screen.getByRole('textbox', { name: /^Résumé/ }), 'Deux jours de kata et de kumite.');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ kind: 'competition' });
  });

  it('offers every kind to the media team', async () => {
    mockApi({ ...CHOICES });
    renderAdmin('evenements/nouveau', { email: 'medias@wado-france.fr', roles: ['media', 'selection'] });
    const kind = await screen.findByRole('combobox', { name: /^Type/ });
    expect(within(kind).getAllByRole('option')).toHaveLength(6);
    expect(kind).toHaveValue('stage');
  });
});
