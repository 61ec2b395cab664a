import { useEffect, useEffectEvent, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { api, ApiError, cardReturnFromSearch, withoutCardReturn, type CardPaymentReturnRequest } from '@wado/shared';
import { errorMessage } from '../records/errors';

/** What a screen says above its content: a card return's outcome, or the answer to one of its actions. */
export interface ScreenNotice {
  kind: 'success' | 'error' | 'info';
  text: string;
  /** A button beside the text (« Réessayer »). */
  action?: { label: string; onClick: () => void };
}

export const CARD_RETURN_CHECKING = 'Nous vérifions votre paiement auprès de HelloAsso…';
export const CARD_RETURN_UNPAID = 'Le paiement n’a pas abouti : rien n’a été payé. Vous pouvez réessayer.';

/** HelloAsso's answer about the payment the person comes back from. */
type CardReturnOutcome =
  | { kind: 'paid' }
  | { kind: 'unpaid' }
  /** HelloAsso (503) or our server (no answer) could not be reached: worth trying again. */
  | { kind: 'unchecked'; failure: unknown }
  /** Unknown payment (404) or refused request: trying again changes nothing. */
  | { kind: 'failed'; failure: unknown };

async function checkCardReturn(request: CardPaymentReturnRequest): Promise<CardReturnOutcome> {
  try {
    const outcome = await api.cardPaymentReturn(request);
    return { kind: outcome.status === 'paid' ? 'paid' : 'unpaid' };
  } catch (failure) {
    if (failure instanceof ApiError && (failure.status === 503 || failure.status === 0))
      return { kind: 'unchecked', failure };
    return { kind: 'failed', failure };
  }
}

export interface CardReturnOptions {
  /** What the screen says of a payment received (« Paiement reçu : les licences sont délivrées… »). */
  paid: string;
  /** What it says of a failure, retryable or not; by default the API's French message (`recordErrorMessage`). */
  failureText?: (failure: unknown) => string;
  /**
   * Once HelloAsso answered (paid, unpaid, or a payment it cannot find): the screen loads its data
   * again. Not when it could not be reached: the person tries again.
   */
  onSettled: () => void;
}

/**
 * The return from HelloAsso's payment page to the screen that sent the person there (`paiement`,
 * `checkoutIntentId` in the address): the payment is read back from HelloAsso once per attempt (an
 * effect run twice, a render again, ask once; the address's `code` is never taken for « paid »),
 * then the notice says how it went, HelloAsso's parameters leave the address (the same history
 * entry: a reload does not check it again) and `onSettled` runs. HelloAsso or the server out of
 * reach: the notice offers to try again, the address keeps the payment meanwhile.
 *
 * Gives the screen's notice, as `useState` does: the card return's first, then the screen's own
 * actions may replace it (`setNotice`).
 */
export function useCardReturn({
  paid,
  failureText = errorMessage,
  onSettled,
}: CardReturnOptions): [ScreenNotice | null, Dispatch<SetStateAction<ScreenNotice | null>>] {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [cardReturn] = useState(() => cardReturnFromSearch(location.search));
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<ScreenNotice | null>(() =>
    cardReturn ? { kind: 'info', text: CARD_RETURN_CHECKING } : null,
  );
  /** Each attempt's check, asked once. */
  const checks = useRef(new Map<number, Promise<CardReturnOutcome>>());

  const settle = useEffectEvent((outcome: CardReturnOutcome) => {
    if (outcome.kind === 'unchecked') {
      setNotice({
        kind: 'error',
        text: failureText(outcome.failure),
        action: {
          label: 'Réessayer',
          onClick: () => {
            setNotice({ kind: 'info', text: CARD_RETURN_CHECKING });
            setAttempt((value) => value + 1);
          },
        },
      });
      return;
    }
    setNotice(
      outcome.kind === 'paid'
        ? { kind: 'success', text: paid }
        : outcome.kind === 'unpaid'
          ? { kind: 'info', text: CARD_RETURN_UNPAID }
          : { kind: 'error', text: failureText(outcome.failure) },
    );
    setSearchParams(withoutCardReturn, { replace: true, preventScrollReset: true });
    onSettled();
  });

  useEffect(() => {
    if (!cardReturn) return;
    let live = true;
    let check = checks.current.get(attempt);
    if (!check) {
      check = checkCardReturn(cardReturn);
      checks.current.set(attempt, check);
    }
    void check.then((outcome) => {
      if (live) settle(outcome);
    });
    return () => {
      live = false;
    };
  }, [cardReturn, attempt]);

  return [notice, setNotice];
}
