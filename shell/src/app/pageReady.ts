/**
 * Marks the page as taken over by the browser (`<html data-page-ready="/news">`): its main content
 * is hydrated (or its section's error shown), so its controls answer. The first page arrives
 * rendered by the server and shows before that; browser tests wait for this mark before using
 * forms, since a control used before React takes it over does nothing.
 */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = window.location.pathname;
}
