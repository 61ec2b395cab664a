// The API's contract: one TypeBox schema per request and response shape, each also its type.
// The server validates and serializes with them; the browser imports their types only (through
// `@wado/shared/contract`), never this module.
export * from './common';
export * from './site';
export * from './association';
export * from './lexicon';
export * from './selection';
export * from './media';
export * from './shop';
export * from './shop-admin';
export * from './auth';
export * from './uploads';
export * from './editing';
export * from './settings';
export * from './consistency';
export * from './money';
export * from './bin';
export * from './fields';
export * from './newsletter';
export * from './payments';
export * from './donations';
export * from './registrations';
export * from './documents';
export * from './search';
export * from './licensees';
export * from './espace';
export * from './competitions';
