// Everything here is plain data and functions, safe for the server and the browser alike.
export * from './routes';
export * from './email';
export * from './texts';
export * from './association';
export * from './entities';
export * from './runtime-config';
export * from './content';
export * from './pagination';
export * from './selection';
export * from './media';
export * from './association-committee';
export * from './association-clubs';
export * from './association-membership';
export * from './lexicon';
export * from './shop';
export * from './pageMeta';
export * from './sharedVersion';
