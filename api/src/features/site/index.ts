// The runtime configuration a release writes (`currentRuntimeConfig`), read on every page.
export { currentRuntimeConfig } from './runtimeConfig';
