import { sql, type Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/**
 * The legal pages list « wado_device » too: the cookie a browser gets when a volunteer signs in to
 * the back office, with which that account's wrong passwords from this browser are counted apart
 * from a stranger's (api/src/features/auth/devices.ts). Written out here, not read from the seed
 * files; each page is changed only if it still holds its previous seed text (027's).
 */

const DEVICE_COOKIE_TEXT =
  "**« wado_device »**, pour les bénévoles qui se connectent à l'espace d'administration, afin de reconnaître le navigateur depuis lequel ils se sont déjà connectés, pour qu'un tiers qui essaie des mots de passe ailleurs ne bloque pas leur connexion, pendant un an après leur dernière connexion";

/** SHA-256 of each page's body as the seed wrote it before this migration (027's text). */
export const PREVIOUS_SHA256 = {
  terms: 'c9e034de3ee95cd38a9ea9d3de6f81a237b900e25f833bfe2d37c161c177124d',
  mentions_legales: '9b1d933e4791b987e83b4a7d16ff0298cab3c27601984e022065ecdc4378d2f8',
  confidentialite: '860fe7c8dc7e48ff9622ae9ed788b134dbfefe644cb965006afd9945b86b5a99',
} as const;

export type DeviceCookiePage = keyof typeof PREVIOUS_SHA256;

export const DEVICE_COOKIE_PAGE_EDITS: Record<DeviceCookiePage, PageEdits> = {
  terms: [
    ['*Version du 25 novembre 2026.*', '*Version du 28 novembre 2026.*'],
    [
      'Deux autres cookies, tout aussi strictement nécessaires et marqués *HttpOnly*, ne sont déposés que dans des cas précis :',
      'Trois autres cookies, tout aussi strictement nécessaires et marqués *HttpOnly*, ne sont déposés que dans des cas précis :',
    ],
    [
      "afin de les garder connectés, jusqu'à la fermeture du navigateur ou après huit heures sans activité.\n",
      `afin de les garder connectés, jusqu'à la fermeture du navigateur ou après huit heures sans activité ; ${DEVICE_COOKIE_TEXT}.\n`,
    ],
  ],
  mentions_legales: [
    [
      "« wado_session », qui garde connectés les bénévoles de l'espace d'administration.",
      "« wado_session », qui garde connectés les bénévoles de l'espace d'administration ; « wado_device », qui reconnaît pendant un an le navigateur depuis lequel un bénévole s'est connecté, pour qu'un tiers qui essaie des mots de passe ailleurs ne bloque pas sa connexion.",
    ],
  ],
  confidentialite: [
    ['*Version du 25 novembre 2026.*', '*Version du 28 novembre 2026.*'],
    [
      '- **Panier** (stockage local du navigateur, pas un cookie)',
      "- **wado_device** (cookie) : seulement pour les bénévoles qui se connectent à l'espace d'administration ; un identifiant tiré au hasard, lié à leur compte, qui reconnaît le navigateur depuis lequel ils se sont déjà connectés : les mots de passe erronés essayés depuis un autre navigateur ne ralentissent pas leur connexion depuis celui-ci ; durée de vie d'un an, renouvelée à chaque connexion ; *HttpOnly*, envoyé seulement aux adresses de connexion du site (/api/auth) ; déposé par Wado France.\n" +
        '- **Panier** (stockage local du navigateur, pas un cookie)',
    ],
  ],
};

/** A page's body with these changes, if it is still its previous seed text; else null (an editor's text). */
export function withDeviceCookie(page: DeviceCookiePage, body: string): string | null {
  return editedSeedText(body, PREVIOUS_SHA256[page], DEVICE_COOKIE_PAGE_EDITS[page]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of Object.keys(PREVIOUS_SHA256) as DeviceCookiePage[])
    await editSeedPage(db, page, PREVIOUS_SHA256[page], DEVICE_COOKIE_PAGE_EDITS[page]);
  // The site search reads the pages again at its next rebuild (a migration writes no audit entry).
  await sql`DELETE FROM search_index_state`.execute(db);
}

/** Nothing to undo in the schema; the pages keep their text (a later version may be true). */
export async function down(): Promise<void> {}
