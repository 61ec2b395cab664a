/**
 * The documents of a new site: small real PDFs drawn at the first start (documentPdfs.ts, no binary
 * file in the repository), stored like uploaded ones, most published and one draft. Written when the
 * table is empty only, like the other seeded lists.
 */
import type { DocumentCategory } from '@wado/shared/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import { pdfHash } from '../../features/documents/pdf';
import type { DocumentStorage } from '../../features/documents/storage';

export interface SeedDocument {
  title: string;
  category: DocumentCategory;
  description: string;
  date: string;
  published: boolean;
  fileName: string;
  /** Each page: its paragraphs (the first page starts under the title). */
  pages: string[][];
}

export const SEED_DOCUMENTS: SeedDocument[] = [
  {
    title: 'Formulaire de demande de licence 2025-2026',
    category: 'membership',
    description:
      'À remplir avec votre club et à lui remettre signé, avec le certificat médical ou l’attestation du questionnaire de santé.',
    date: '2025-07-01',
    published: true,
    fileName: 'demande-licence-2025-2026.pdf',
    pages: [
      [
        'Saison 2025-2026, du 1er septembre 2025 au 31 août 2026.',
        'Licencié : nom, prénom, date de naissance, adresse, téléphone, adresse électronique.',
        'Club : nom du club affilié, numéro d’affiliation, signature et cachet du président du club.',
        'Type de licence : enfant (moins de 12 ans), adolescent (12 à 17 ans), adulte, dirigeant.',
        'Grade actuel et date d’obtention ; numéro du passeport sportif s’il y en a un.',
      ],
      [
        'Pour les mineurs : autorisation du responsable légal, personnes à prévenir en cas d’urgence.',
        'Je reconnais avoir pris connaissance des garanties d’assurance attachées à la licence.',
        'J’accepte de recevoir les informations de l’association par courrier électronique : oui / non.',
        'Fait à ......................., le ..... / ..... / ........   Signature :',
      ],
    ],
  },
  {
    title: 'Questionnaire de santé du sportif majeur',
    category: 'health',
    description:
      'Pour renouveler une licence sans nouveau certificat médical : si vous répondez « non » à toutes les questions, remettez l’attestation à votre club.',
    date: '2025-07-01',
    published: true,
    fileName: 'questionnaire-sante-majeur.pdf',
    pages: [
      [
        'Durant les douze derniers mois :',
        '1. Un membre de votre famille est-il décédé subitement d’une cause cardiaque ou inexpliquée ?',
        '2. Avez-vous ressenti une douleur dans la poitrine, des palpitations, un essoufflement inhabituel ou un malaise ?',
        '3. Avez-vous eu un épisode de respiration sifflante (asthme) ?',
        '4. Avez-vous eu une perte de connaissance ?',
        '5. Si vous avez arrêté le sport pendant 30 jours ou plus pour des raisons de santé, avez-vous repris sans l’accord d’un médecin ?',
        'Une réponse positive : consultez un médecin et présentez-lui ce questionnaire.',
      ],
    ],
  },
  {
    title: 'Questionnaire de santé du sportif mineur',
    category: 'health',
    description:
      'À remplir par le jeune avec ses parents. Une seule réponse positive impose un certificat médical de moins de six mois.',
    date: '2025-07-01',
    published: true,
    fileName: 'questionnaire-sante-mineur.pdf',
    pages: [
      [
        'Faire du sport, c’est recommandé pour tous. En as-tu parlé avec un médecin ? T’a-t-il examiné(e) pour te conseiller ?',
        'Ce questionnaire n’est pas un contrôle : il t’aide à savoir si tu dois voir un médecin avant de pratiquer.',
        'Depuis l’année dernière : es-tu allé(e) à l’hôpital pendant toute une journée ou plusieurs jours ?',
        'As-tu été opéré(e) ? As-tu beaucoup plus grandi que les autres années ?',
      ],
      [
        'Aujourd’hui : te sens-tu très fatigué(e) ? As-tu du mal à dormir ? As-tu mal quelque part ?',
        'Questions à faire remplir par tes parents : quelqu’un dans votre famille a-t-il eu une maladie grave du cœur ?',
        'Attestation du responsable légal : j’atteste que chacune des rubriques du questionnaire a donné lieu à une réponse négative.',
      ],
    ],
  },
  {
    title: 'Règlement des compétitions kata et kumite',
    category: 'rules',
    description:
      'Catégories d’âge et de poids, déroulement des épreuves, arbitrage et tenue : le règlement des championnats de France Wado.',
    date: '2025-09-15',
    published: true,
    fileName: 'reglement-competitions.pdf',
    pages: [
      [
        'Article 1 – Les championnats de France Wado comprennent des épreuves de kata individuel, de kata par équipe et de kumite.',
        'Article 2 – Catégories d’âge : poussins, pupilles, benjamins, minimes, cadets, juniors, seniors et vétérans.',
        'Article 3 – Les compétiteurs doivent être titulaires de la licence de la saison et d’un certificat de non-contre-indication à la pratique du karaté en compétition.',
      ],
      [
        'Article 4 – Kata : chaque compétiteur présente un kata de la liste officielle du Wado, différent à chaque tour.',
        'Article 5 – Les juges notent la technique, le rythme, la puissance et la compréhension du kata.',
      ],
      [
        'Article 6 – Kumite : combats de deux minutes pour les seniors, d’une minute trente pour les plus jeunes.',
        'Article 7 – Points : ippon (trois points), waza-ari (deux points), yuko (un point).',
        'Article 8 – Protections obligatoires : gants, protège-dents, protège-tibias et protège-pieds homologués.',
      ],
      [
        'Article 9 – Toute réclamation est déposée par le coach auprès du responsable de l’arbitrage avant la fin de la rencontre suivante.',
        'Article 10 – Le présent règlement a été adopté par le comité directeur le 15 septembre 2025.',
      ],
    ],
  },
  {
    title: 'Règlement intérieur de Wado France',
    category: 'rules',
    description: 'Adhésion des clubs, fonctionnement du comité directeur, grades et discipline.',
    date: '2024-11-23',
    published: true,
    fileName: 'reglement-interieur.pdf',
    pages: [
      [
        'Titre I – Les membres : les clubs affiliés et leurs licenciés. L’affiliation est renouvelée chaque saison.',
        'Titre II – Le comité directeur se réunit au moins trois fois par an ; ses décisions sont prises à la majorité des présents.',
      ],
      [
        'Titre III – Les grades : les passages de grades dan sont organisés par la commission technique nationale.',
        'Titre IV – La discipline : la commission de discipline est saisie par le président ; le licencié est entendu avant toute sanction.',
      ],
      ['Le présent règlement intérieur a été adopté par l’assemblée générale du 23 novembre 2024.'],
    ],
  },
  {
    title: 'Procès-verbal de l’assemblée générale du 22 novembre 2025',
    category: 'assemblies',
    description: 'Rapport moral, comptes 2024-2025, budget et tarifs de la saison, élection au comité directeur.',
    date: '2025-11-22',
    published: true,
    fileName: 'pv-ag-2025.pdf',
    pages: [
      [
        'L’assemblée générale ordinaire s’est réunie à Lyon le 22 novembre 2025 ; 38 clubs sur 52 étaient présents ou représentés.',
        'Rapport moral de la présidente : adopté à l’unanimité.',
        'Rapport financier : les comptes de l’exercice 2024-2025 sont approuvés ; quitus est donné au trésorier.',
      ],
      [
        'Budget 2025-2026 et prix des licences : adoptés (2 abstentions).',
        'Élection au comité directeur : trois postes à pourvoir, trois candidats élus.',
      ],
      [
        'Questions diverses : calendrier des stages nationaux et du rassemblement national. La séance est levée à 17 h 30.',
      ],
    ],
  },
  {
    title: 'Procès-verbal de l’assemblée générale 2026 (projet)',
    category: 'assemblies',
    description: 'Projet soumis au comité directeur avant publication.',
    date: '2026-11-21',
    published: false,
    fileName: 'pv-ag-2026-projet.pdf',
    pages: [['Projet de procès-verbal : à relire par le comité directeur avant sa publication.']],
  },
];

/**
 * Writes the seeded documents when the table is empty: every file first (each flushed and moved
 * into place), then every row in one transaction. A folder that cannot be written leaves the table
 * empty, so that the next start tries again.
 */
export async function seedDocuments(db: Db, storage: DocumentStorage, now: Date): Promise<void> {
  const { count } = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return;
  const rows: Insertable<Database['documents']>[] = [];
  // pdf-lib is loaded here, at the first start only: a quarter of a second every other start.
  const { seedDocumentPdf } = await import('./documentPdfs');
  for (const seeded of SEED_DOCUMENTS) {
    const bytes = await seedDocumentPdf(seeded);
    const hash = pdfHash(bytes);
    if (!(await storage.has(hash))) await storage.publish(await storage.stage(bytes), hash);
    rows.push({
      title: seeded.title,
      category: seeded.category,
      description: seeded.description,
      status: seeded.published ? 'published' : 'draft',
      document_date: seeded.date,
      file_hash: hash,
      file_name: seeded.fileName,
      file_bytes: bytes.length,
      page_count: seeded.pages.length,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      published_at: seeded.published ? now.toISOString() : null,
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('documents').values(rows).execute();
  });
}
