import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockFetch, type MockRoute } from '@wado/shared/testing';
import { SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { BANNER_DURATION_MS, NewsletterForm } from './NewsletterForm';

const SUCCESS = "Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter.";
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
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    act(() => jest.advanceTimersByTime(BANNER_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('jean@exemple.fr');
  });
});
