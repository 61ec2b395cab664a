import { sql, type Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/**
 * The privacy policy says what a competition entry holds (the club enters its licensee, with her
 * weight for kumite), who sees it and how long it is kept, and that « Mon espace » moves the
 * household to another address and erases what nothing obliges the site to keep. Changed only if
 * the page still holds its previous seed text (no editor changed it).
 */

/** SHA-256 of the privacy policy's body as the seed wrote it before this migration. */
export const PREVIOUS_PRIVACY_SHA256 = '1caff46db7c53990744bd4af2e50d98568cf5449dd5b33bca76e6ed124e6ee2c';

export const COMPETITIONS_SECTION = `### 8. Les inscriptions aux compétitions

Un club inscrit ses licenciés aux compétitions de l'association : le site garde pour chaque inscription la compétition, la discipline, la catégorie (calculée d'après l'année de naissance, le sexe et le grade), le poids déclaré pour le kumite, son paiement par le club, et les changements de catégorie faits par les organisateurs avec leur raison.

- **Finalité** : organiser la compétition (listes des catégories, tables, podiums) et tenir la comptabilité des droits d'inscription.
- **Base légale** : l'inscription demandée par le club du licencié, puis nos obligations comptables.
- **Accès** : les responsables du club pour ses licenciés, les organisateurs de la compétition, l'association et les administrateurs du site ; le licencié, ou son parent, dans « Mon espace ».
- **Durée** : comme la fiche du licencié (voir 6) ; les inscriptions payées et leurs paiements sont conservés dix ans pour la comptabilité, sans nom une fois la fiche effacée.

`;

export const PRIVACY_EDITS: PageEdits = [
  [
    "- **Vérification d'une licence** : le code de la carte de licence",
    "- **Vos droits dans l'espace** : vous pouvez y changer l'adresse électronique du foyer (un lien de confirmation est envoyé à la nouvelle adresse) et demander l'effacement de vos données : ce qu'aucune règle ne nous oblige à garder est effacé aussitôt, et l'espace vous dit ce qui est conservé, pourquoi et jusqu'à quand.\n- **Vérification d'une licence** : le code de la carte de licence",
  ],
  ['## Ce que nous ne faisons pas', `${COMPETITIONS_SECTION}## Ce que nous ne faisons pas`],
];

/** The privacy policy with these sections, if it still is its previous seed text; else null. */
export const withCompetitionEntries = (body: string): string | null =>
  editedSeedText(body, PREVIOUS_PRIVACY_SHA256, PRIVACY_EDITS);

export async function up(db: Kysely<unknown>): Promise<void> {
  await editSeedPage(db, 'confidentialite', PREVIOUS_PRIVACY_SHA256, PRIVACY_EDITS);
  // The site search reads the page again (a migration writes no audit line for it to notice).
  await sql`DELETE FROM search_index_state`.execute(db);
}

/** Nothing to undo in the schema; the page keeps its text (an editor may have changed it since). */
export async function down(): Promise<void> {}
