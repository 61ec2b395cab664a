/** Leaves the site for HelloAsso's payment page (a module of its own, so that tests can watch it). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
