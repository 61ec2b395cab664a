// The runtime configuration a release writes (`currentRuntimeConfig`), read on every page.
export { currentRuntimeConfig } from './runtimeConfig';
// The pages' micro-cache (one per replica), and what it reads to know the content changed.
export { PageCache } from './pageCache';
export { readContentState } from './contentState';
