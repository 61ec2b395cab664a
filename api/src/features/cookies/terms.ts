/** The terms banner's cookie: what it holds, and whether it records the current terms. */
import { TERMS_VERSION } from '@wado/shared/contract';

export const TERMS_COOKIE = 'cgu_accepted';
/**
 * 180 days: the CNIL keeps a visitor's choice about six months before asking again. The cookie
 * only records the acceptance of the terms (strictly necessary, no consent needed).
 */
export const TERMS_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** Random id of one browser's acceptance: in its cookie and in its row of terms_acceptances. */
const ACCEPTANCE_ID = /^[A-Za-z0-9_-]{16}$/;

/** The cookie's value: `<terms version>.<acceptance id>`. */
export const termsCookieValue = (acceptanceId: string) => `${TERMS_VERSION}.${acceptanceId}`;

/**
 * Whether a `cgu_accepted` value records the acceptance of the current terms: `<version>.<id>`,
 * or the bare version of cookies set before acceptance ids. An older version means: ask again.
 */
export function acceptsCurrentTerms(value: string | undefined): boolean {
  if (value === TERMS_VERSION) return true;
  const prefix = `${TERMS_VERSION}.`;
  return value !== undefined && value.startsWith(prefix) && ACCEPTANCE_ID.test(value.slice(prefix.length));
}
