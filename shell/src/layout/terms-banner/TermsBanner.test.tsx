import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockFetch, type MockRoute } from '@wado/shared/testing';
import { TermsBanner } from './TermsBanner';

// Verbatim from the spec (§9), straight apostrophes included.
const WORDING = "En navigant sur ce site, vous acceptez l'ensemble des Conditions Générales d'Utilisation (CGU).";

function renderBanner() {
  return render(
    <MemoryRouter>
      <TermsBanner />
    </MemoryRouter>,
  );
}

describe('TermsBanner', () => {
  it('is shown at first, with the wording of the spec and a link to the terms', async () => {
    mockFetch({ '/cookies/isAlreadyAccepted': { pending: true } });
    renderBanner();
    const banner = screen.getByRole('region', { name: "Conditions générales d'utilisation" });
    expect(banner).toHaveTextContent(WORDING, { normalizeWhitespace: false });
    expect(screen.getByRole('link', { name: "Conditions Générales d'Utilisation (CGU)" })).toHaveAttribute(
      'href',
      '/terms_of_use',
    );
    // With the page's script, a tap before the takeover waits for it (start/pendingTaps.ts);
    // without scripts, the browser sends the form itself to the call that records the acceptance.
    const button = screen.getByRole('button', { name: "J'accepte" });
    expect(button).toHaveAttribute('data-needs-js', 'accept-terms');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).toHaveAttribute('action', '/cookies/acceptCookies');
    expect(button.closest('form')).toHaveAttribute('method', 'get');
  });

  it('hides when the server reports an existing acceptance', async () => {
    mockFetch({ '/cookies/isAlreadyAccepted': { body: { accepted: true } } });
    renderBanner();
    await waitFor(() => expect(screen.queryByRole('button', { name: "J'accepte" })).toBeNull());
  });

  it.each<[string, MockRoute]>([
    ['not accepted', { body: { accepted: false } }],
    ['the check failing', { status: 500, body: { error: 'x', message: 'x' } }],
    ['the network failing', { networkError: true }],
  ])('stays visible on %s', async (_case, answer) => {
    const { fetchMock } = mockFetch({ '/cookies/isAlreadyAccepted': answer });
    renderBanner();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: "J'accepte" })).toBeInTheDocument();
  });

  it('hides once recording the acceptance succeeds', async () => {
    const { calls } = mockFetch({
      '/cookies/isAlreadyAccepted': { body: { accepted: false } },
      '/cookies/acceptCookies': { body: { accepted: true } },
    });
    renderBanner();
    const button = screen.getByRole('button', { name: "J'accepte" });
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    button.closest('form')!.dispatchEvent(submitted);
    await waitFor(() => expect(screen.queryByRole('button', { name: "J'accepte" })).toBeNull());
    expect(calls.map((call) => call.url)).toContain('/cookies/acceptCookies');
    // Recorded by the script: the browser does not leave the page.
    expect(submitted.defaultPrevented).toBe(true);
  });

  it('stays, and can be clicked again, when recording the acceptance fails', async () => {
    mockFetch({
      '/cookies/isAlreadyAccepted': { body: { accepted: false } },
      '/cookies/acceptCookies': { status: 500, body: { error: 'x', message: 'x' } },
    });
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: "J'accepte" }));
    await waitFor(() => expect(screen.getByRole('button', { name: "J'accepte" })).toBeEnabled());
  });
});
