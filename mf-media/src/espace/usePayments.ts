import { useCallback, useEffect, useState } from 'react';
import { api, espaceErrorMessage, type EspaceRegistration, type PublicRegistration } from '@wado/shared';

/** What the space knows of paying one registration awaiting payment. */
export type Payment =
  | { status: 'loading' }
  /** The registration as its own page shows it: its hold, `canPay`, the token its page's checkout takes. */
  | { status: 'ready'; registration: PublicRegistration }
  | { status: 'error'; message: string };

/** Awaiting its payment by card (its place held for a while). */
export const awaitsPayment = (registration: Pick<EspaceRegistration, 'status'>) =>
  registration.status === 'pending_payment';

/** Its place is no longer held: the time to pay is over (the server has not ended it yet). */
export const holdIsOver = (registration: Pick<PublicRegistration, 'holdUntil'>, now = Date.now()) =>
  registration.holdUntil === null || Date.parse(registration.holdUntil) <= now;

/**
 * For each registration of the list awaiting payment, the registration as its own page shows it
 * (`GET /api/espace/registrations/{reference}`): asked again each time the list is loaded again,
 * what was known staying shown meanwhile. `retry` asks again for those that failed.
 */
export function usePayments(items: readonly EspaceRegistration[] | null): {
  payments: Readonly<Record<string, Payment>>;
  retry: () => void;
} {
  const [payments, setPayments] = useState<Record<string, Payment>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!items) return;
    let live = true;
    const settle = (reference: string, payment: Payment) => {
      if (live) setPayments((known) => ({ ...known, [reference]: payment }));
    };
    for (const { reference } of items.filter(awaitsPayment)) {
      void api.getEspaceRegistration(reference).then(
        (registration) => settle(reference, { status: 'ready', registration }),
        (error: unknown) => settle(reference, { status: 'error', message: espaceErrorMessage(error) }),
      );
    }
    return () => {
      live = false;
    };
  }, [items, attempt]);

  const retry = useCallback(() => {
    setPayments((known) => Object.fromEntries(Object.entries(known).filter(([, each]) => each.status !== 'error')));
    setAttempt((count) => count + 1);
  }, []);
  return { payments, retry };
}
