import { sql, type Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/**
 * The site's cookies, as the legal pages list them: besides « cgu_accepted », « newsletter_email »
 * (a newsletter form sent without JavaScript and refused: the address as typed, one minute, to show
 * it again) and « wado_session » (a volunteer signed in to the back office). Written out here, not
 * read from the seed files; each page is changed only if it still holds its previous seed text.
 */

const NEWSLETTER_COOKIE_TEXT =
  "**« newsletter_email »**, pendant une minute, lorsqu'une inscription à la lettre d'information envoyée sans JavaScript est refusée, pour réafficher dans le formulaire l'adresse saisie";
const SESSION_COOKIE_TEXT =
  "**« wado_session »**, pour les bénévoles qui se connectent à l'espace d'administration, afin de les garder connectés, jusqu'à la fermeture du navigateur ou après huit heures sans activité";

/** SHA-256 of each page's body as the seed wrote it before this migration. */
export const PREVIOUS_SHA256 = {
  terms: '151284814f44fac256f0f89243efc5d82fffb01ef5ade9cc2142bd4bab41d242',
  mentions_legales: '3a8db2a54b9e40dd0d11796ae6f9f735e287d9ef69719decdc9ef417672ce822',
  confidentialite: '473bb1dd4524f4d0155433b68c38f38cc268c67e2c50f8b4c5d137c1fceb01ef',
} as const;

export type CookiePage = keyof typeof PREVIOUS_SHA256;

export const COOKIE_PAGE_EDITS: Record<CookiePage, PageEdits> = {
  terms: [
    ['*Version du 1er novembre 2026.*', '*Version du 25 novembre 2026.*'],
    ['## Article 7 – Cookie et stockage local', '## Article 7 – Cookies et stockage local'],
    [
      'Le site dépose un seul cookie, nommé **« cgu_accepted »**.',
      'Le site dépose un cookie nommé **« cgu_accepted »**.',
    ],
    [
      'Strictement nécessaire au fonctionnement du site, il ne requiert pas de consentement préalable.\n',
      'Strictement nécessaire au fonctionnement du site, il ne requiert pas de consentement préalable.\n\n' +
        `Deux autres cookies, tout aussi strictement nécessaires et marqués *HttpOnly*, ne sont déposés que dans des cas précis : ${NEWSLETTER_COOKIE_TEXT} ; ${SESSION_COOKIE_TEXT}.\n`,
    ],
  ],
  mentions_legales: [
    [
      "Le site dépose uniquement un cookie strictement nécessaire, « cgu_accepted », qui enregistre l'acceptation des conditions générales d'utilisation.",
      "Le site ne dépose que des cookies strictement nécessaires : « cgu_accepted », qui enregistre l'acceptation des conditions générales d'utilisation ; « newsletter_email », qui garde une minute l'adresse saisie dans une inscription à la lettre d'information refusée, pour la réafficher ; « wado_session », qui garde connectés les bénévoles de l'espace d'administration.",
    ],
  ],
  confidentialite: [
    [
      '- **Panier** (stockage local du navigateur, pas un cookie)',
      "- **newsletter_email** (cookie) : seulement lorsqu'une inscription à la lettre d'information envoyée sans JavaScript est refusée (adresse mal écrite, service indisponible) ; garde l'adresse saisie pour la réafficher dans le formulaire ; durée de vie de 60 secondes ; *HttpOnly* ; déposé par Wado France.\n" +
        "- **wado_session** (cookie) : seulement pour les bénévoles qui se connectent à l'espace d'administration ; un identifiant tiré au hasard qui les garde connectés ; supprimé à la fermeture du navigateur, la connexion expirant après huit heures sans activité ; *HttpOnly*, envoyé seulement à l'interface de programmation du site (/api) ; déposé par Wado France.\n" +
        '- **Panier** (stockage local du navigateur, pas un cookie)',
    ],
    [
      'Le cookie « cgu_accepted » est marqué *HttpOnly*, ce qui le protège contre la lecture par des scripts.',
      'Les cookies du site sont marqués *HttpOnly*, ce qui les protège contre la lecture par des scripts.',
    ],
    ['- **Supprimer le cookie ou le panier**', '- **Supprimer les cookies ou le panier**'],
  ],
};

/** A page's body with these changes, if it is still its previous seed text; else null (an editor's text). */
export function withCookieList(page: CookiePage, body: string): string | null {
  return editedSeedText(body, PREVIOUS_SHA256[page], COOKIE_PAGE_EDITS[page]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of Object.keys(PREVIOUS_SHA256) as CookiePage[])
    await editSeedPage(db, page, PREVIOUS_SHA256[page], COOKIE_PAGE_EDITS[page]);
  // The site search is rebuilt when the audit log has moved on; a migration writes none: its
  // state goes, so that the next search reads the pages as they are now (this one's and 026's).
  await sql`DELETE FROM search_index_state`.execute(db);
}

/** Nothing to undo in the schema; the pages keep their text (a later version may be true). */
export async function down(): Promise<void> {}
