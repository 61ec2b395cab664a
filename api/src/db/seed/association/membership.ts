/**
 * How to join for the 2026-2027 season: licence categories (fees in integer cents, the club's
 * own fee comes on top), the steps for a person and for a club, and the documents to provide.
 * The medical rules follow the Code du sport (questionnaire de santé for minors).
 */
import type { LicenceCategory, MembershipDocument, MembershipSeason, MembershipStep } from '@wado/shared/contract';

// Ids and positions are the database's.

export const SEASON: MembershipSeason = {
  label: '2026-2027',
  startsOn: '2026-09-01',
  endsOn: '2027-08-31',
  affiliationFeeCents: 15_000,
};

/** The birth years each category is for, by its name (a club's licence is priced by them). */
export const CATEGORY_BIRTH_YEARS: Record<string, [number | null, number | null]> = {
  'Licence enfant': [2015, 2020],
  'Licence jeune': [2009, 2014],
  'Licence adulte': [null, 2008],
};

export const LICENCE_CATEGORIES: Omit<LicenceCategory, 'id'>[] = [
  {
    name: 'Licence enfant',
    audience: '6 à 11 ans (nés de 2015 à 2020)',
    description:
      'Cours d’éveil et de karaté enfants, passages de grades en club, stage jeunes. Assurance individuelle accident comprise.',
    feeCents: 2_600,
  },
  {
    name: 'Licence jeune',
    audience: '12 à 17 ans (nés de 2009 à 2014)',
    description: 'Entraînements, compétitions de style, stage jeunes et stages nationaux. Assurance comprise.',
    feeCents: 3_200,
  },
  {
    name: 'Licence adulte',
    audience: '18 ans et plus (nés en 2008 ou avant)',
    description: 'Pratique en club, stages nationaux, passages de grades et compétitions. Assurance comprise.',
    feeCents: 3_900,
  },
  {
    name: 'Licence dirigeant',
    audience: 'Bénévoles et dirigeants de club qui ne pratiquent pas',
    description:
      'Couvre les membres des bureaux de club, les juges et les accompagnateurs dans leurs missions. Assurance responsabilité civile comprise.',
    feeCents: 1_800,
  },
  {
    name: 'Licence découverte',
    audience: 'Nouveaux pratiquants, une seule fois',
    description:
      'Valable trois mois à partir de sa date d’enregistrement, pour essayer le Wado avant de s’engager. Son montant est déduit de la licence annuelle prise la même saison.',
    feeCents: 1_200,
  },
];

export const MEMBER_STEPS: Omit<MembershipStep, 'position'>[] = [
  {
    title: 'Trouver un club',
    body: 'Consultez la [liste des clubs affiliés](/affiliated_clubs) : elle donne pour chaque club son adresse, ses horaires et ses coordonnées. Cherchez par ville, par nom ou par numéro de département.',
  },
  {
    title: 'Faire un essai',
    body: 'Chaque club propose deux séances d’essai gratuites. Prévoyez une tenue de sport souple : le karaté se pratique pieds nus, le karategi n’est pas nécessaire pour commencer.',
  },
  {
    title: 'Constituer le dossier',
    body: 'Remettez au club le formulaire de demande de licence et les pièces listées ci-dessous. Pour un mineur, le formulaire est signé par un responsable légal.',
  },
  {
    title: 'Régler la licence et la cotisation',
    body: 'Le club encaisse la licence de Wado France (tarifs ci-dessus) et sa propre cotisation, qui finance les cours et la salle. La plupart des clubs acceptent le paiement en trois fois, les coupons sport et le Pass’Sport selon les conditions en vigueur.',
  },
  {
    title: 'Recevoir sa licence',
    body: 'Le club enregistre la licence ; vous recevez votre attestation par e-mail. Le numéro de licence vous donne aussi accès au tarif licencié de la [boutique](/shop).',
  },
];

export const CLUB_STEPS: Omit<MembershipStep, 'position'>[] = [
  {
    title: 'Prendre contact',
    body: 'Écrivez au secrétariat à [contact@wado-france.fr](mailto:contact@wado-france.fr) en présentant le club, son enseignant et ses horaires. Le délégué de votre région vous rappelle.',
  },
  {
    title: 'Envoyer le dossier d’affiliation',
    body: 'Statuts de l’association, récépissé de déclaration en préfecture, composition du bureau, diplôme et carte professionnelle de l’enseignant, attestation d’assurance de la salle.',
  },
  {
    title: 'Régler l’affiliation',
    body: 'L’affiliation est annuelle et couvre la saison de septembre à août. Elle donne accès aux stages nationaux, aux passages de grades et à l’accompagnement des dirigeants.',
  },
  {
    title: 'Rejoindre l’annuaire',
    body: 'Une fois l’affiliation validée par le comité directeur, le club apparaît dans la liste des clubs affiliés et peut délivrer des licences.',
  },
];

export const DOCUMENTS: Omit<MembershipDocument, 'id'>[] = [
  {
    title: 'Formulaire de demande de licence',
    appliesTo: 'Tous',
    body: 'Fourni par le club, rempli et signé. Il recueille aussi votre accord pour recevoir, ou non, les informations de l’association.',
  },
  {
    title: 'Certificat médical de non-contre-indication',
    appliesTo: 'Majeurs',
    body: 'Pour une première licence, un certificat de non-contre-indication à la pratique du karaté datant de moins d’un an. Il reste valable trois saisons : les deux saisons suivantes, vous remplissez le questionnaire de santé et attestez avoir répondu « non » à toutes les questions.',
  },
  {
    title: 'Attestation du questionnaire de santé',
    appliesTo: 'Mineurs',
    body: 'Aucun certificat n’est demandé : un responsable légal atteste que chaque rubrique du questionnaire de santé du sportif mineur a reçu une réponse négative. Une seule réponse positive impose un certificat médical de moins de six mois.',
  },
  {
    title: 'Certificat pour la compétition',
    appliesTo: 'Compétiteurs',
    body: 'Pour participer aux compétitions, un certificat de non-contre-indication à la pratique du karaté **en compétition**, datant de moins d’un an le jour de l’épreuve.',
  },
  {
    title: 'Autorisation parentale',
    appliesTo: 'Mineurs',
    body: 'Elle autorise les déplacements avec le club et les soins d’urgence, et indique les personnes à prévenir.',
  },
  {
    title: 'Passeport sportif',
    appliesTo: 'À partir de la ceinture verte',
    body: 'Il recense les licences, les stages suivis et les grades obtenus ; il est demandé à chaque passage de grade. Le club le commande pour vous.',
  },
];
