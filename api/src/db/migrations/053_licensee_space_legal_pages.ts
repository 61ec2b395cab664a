import { sql, type Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/**
 * The legal pages name « Mon espace »'s cookie (`wado_espace`), and the privacy policy says what the
 * space keeps (the sign-in links and sessions, for how long) and what a licence card's check shows.
 * Each page is changed only if it still holds its previous seed text (no editor changed it).
 */

/** SHA-256 of each page's body as the seed wrote it before this migration. */
export const PREVIOUS_SHA256 = {
  terms: '34a22ca13cf8489a77d2528683e61549cbb58e5509d359e4006554814c6d5f15',
  mentions_legales: 'ef51ebf36858a1b18d558ab0c76b17e874ef5fa2e56366721175b991af0ffd1a',
  confidentialite: '0cee59478fff594f8ad41e47f2d67eda4583a0dd339685e4ffb7e536d9fdb836',
} as const;
export type LegalPage = keyof typeof PREVIOUS_SHA256;

export const ESPACE_SECTION = `### 7. « Mon espace »

Un licencié, ou le parent d'un jeune licencié, ouvre son espace avec un lien envoyé à l'adresse électronique que son club ou un achat sur le site a enregistrée. Il y retrouve les licences du foyer (tous les licenciés de cette adresse), leurs attestations et cartes, ses commandes, inscriptions et dons, et peut télécharger toutes ces données.

- **Finalité** : vous donner accès à vos données et à vos documents sans mot de passe.
- **Base légale** : votre demande.
- **Durée** : un lien de connexion ne sert qu'une fois et expire après 30 minutes ; une connexion prend fin après sept jours sans visite, ou quand vous vous déconnectez. Les liens et connexions expirés sont effacés dans l'heure.
- **Vérification d'une licence** : le code de la carte de licence ouvre une page publique qui dit seulement si la licence est valide, le nom et le prénom de son titulaire, son club et sa saison. Elle n'est pas indexée par les moteurs de recherche.

`;

export const ESPACE_COOKIE =
  '- **wado_espace** (cookie) : seulement pour les licenciés et les parents qui se connectent à « Mon espace » ; un identifiant tiré au hasard qui les garde connectés ; durée de vie de sept jours, renouvelée à chaque visite ; *HttpOnly*, envoyé seulement aux adresses de « Mon espace » (/api/espace) ; déposé par Wado France.\n';

export const ESPACE_PAGE_EDITS: Record<LegalPage, PageEdits> = {
  terms: [
    ['*Version du 28 novembre 2026.*', '*Version du 7 décembre 2026.*'],
    [
      'Trois autres cookies, tout aussi strictement nécessaires',
      'Quatre autres cookies, tout aussi strictement nécessaires',
    ],
    [
      'ne bloque pas leur connexion, pendant un an après leur dernière connexion.',
      'ne bloque pas leur connexion, pendant un an après leur dernière connexion ; **« wado_espace »**, pour les licenciés et les parents qui se connectent à « Mon espace », afin de les garder connectés, pendant sept jours après leur dernière visite.',
    ],
  ],
  mentions_legales: [
    [
      "pour qu'un tiers qui essaie des mots de passe ailleurs ne bloque pas sa connexion.",
      "pour qu'un tiers qui essaie des mots de passe ailleurs ne bloque pas sa connexion ; « wado_espace », qui garde connectés pendant sept jours les licenciés et les parents dans « Mon espace ».",
    ],
  ],
  confidentialite: [
    ['## Ce que nous ne faisons pas', `${ESPACE_SECTION}## Ce que nous ne faisons pas`],
    ['- **Panier** (stockage local', `${ESPACE_COOKIE}- **Panier** (stockage local`],
  ],
};

/**
 * A page with the space's cookie (the privacy policy: and its section), if it still is its previous
 * seed text; else null.
 */
export const withLicenseeSpace = (page: LegalPage, body: string): string | null =>
  editedSeedText(body, PREVIOUS_SHA256[page], ESPACE_PAGE_EDITS[page]);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const page of Object.keys(PREVIOUS_SHA256) as LegalPage[])
    await editSeedPage(db, page, PREVIOUS_SHA256[page], ESPACE_PAGE_EDITS[page]);
  // The site search reads the pages again (a migration writes no audit line for it to notice).
  await sql`DELETE FROM search_index_state`.execute(db);
}

/** Nothing to undo in the schema; the pages keep their text (an editor may have changed it since). */
export async function down(): Promise<void> {}
