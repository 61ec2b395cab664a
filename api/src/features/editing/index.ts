// The back office’s editing, for the features whose records it edits: the store of a change and its
// collections, the checks shared by the kinds (images, days, results), slugs, the text pages and who edits them.
export { assertDay, assertResultsInsideTheirEvents, existingImage } from './checks';
export type { Collection } from './collections';
export { pagesAccessOf, TEXT_PAGES } from './pages';
export { slugFromTitle } from './storage';
export type { Store } from './storage';
