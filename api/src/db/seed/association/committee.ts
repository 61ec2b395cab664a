import type { CommitteeBody, CommitteeMember } from '@wado/shared/contract';

/**
 * The association's bodies and their members (fictitious people; the bureau and the technical
 * direction are those named in the seeded pages `association.md` and `manager.md`). Portraits
 * are illustrations drawn by `portraits.ts`, never photos.
 */
export type SeedBody = Pick<CommitteeBody, 'name' | 'description'> & {
  /** The body's stable key (`CommitteeBody.id`). */
  slug: CommitteeBody['id'];
  members: SeedMember[];
};

export type SeedMember = Pick<CommitteeMember, 'name' | 'role' | 'bio'> & {
  /** File name under api/media/committee/ (see portraits.ts). */
  portrait: string;
};

export const COMMITTEE: SeedBody[] = [
  {
    slug: 'bureau',
    name: 'Le bureau',
    description:
      'Élu par le comité directeur en son sein, le bureau assure la gestion courante de l’association entre deux réunions du comité.',
    members: [
      {
        name: 'Hélène Marchand',
        role: 'Présidente',
        portrait: 'helene-marchand.svg',
        bio: '5e dan, enseignante au Wado Karaté Lyon Presqu’île depuis vingt ans, élue présidente en 2022. Elle représente l’association et dirige la publication du site.',
      },
      {
        name: 'Marc Delorme',
        role: 'Vice-président, délégué aux régions',
        portrait: 'marc-delorme.svg',
        bio: '4e dan, ancien président du club de Grenoble. Il fait le lien entre le comité et les référents régionaux, et suit l’ouverture des nouveaux clubs.',
      },
      {
        name: 'Julien Lefèvre',
        role: 'Secrétaire',
        portrait: 'julien-lefevre.svg',
        bio: 'Chargé de la vie statutaire, des affiliations et des relations avec les clubs. Il prépare l’assemblée générale et tient les procès-verbaux.',
      },
      {
        name: 'Claire Boyer',
        role: 'Secrétaire adjointe',
        portrait: 'claire-boyer.svg',
        bio: '2e dan, bénévole au club de Nantes. Elle gère les licences et répond aux questions des nouveaux adhérents.',
      },
      {
        name: 'Karim Benali',
        role: 'Trésorier',
        portrait: 'karim-benali.svg',
        bio: 'Expert-comptable de métier, 3e dan. Il tient les comptes, prépare le budget et délivre les reçus fiscaux des dons.',
      },
      {
        name: 'Anne-Sophie Lemoine',
        role: 'Trésorière adjointe',
        portrait: 'anne-sophie-lemoine.svg',
        bio: '1er dan, pratiquante à Bordeaux. Elle suit les subventions et le fonds de solidarité qui aide les jeunes licenciés.',
      },
    ],
  },
  {
    slug: 'commissions',
    name: 'Les responsables de commission',
    description:
      'Membres élus du comité directeur, ils animent chacun une commission ouverte aux bénévoles des clubs et rendent compte de son travail à l’assemblée générale.',
    members: [
      {
        name: 'Bernard Caillaud',
        role: 'Responsable de la commission des grades',
        portrait: 'bernard-caillaud.svg',
        bio: '6e dan. Il organise les deux sessions nationales de grades de la saison et compose les jurys avec la direction technique.',
      },
      {
        name: 'Sandrine Petit',
        role: 'Responsable de la commission d’arbitrage',
        portrait: 'sandrine-petit.svg',
        bio: 'Arbitre nationale, 4e dan. Elle forme les juges et les arbitres et veille à l’application du règlement des compétitions de style.',
      },
      {
        name: 'Mathieu Roche',
        role: 'Responsable de la commission jeunes',
        portrait: 'mathieu-roche.svg',
        bio: '3e dan, professeur des écoles. Il conçoit le stage jeunes et les outils pédagogiques destinés aux enseignants des cours d’enfants.',
      },
      {
        name: 'Laurence Texier',
        role: 'Responsable de la commission formation',
        portrait: 'laurence-texier.svg',
        bio: '5e dan, titulaire du diplôme d’État. Elle coordonne la formation des enseignants et l’accompagnement des nouveaux diplômés.',
      },
      {
        name: 'Yann Le Goff',
        role: 'Responsable de la commission communication',
        portrait: 'yann-le-goff.svg',
        bio: '2e dan, au club de Rennes. Il anime le site, la newsletter et les réseaux sociaux de l’association.',
      },
      {
        name: 'Élodie Perrin',
        role: 'Médecin fédéral, responsable de la commission médicale',
        portrait: 'elodie-perrin.svg',
        bio: 'Médecin du sport, 1er dan. Elle conseille les clubs sur les certificats médicaux et assure le suivi médical de la sélection nationale.',
      },
      {
        name: 'Farid Messaoudi',
        role: 'Responsable de la commission sport santé et handicap',
        portrait: 'farid-messaoudi.svg',
        bio: '4e dan, éducateur spécialisé. Il accompagne les clubs qui ouvrent des cours adaptés aux seniors et aux personnes en situation de handicap.',
      },
    ],
  },
  {
    slug: 'direction-technique',
    name: 'La direction technique nationale',
    description:
      'Nommée par le comité directeur, la direction technique garantit la cohérence de l’enseignement : programme national, stages, grades et sélection nationale.',
    members: [
      {
        name: 'Philippe Garnier',
        role: 'Directeur technique national',
        portrait: 'philippe-garnier.svg',
        bio: '7e dan, membre fondateur de l’association en 1989. Il rédige le programme technique national et dirige les stages nationaux.',
      },
      {
        name: 'Sophie Nakamura-Roux',
        role: 'Entraîneuse nationale',
        portrait: 'sophie-nakamura-roux.svg',
        bio: '5e dan, ancienne athlète de la sélection nationale. Elle encadre la sélection nationale, en kata comme en kumite.',
      },
      {
        name: 'Vincent Aubert',
        role: 'Directeur technique adjoint',
        portrait: 'vincent-aubert.svg',
        bio: '6e dan. Il seconde le directeur technique pour les stages régionaux et la préparation des candidats aux grades dan.',
      },
    ],
  },
];
