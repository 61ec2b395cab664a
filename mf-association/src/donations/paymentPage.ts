/** Sends the browser to HelloAsso's payment page: another site, so a full navigation. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
