import { sql, type Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/**
 * Licensees are kept no longer than needed:
 * - licensees.anonymised_at: when a licensee without a licence for two seasons lost her name, birth
 *   day (the year stays), grade and address (her licences and payments stay, for the accounts);
 * - the privacy policy says what the clubs keep of their licensees, who sees it and how long (its
 *   seeded text is changed only if no editor changed it).
 */

/** SHA-256 of the privacy policy's body as the seed wrote it before this migration. */
export const PREVIOUS_PRIVACY_SHA256 = 'e1917692320addb4d61eda346d675a7feb3644eed3ee8ae6de093539effd88f6';

export const LICENSEES_SECTION = `### 6. Les licenciés des clubs

Les clubs affiliés tiennent sur le site la liste de leurs licenciés, pour demander et payer leurs licences. Pour chaque licencié, le club enregistre ses nom et prénom, sa date de naissance, son sexe, son grade, sa discipline et l'adresse électronique du licencié ou, pour un mineur, d'un de ses parents ; le site y ajoute ses licences (saison, numéro, paiement).

- **Finalité** : délivrer les licences, les vérifier (tarif licencié de la boutique, inscriptions aux événements) et tenir la comptabilité de l'association.
- **Base légale** : l'adhésion du licencié à son club et à l'association, puis nos obligations comptables.
- **Accès** : seuls les responsables du club du licencié, l'association et les administrateurs du site y ont accès ; chaque consultation de la liste, chaque export et chaque modification sont inscrits au journal du site.
- **Durée** : tant que le licencié renouvelle sa licence. Deux saisons après sa dernière licence, ses nom, prénom, date de naissance (seule l'année est gardée), grade et adresse électronique sont effacés ; les numéros de licence et les paiements sont conservés dix ans pour la comptabilité. Un licencié enregistré par son club sans jamais recevoir de licence est effacé deux ans après son enregistrement.

`;

export const PRIVACY_EDITS: PageEdits = [
  ['*Version du 28 novembre 2026.*', '*Version du 7 décembre 2026.*'],
  ['## Ce que nous ne faisons pas', `${LICENSEES_SECTION}## Ce que nous ne faisons pas`],
];

/** The privacy policy with the licensees' section, if it is still its previous seed text; else null. */
export const withLicensees = (body: string): string | null =>
  editedSeedText(body, PREVIOUS_PRIVACY_SHA256, PRIVACY_EDITS);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('licensees').addColumn('anonymised_at', 'text').execute();
  await editSeedPage(db, 'confidentialite', PREVIOUS_PRIVACY_SHA256, PRIVACY_EDITS);
  // The site search reads the pages again (a migration writes no audit line for it to notice).
  await sql`DELETE FROM search_index_state`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('licensees').dropColumn('anonymised_at').execute();
}
