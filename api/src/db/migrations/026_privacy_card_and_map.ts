import type { Kysely } from 'kysely';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

/** SHA-256 of the privacy policy's body as the seed wrote it before this migration. */
export const PREVIOUS_PRIVACY_POLICY_SHA256 = '6f10d7719edb4f07d588462cfc1e1eb036de8aaafa331855580c8a195feb950c';

/**
 * What changed in the privacy policy (written out here, not read from the seed file): HelloAsso
 * among those who receive a payer's data; the club finder's « autour de moi » (a position used
 * once, never kept); the map's tiles, which a visitor's browser fetches from the tile server.
 */
export const PRIVACY_POLICY_EDITS: PageEdits = [
  ['*Version du 1er novembre 2026.*', '*Version du 25 novembre 2026.*'],
  [
    "Le site ne demande aucune création de compte. Il n'enregistre des données que dans les quatre situations suivantes.",
    "Le site ne demande aucune création de compte à ses visiteurs. Il n'enregistre des données que dans les situations suivantes.",
  ],
  [
    '- **Durée** : dix ans, durée de conservation des pièces comptables imposée par le Code de commerce.\n\n## Ce que nous ne faisons pas',
    '- **Durée** : dix ans, durée de conservation des pièces comptables imposée par le Code de commerce.\n\n' +
      "### 5. La recherche d'un club autour de vous\n\n" +
      "Lorsque vous cliquez sur « Autour de moi » dans la recherche de clubs, et seulement alors, votre navigateur vous demande l'autorisation de communiquer votre position. Si vous l'acceptez, cette position, arrondie à environ un kilomètre, est envoyée au site pour calculer la distance des clubs, puis oubliée : elle n'est ni enregistrée, ni écrite dans le journal du serveur, ni gardée dans votre navigateur.\n\n" +
      '- **Finalité** : vous montrer les clubs les plus proches de vous.\n' +
      "- **Base légale** : votre demande, et l'autorisation donnée dans votre navigateur, que vous pouvez retirer dans ses réglages.\n" +
      '- **Durée** : le temps de la recherche.\n\n' +
      "La carte des clubs n'est chargée que lorsque vous faites défiler la page jusqu'à elle. Ses images viennent du fournisseur de cartes nommé en bas de la carte (par défaut OpenStreetMap, dont les serveurs sont exploités par la Fondation OpenStreetMap, au Royaume-Uni) : comme pour toute image chargée depuis un autre site, votre navigateur lui transmet votre adresse IP et l'adresse de notre site. Wado France ne lui transmet aucune autre donnée ; ce fournisseur les traite selon sa propre politique de confidentialité.\n\n" +
      '## Ce que nous ne faisons pas',
  ],
  [
    "- Vos données ne sont pas transférées hors de l'Union européenne.",
    "- Vos données ne sont pas transférées hors de l'Union européenne, hormis l'adresse IP que reçoit le fournisseur de la carte des clubs lorsque vous l'affichez (voir ci-dessus).",
  ],
  [
    "- le transporteur (La Poste – Colissimo), qui reçoit uniquement les nom, adresse et téléphone nécessaires à la livraison d'une commande ;",
    "- le transporteur (La Poste – Colissimo), qui reçoit uniquement les nom, adresse et téléphone nécessaires à la livraison d'une commande ;\n" +
      "- **HelloAsso**, le service de paiement en ligne de l'association, lorsque vous payez par carte (une commande, une inscription ou un don) : il reçoit vos nom, prénom, adresse électronique et le montant à payer ; les données de votre carte bancaire sont saisies sur sa page et ne nous parviennent jamais ;",
  ],
];

/** The privacy policy with these changes, if it is still the previous seed text; else null (an editor's text). */
export function privacyPolicyWithCardAndMap(body: string): string | null {
  return editedSeedText(body, PREVIOUS_PRIVACY_POLICY_SHA256, PRIVACY_POLICY_EDITS);
}

/** The stored privacy policy says so, but only if its body is still the previous seed text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await editSeedPage(db, 'confidentialite', PREVIOUS_PRIVACY_POLICY_SHA256, PRIVACY_POLICY_EDITS);
}

/** Nothing to undo in the schema; the privacy policy keeps its text (a later version may be true). */
export async function down(): Promise<void> {}
