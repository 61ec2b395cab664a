import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { EVENT, EVENTS } from '../test/fixtures';
import EventsPage from './EventsPage';
import EventPage from './EventPage';
import { calendarLinks } from './calendarLinks';

const renderAt = (url: string) =>
  renderPage(
    {
      '/events': <EventsPage />,
      '/event/:event': <EventPage />,
    },
    { url, showLocation: true },
  );

describe('EventsPage', () => {
  it('shows upcoming events first, each linking to its page', async () => {
    const { calls } = mockFetch({ '/api/events?period=upcoming&page=1&limit=8': { body: EVENTS } });
    renderAt('/events');
    const link = await screen.findByRole('link', { name: "Stage national d'hiver" });
    expect(link).toHaveAttribute('href', '/event/stage-hiver-2026');
    expect(link.closest('li')).toHaveTextContent('du 19 au 20 décembre 2026 · Lyon');
    expect(screen.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
    expect(calls[0]!.url).toBe('/api/events?period=upcoming&page=1&limit=8');
    expect(document.title).toBe('Événements – Wado France');
  });

  it('shows past events on request and filters by kind, in the URL', async () => {
    const { calls } = mockFetch({
      '/api/events?period=upcoming&page=1&limit=8': { body: EVENTS },
      '/api/events?period=past&page=1&limit=8': { body: { ...EVENTS, items: [EVENTS.items[1]] } },
      '/api/events?period=past&kind=grades&page=1&limit=8': { body: { ...EVENTS, items: [], total: 0, pages: 0 } },
    });
    renderAt('/events');
    await userEvent.click(await screen.findByRole('link', { name: 'Passés' }));
    expect(await screen.findByRole('link', { name: 'Assemblée générale ordinaire' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?periode=passes');
    await userEvent.selectOptions(screen.getByLabelText("Type d'événement"), 'grades');
    expect(await screen.findByText(/Aucun événement passé de type « Passage de grades »/)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/events?period=past&kind=grades&page=1&limit=8');
  });

  it('offers to subscribe to the calendar (webcal) or download it', async () => {
    mockFetch({ '/api/events?period=upcoming&page=1&limit=8': { body: EVENTS } });
    renderAt('/events');
    await screen.findByRole('link', { name: "Stage national d'hiver" });
    expect(screen.getByRole('link', { name: "S'abonner au calendrier" })).toHaveAttribute(
      'href',
      'webcal://localhost/api/events/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Télécharger le fichier .ics' })).toHaveAttribute(
      'href',
      'http://localhost/api/events/calendar.ics',
    );
  });

  it('computes calendar links', () => {
    expect(calendarLinks({ href: 'https://wado.example/events?x=1' })).toEqual({
      subscribe: 'webcal://wado.example/api/events/calendar.ics',
      download: 'https://wado.example/api/events/calendar.ics',
    });
  });
});

describe('EventPage', () => {
  // The fixture's event is on 19–20 December 2026: the page is read as on 25 November 2026.
  beforeEach(() => {
    // Only the date is set: timers stay real for Testing Library's waits.
    jest.useFakeTimers({
      now: new Date('2026-11-25T10:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('gives dates, place, description, how to register and the calendar file', async () => {
    mockFetch({ '/api/events/stage-hiver-2026': { body: EVENT } });
    renderAt('/event/stage-hiver-2026');
    expect(await screen.findByRole('heading', { level: 1, name: "Stage national d'hiver" })).toBeInTheDocument();
    expect(screen.getByText(/57 rue d’Inkermann, 69006 Lyon/)).toBeInTheDocument();
    expect(screen.getByText('Kushanku').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toHaveAttribute(
      'href',
      '/api/events/stage-hiver-2026.ics',
    );
    const register = screen.getByRole('region', { name: "Comment s'inscrire" });
    expect(within(register).getByRole('link', { name: "S'inscrire en ligne" })).toHaveAttribute(
      'href',
      EVENT.registrationUrl,
    );
    expect(document.title).toBe("Stage national d'hiver – Wado France");
  });

  it('does not offer to register once the deadline has passed', async () => {
    mockFetch({ '/api/events/stage-hiver-2026': { body: { ...EVENT, registrationDeadline: '2000-01-01' } } });
    renderAt('/event/stage-hiver-2026');
    expect(await screen.findByRole('heading', { level: 1, name: "Stage national d'hiver" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "S'inscrire en ligne" })).toBeNull();
  });

  it('once the event is over, says so and offers neither the calendar file nor registration', async () => {
    mockFetch({
      '/api/events/stage-hiver-2026': {
        body: { ...EVENT, startDate: '2026-11-14', endDate: '2026-11-15', registrationDeadline: '2026-11-01' },
      },
    });
    renderAt('/event/stage-hiver-2026');
    expect(await screen.findByRole('heading', { level: 1, name: "Stage national d'hiver" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Événement terminé' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toBeNull();
    expect(screen.queryByRole('link', { name: "S'inscrire en ligne" })).toBeNull();
  });

  it('says an unknown event is not found, inside the page, with a link to the calendar', async () => {
    mockFetch({});
    renderAt('/event/evenement-inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Événement introuvable' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tous les événements' }).at(-1)).toHaveAttribute('href', '/events');
  });
});
