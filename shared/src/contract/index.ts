// Everything here is plain data and functions, safe for the server and the browser alike; the
// API's shapes are the schemas' types (`../schemas`), re-exported as types only: a page never
// downloads the schemas or their validator.
export type { ApiErrorBody, ImageSource, MediaImage, Paging } from '../schemas/common';
export type * from '../schemas/site';
export type * from '../schemas/association';
export type * from '../schemas/lexicon';
export type * from '../schemas/selection';
export type * from '../schemas/media';
export type * from '../schemas/shop';
export type * from '../schemas/shop-admin';
export type * from '../schemas/auth';
export type * from '../schemas/uploads';
export type * from '../schemas/editing';
export type * from '../schemas/settings';
export type * from '../schemas/consistency';
export type * from '../schemas/money';
export type * from '../schemas/bin';
export type * from '../schemas/newsletter';
export type * from '../schemas/registrations';
export type * from '../schemas/payments';
export type * from '../schemas/donations';
export type * from '../schemas/search';
export type * from '../schemas/documents';
export type * from '../schemas/licensees';
export type * from '../schemas/espace';
export type * from '../schemas/competitions';
// The site's Markdown parser: the server renders the newsletter's e-mails (refusing images without
// alt text) and indexes pages with it.
export {
  altTextProblem,
  imagesWithoutAlt,
  markdownBlocks,
  parseMarkdown,
  safeHref,
  type Block,
  type Inline,
} from '../markdown/parse';
export * from './routes';
export * from './email';
export * from './safeText';
export * from './texts';
export * from './association';
export * from './entities';
export * from './runtime-config';
export * from './content';
export * from './pagination';
export * from './selection';
export * from './media';
export * from './association-clubs';
export * from './licensees';
export * from './espace';
export * from './competitions';
export * from './lexicon';
export * from './shop';
export * from './pageMeta';
export * from './sharedVersion';
export * from './roles';
export * from './adminSections';
export * from './donations';
export * from './registrations';
export * from './search';
export * from './documents';
export * from './siteFacts';
export * from './audit';
// French wording helpers, for the server's messages and e-mails as for the pages.
export { agree, formatCount, isPlural } from '../format/count';
export { frenchTypography } from '../format/typography';
export { foldAccents, slugify } from '../format/fold';
export * from './bin';
export * from './access';
