// Whether a visitor accepted the current terms, from the banner's cookie: what a page's server
// render (and the pages' micro-cache) depends on of the visitor.
export { acceptsCurrentTerms, TERMS_COOKIE } from './terms';
