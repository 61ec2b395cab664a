import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { mockApi } from '../../test/adminScreens';
import { CARD_RETURN_CHECKING, CARD_RETURN_UNPAID, useCardReturn } from './useCardReturn';

const PAID = 'Paiement reçu : les licences sont délivrées.';
const RETURN = '/admin/licencies?club=4&paiement=tok_0123&checkoutIntentId=41007&code=succeeded';
const RETURN_URL = '/api/payments/card/return';

/** A screen HelloAsso sends the person back to: its notice, its address, and a button to render it again. */
function Screen({ onSettled }: { onSettled: () => void }) {
  const [notice, setNotice] = useCardReturn({ paid: PAID, onSettled });
  const [, setRenders] = useState(0);
  const location = useLocation();
  return (
    <>
      {notice && (
        <div data-testid="notice" data-kind={notice.kind}>
          {notice.text}
          {notice.action && (
            <button type="button" onClick={notice.action.onClick}>
              {notice.action.label}
            </button>
          )}
        </div>
      )}
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Afficher de nouveau
      </button>
      <button type="button" onClick={() => setNotice({ kind: 'success', text: 'Virement demandé.' })}>
        Payer par virement
      </button>
      <output data-testid="url">{location.pathname + location.search}</output>
    </>
  );
}

/** In StrictMode, as in development: every effect runs twice. */
function renderAt(url: string) {
  const onSettled = jest.fn();
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Screen onSettled={onSettled} />
      </MemoryRouter>
    </StrictMode>,
  );
  return { onSettled, url: () => screen.getByTestId('url').textContent };
}

describe('coming back from HelloAsso', () => {
  it('checks the payment once, says it is paid, takes HelloAsso’s parameters out of the address and settles', async () => {
    let answer: (() => void) | undefined;
    const api = mockApi({
      [`POST ${RETURN_URL}`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { purpose: 'season', reference: 'SAI-4-1', status: 'paid' } });
        }),
    });
    const { onSettled, url } = renderAt(RETURN);
    expect(screen.getByTestId('notice')).toHaveTextContent(CARD_RETURN_CHECKING);
    // Rendered again while HelloAsso has not answered: still one check.
    await userEvent.click(screen.getByRole('button', { name: 'Afficher de nouveau' }));
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!());

    expect(await screen.findByText(PAID)).toHaveAttribute('data-kind', 'success');
    expect(api.writes()).toEqual([
      { method: 'POST', url: RETURN_URL, body: { payment: 'tok_0123', checkoutIntentId: 41007 } },
    ]);
    await waitFor(() => expect(url()).toBe('/admin/licencies?club=4'));
    expect(onSettled).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher de nouveau' }));
    expect(api.writes()).toHaveLength(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when HelloAsso cannot be reached, keeping the payment in the address until it answers', async () => {
    let returns = 0;
    const api = mockApi({
      [`POST ${RETURN_URL}`]: () => {
        returns += 1;
        return returns === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'HelloAsso est injoignable.' } }
          : { body: { purpose: 'season', reference: 'SAI-4-1', status: 'unpaid' } };
      },
    });
    const { onSettled, url } = renderAt(RETURN);
    expect(await screen.findByText('HelloAsso est injoignable.')).toHaveAttribute('data-kind', 'error');
    expect(url()).toBe(RETURN);
    expect(onSettled).not.toHaveBeenCalled();
    expect(api.writes()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(CARD_RETURN_UNPAID)).toHaveAttribute('data-kind', 'info');
    await waitFor(() => expect(url()).toBe('/admin/licencies?club=4'));
    expect(api.writes()).toHaveLength(2);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('settles on a payment HelloAsso does not know: trying again would change nothing', async () => {
    mockApi({
      [`POST ${RETURN_URL}`]: { status: 404, body: { error: 'Not Found', message: 'Paiement introuvable.' } },
    });
    const { onSettled, url } = renderAt(RETURN);
    expect(await screen.findByText('Paiement introuvable.')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await waitFor(() => expect(url()).toBe('/admin/licencies?club=4'));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('gives the notice to the screen, whose own actions replace it', async () => {
    mockApi({ [`POST ${RETURN_URL}`]: { body: { purpose: 'season', reference: 'SAI-4-1', status: 'paid' } } });
    renderAt(RETURN);
    await screen.findByText(PAID);
    await userEvent.click(screen.getByRole('button', { name: 'Payer par virement' }));
    expect(screen.getByTestId('notice')).toHaveTextContent('Virement demandé.');
  });
});

it('checks nothing and says nothing on a page not reached from HelloAsso', async () => {
  const api = mockApi({});
  const { onSettled, url } = renderAt('/admin/licencies?club=4&code=succeeded');
  await userEvent.click(screen.getByRole('button', { name: 'Afficher de nouveau' }));
  expect(screen.queryByTestId('notice')).toBeNull();
  expect(api.calls).toEqual([]);
  expect(onSettled).not.toHaveBeenCalled();
  expect(url()).toBe('/admin/licencies?club=4&code=succeeded');
});
