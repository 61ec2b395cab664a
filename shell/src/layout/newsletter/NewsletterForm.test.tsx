import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  createBrowserEnvironment,
  RenderEnvironmentProvider,
  resetSiteSettings,
  SITE_SETTINGS_KEY,
  type ResourceState,
} from '@wado/shared';
import { mockFetch, type MockRoute } from '@wado/shared/testing';
import { SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { BANNER_DURATION_MS, NewsletterForm } from './NewsletterForm';

const SUCCESS = "Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter.";
const CONFIRMATION_SENT =
  'Un e-mail de confirmation vous a été envoyé. Cliquez sur son lien pour recevoir la newsletter.';
const ERROR =
  "Suite à une erreur, votre message n'a pas pu être envoyé. Veuillez réessayer ultérieurement. Si le problème persiste, envoyez directement votre message à l'adresse contact@wado-france.fr.";

/** The API of these tests: the newsletter's answer, and the site's settings (the contact address of the error). */
function mockApi(newsletter?: MockRoute) {
  const mock = mockFetch({
    '/api/site/settings': { body: SITE_SETTINGS },
    ...(newsletter ? { '/api/newsletter': newsletter } : {}),
  });
  return { newsletterCalls: () => mock.calls.filter((call) => call.url.endsWith('/api/newsletter')) };
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/history']}>
      <NewsletterForm />
    </MemoryRouter>,
  );
  const input = screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement;
  const button = screen.getByRole('button', { name: "S'inscrire" });
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(button);
  };
  return { input, button, submit };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('NewsletterForm', () => {
  it('alerts on an invalid address and sends nothing', () => {
    const { newsletterCalls } = mockApi();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { submit } = setup();
    submit('pas-une-adresse');
    expect(alert).toHaveBeenCalledWith("Your email didn't match any email expression");
    expect(newsletterCalls()).toEqual([]);
  });

  it("reads 'Chargement...' and is disabled while sending", () => {
    mockApi({ pending: true });
    const { submit } = setup();
    submit('jean@exemple.fr');
    const button = screen.getByRole('button', { name: 'Chargement...' });
    expect(button).toBeDisabled();
  });

  it('shows the success banner for 5 seconds, then clears the input', async () => {
    const { newsletterCalls } = mockApi({ status: 202, body: { subscribed: true } });
    const { input, submit } = setup();
    submit('jean@exemple.fr');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    // The spec's sentence as it is, then what really happens next: a confirmation e-mail.
    expect(screen.getByRole('status')).toHaveTextContent(`${SUCCESS}${CONFIRMATION_SENT}`);
    expect(screen.getByText(CONFIRMATION_SENT)).toBeInTheDocument();
    expect(JSON.parse(String(newsletterCalls()[0]?.init?.body))).toEqual({ email: 'jean@exemple.fr' });
    expect(input.value).toBe('jean@exemple.fr');
    act(() => jest.advanceTimersByTime(BANNER_DURATION_MS - 1));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
  });

  it('shows the error banner naming the contact address for 5 seconds, keeping the input', async () => {
    mockApi({ status: 500, body: { error: 'x', message: 'x' } });
    const { input, submit } = setup();
    submit('jean@exemple.fr');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ERROR));
    act(() => jest.advanceTimersByTime(BANNER_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('jean@exemple.fr');
  });
});

describe('NewsletterForm sent by the browser before JavaScript', () => {
  const INVALID = "Your email didn't match any email expression";
  const TYPED = { 'shell:newsletter-email': { status: 'ready', data: { email: 'jean.dupont@exemple' } } } as const;

  afterEach(() => {
    cleanup();
    resetSiteSettings();
    window.history.replaceState(null, '', '/');
  });

  /** The page as the server sent it back: its address with the outcome, and what it rendered. */
  function page(url: string, rendered: Record<string, ResourceState<unknown>> = {}) {
    window.history.replaceState(null, '', url);
    return (
      <RenderEnvironmentProvider
        environment={createBrowserEnvironment({
          [SITE_SETTINGS_KEY]: { status: 'ready', data: SITE_SETTINGS },
          ...rendered,
        })}
      >
        <MemoryRouter initialEntries={[url]}>
          <NewsletterForm />
        </MemoryRouter>
      </RenderEnvironmentProvider>
    );
  }

  it('is a real form: the browser posts the address to the API, whose answer comes back to #newsletter', () => {
    document.body.innerHTML = renderToString(page('/history'));
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('id', 'newsletter');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(form.querySelector('input[name="email"]')).toHaveAttribute('type', 'email');
    expect(form.querySelector('button')).toHaveAttribute('type', 'submit');
    expect(form.querySelector('[role="status"], [role="alert"]')).toBeNull();
    document.body.replaceChildren();
  });

  it.each<[string, string, string, string]>([
    ['a success', '/history?newsletter=envoyee', 'status', SUCCESS],
    ['an invalid address', '/history?newsletter=adresse-invalide', 'alert', INVALID],
    ['a failure', '/history?newsletter=erreur', 'alert', ERROR],
  ])('renders %s in the server’s HTML, the address as typed beside an error', (_case, url, role, message) => {
    document.body.innerHTML = renderToString(page(url, TYPED));
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.getAllByRole(role)).toHaveLength(1);
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue(role === 'alert' ? 'jean.dupont@exemple' : '');
    document.body.replaceChildren();
  });

  it('shows nothing for an outcome it does not know', () => {
    render(page('/history?newsletter=peut-etre', TYPED));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('');
  });

  it('hydrates the outcome without a mismatch, then shows it 5 seconds and forgets it from the address', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/history?q=1&newsletter=erreur#newsletter', TYPED));
    document.body.replaceChildren(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page('/history?q=1&newsletter=erreur#newsletter', TYPED), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(screen.getByRole('alert')).toHaveTextContent(ERROR);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/history?q=1#newsletter');
    act(() => jest.advanceTimersByTime(BANNER_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('jean.dupont@exemple');
    act(() => root?.unmount());
  });

  it('keeps an address typed before the page was taken over, and sends it with JavaScript', async () => {
    const { newsletterCalls } = mockApi({ status: 202, body: { subscribed: true } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/history'));
    document.body.replaceChildren(container);
    (container.querySelector('input') as HTMLInputElement).value = 'avant@exemple.fr';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page('/history'));
    });
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('avant@exemple.fr');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(JSON.parse(String(newsletterCalls()[0]?.init?.body))).toEqual({ email: 'avant@exemple.fr' });
    act(() => root?.unmount());
  });
});
