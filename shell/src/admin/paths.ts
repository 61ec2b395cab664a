import { ADMIN_PATH, PASSWORD_RESET_PATH, type RemoteName } from '@wado/shared';

/** The back office's own addresses (French, like the rest of the site's). */
export const ADMIN_PATHS = {
  home: ADMIN_PATH,
  signIn: `${ADMIN_PATH}/connexion`,
  invitation: `${ADMIN_PATH}/invitation`,
  password: `${ADMIN_PATH}/mot-de-passe`,
  forgottenPassword: `${ADMIN_PATH}/mot-de-passe-oublie`,
  /** Followed by the link's token: the page of the e-mail sent from `forgottenPassword`. */
  passwordReset: PASSWORD_RESET_PATH,
  people: `${ADMIN_PATH}/personnes`,
  audit: `${ADMIN_PATH}/journal`,
  sitePages: `${ADMIN_PATH}/pages-du-site`,
  settings: `${ADMIN_PATH}/reglages`,
  newsletter: `${ADMIN_PATH}/newsletter`,
  money: `${ADMIN_PATH}/paiements`,
  bin: `${ADMIN_PATH}/corbeille`,
  guide: `${ADMIN_PATH}/guide`,
} as const;

/** Where a remote's editing screens live: `/admin/mf-media/…`. */
export function adminSectionPath(remote: RemoteName): string {
  return `${ADMIN_PATH}/${remote}`;
}

/** The query parameter of the sign-in page that says where the person was going. */
export const RETURN_PARAM = 'retour';

/** The sign-in page, coming back to `target` afterwards. */
export function signInPath(target?: string): string {
  if (!target || target === ADMIN_PATHS.home) return ADMIN_PATHS.signIn;
  return `${ADMIN_PATHS.signIn}?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in: the address asked for if it is a back-office page of this site
 * (never another site, never the sign-in page itself), else the back office's home.
 */
export function safeReturnPath(value: string | null): string {
  if (!value) return ADMIN_PATHS.home;
  const isAdmin = value === ADMIN_PATH || value.startsWith(`${ADMIN_PATH}/`) || value.startsWith(`${ADMIN_PATH}?`);
  if (!isAdmin || /[\\\u0000-\u001f]/.test(value) || value.includes('//')) return ADMIN_PATHS.home;
  if (value.startsWith(ADMIN_PATHS.signIn)) return ADMIN_PATHS.home;
  return value;
}
