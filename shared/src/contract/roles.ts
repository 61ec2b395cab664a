/**
 * Who may do what in the back office. A person holds one or more roles; the server authorizes
 * every write by role, the browser only hides what a role cannot do.
 */
export const ROLES = ['admin', 'association', 'wado', 'selection', 'media', 'shop', 'treasurer', 'club'] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named in the back office (French). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administration (tout le site : personnes, réglages et chaque rubrique)',
  association: 'Association',
  wado: 'Le Wado',
  selection: 'Sélection nationale',
  media: 'Médias (actualités, événements, galerie, presse, interviews)',
  shop: 'Boutique (catalogue et stock)',
  treasurer: 'Trésorerie (commandes et paiements)',
  club: 'Responsable de club (la fiche de ses clubs)',
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/**
 * Whether a person with `held` roles may act as one of `allowed`. `admin` (the president, the
 * webmaster) holds every section's rights: she fixes a typo anywhere without granting herself a
 * role first, and the audit log still says who did what.
 */
export const holdsRole = (held: readonly Role[], allowed: readonly Role[]): boolean =>
  held.includes('admin') || allowed.some((role) => held.includes(role));

/** Passwords: at least this long (no composition rules: length is what resists guessing). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** An invitation link is valid this long. */
export const INVITATION_VALIDITY_MS = 48 * 60 * 60 * 1000;

/** A « forgotten password » link is valid this long: short, since it opens an account that exists. */
export const PASSWORD_RESET_VALIDITY_MS = 60 * 60 * 1000;

/** A link's validity in French: « 1 heure », « 48 heures ». */
export const validityInHours = (ms: number): string => {
  const hours = ms / 3_600_000;
  return `${hours} heure${hours > 1 ? 's' : ''}`;
};

/**
 * The answer to a « forgotten password » request, the same whether or not the account exists (the
 * form must not tell a stranger which addresses have one).
 */
export const PASSWORD_RESET_REQUESTED = `Si un compte actif existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Le lien est valable ${validityInHours(PASSWORD_RESET_VALIDITY_MS)} et ne sert qu’une fois.`;

/** Where the back office lives. */
export const ADMIN_PATH = '/admin';
/** The back-office page a « forgotten password » link opens: `${PASSWORD_RESET_PATH}/<token>`. */
export const PASSWORD_RESET_PATH = `${ADMIN_PATH}/nouveau-mot-de-passe`;

/** A personal API token is valid this many days unless told, and never more than a year. */
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
