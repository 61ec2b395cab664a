/**
 * « Mon espace » (`/espace`): a licensee, or the parent of young licensees, signs in with a one-use
 * link e-mailed to the address their licences name (no password), and finds in one place the
 * household's licences (attestation, licence card), orders, registrations and donations. The shell
 * owns sign-in, the household and privacy; each section shows its own part through its remote's
 * `./espace` module.
 */

/** The space's page: the sign-in form, then the household. */
export const ESPACE_PATH = '/espace';
/** The page a sign-in link opens: `${ESPACE_SIGN_IN_PATH}/<token>`. */
export const ESPACE_SIGN_IN_PATH = `${ESPACE_PATH}/connexion`;
/** The public page a licence card's QR code opens: `${LICENCE_CHECK_PATH}/<code>`. */
export const LICENCE_CHECK_PATH = '/licence';

/** A sign-in link works once, for this long. */
export const ESPACE_LINK_VALIDITY_MS = 30 * 60_000;
/** A session of the space ends after this long without a visit (a shared family computer). */
export const ESPACE_SESSION_IDLE_MS = 7 * 24 * 3_600_000;
/** At most this many sign-in links are e-mailed to one address per hour (no mailbox bombing). */
export const ESPACE_LINKS_PER_MAILBOX_PER_HOUR = 3;

/** The answer to every sign-in request, known address or not: it never says which. */
export const ESPACE_LINK_REQUESTED =
  'Si cette adresse est celle d’un licencié, d’un parent de licencié ou d’un achat sur le site, un lien de connexion vient d’y être envoyé. Il ne sert qu’une fois et reste valable 30 minutes.';
/** A link used, expired or unknown. */
export const ESPACE_LINK_INVALID =
  'Ce lien de connexion a déjà servi ou a expiré : demandez-en un nouveau, il arrive en quelques instants.';
/** A request of the space without its session (expired, or signed out elsewhere). */
export const ESPACE_SIGN_IN_REQUIRED = 'Connectez-vous à votre espace pour continuer : un lien vous sera envoyé.';

/** The session cookie of the space (HttpOnly, SameSite=Strict, on `/api/espace`): not the back office's. */
export const ESPACE_SESSION_COOKIE = 'wado_espace';

/** The module each remote exposes for its part of the space. */
export const ESPACE_EXPOSE = './espace';

/**
 * The page a link confirming a new address opens: `${ESPACE_EMAIL_CHANGE_PATH}/<token>`. The link
 * goes to the new address, works once, for `ESPACE_LINK_VALIDITY_MS`, like a sign-in link.
 */
export const ESPACE_EMAIL_CHANGE_PATH = `${ESPACE_PATH}/adresse`;
/** At most this many confirmation links for a new address are e-mailed per household per hour. */
export const ESPACE_EMAIL_CHANGES_PER_MAILBOX_PER_HOUR = 3;
/** A confirmation link for a new address, used, expired or unknown. */
export const ESPACE_EMAIL_CHANGE_INVALID =
  'Ce lien de confirmation a déjà servi ou a expiré : demandez de nouveau le changement d’adresse depuis votre espace.';
