import { api, goToPaymentPage } from '@wado/shared';

/**
 * Pays a registration by card: the server starts a HelloAsso checkout for what it says is due (its
 * own checks: awaiting payment, its place still held) and names the page HelloAsso sends the
 * visitor back to (the registration's own page, which reads the payment back); the browser then
 * leaves for HelloAsso. The registration's page and « Mon espace » both pay through it. A refusal
 * or a network failure is thrown (an `ApiError` carries the server's French message): the caller
 * says it.
 */
export async function payRegistrationByCard(token: string): Promise<void> {
  const { redirectUrl } = await api.payRegistration(token);
  goToPaymentPage(redirectUrl);
}
