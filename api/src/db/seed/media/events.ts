/**
 * The calendar seeded on first start. Dates are relative to that start (each event falls on a
 * Saturday a given number of weeks before or after it), so that a fresh site always has past
 * and upcoming events, whenever it is installed.
 */
import type { EventDetail } from '@wado/shared/contract';

/** An event of the API, placed in time relative to the first start (its slug and dates follow). */
export type SeedEvent = Omit<EventDetail, 'slug' | 'startDate' | 'endDate' | 'registrationDeadline' | 'icsUrl'> & {
  /** Slug without the year (the year of its start date is appended). */
  base: string;
  /** Weeks from the first start (negative: in the past). */
  weeks: number;
  /** Number of days (1 for a one-day event). */
  days: number;
  /** Registration closes this many days before the start, or null. */
  closesDaysBefore: number | null;
};

export const EVENTS: SeedEvent[] = [
  {
    base: 'formation-arbitres-bordeaux',
    title: 'Formation des arbitres régionaux',
    kind: 'formation',
    weeks: 2,
    days: 1,
    place: 'Dojo municipal de la Benauge',
    city: 'Bordeaux',
    address: '5 rue Raymond-Poincaré, 33100 Bordeaux',
    summary: "Une journée pour obtenir ou renouveler le diplôme d'arbitre régional de kata et de kumite.",
    description:
      "Théorie le matin (règlement 2026, gestes et annonces, critères de décision en kata), mise en situation l'après-midi sur de vrais combats avec les compétiteurs du club.\n\nUn **examen écrit** de trente minutes clôt la journée. Les candidats doivent être âgés de 18 ans au moins et titulaires du 1er dan.",
    registration:
      'Inscription par le responsable technique de votre club, avant la date limite, avec la copie de la licence et du diplôme de 1er dan.\n\n- Participation : **25 €** (repas de midi compris)\n- Prévoir : karategi, règlement imprimé, de quoi écrire',
    registrationUrl: null,
    closesDaysBefore: 7,
  },
  {
    base: 'stage-national-hiver-lyon',
    title: "Stage national d'hiver",
    kind: 'stage',
    weeks: 4,
    days: 2,
    place: 'Gymnase Bellecombe',
    city: 'Lyon',
    address: '57 rue d’Inkermann, 69006 Lyon',
    summary:
      'Deux jours de pratique ouverts à tous les licenciés dès la ceinture verte, avec les experts de l’association.',
    description:
      'Le rendez-vous de milieu de saison : **kihon**, **kihon kumite** et étude approfondie de **Kushanku** le samedi ; **tanto dori** et préparation aux grades le dimanche matin.\n\nLes groupes sont formés par niveau. Les enseignants qui le souhaitent participent à un atelier pédagogique le samedi soir.',
    registration:
      "Inscription en ligne jusqu'à la date limite, ou sur place dans la limite des places disponibles.\n\n- Deux jours : **45 €**, une journée : **25 €**\n- Gratuit pour les moins de 16 ans accompagnés de leur professeur",
    registrationUrl: 'https://www.wado-france.fr/inscriptions/stage-hiver',
    closesDaysBefore: 5,
  },
  {
    base: 'passage-grades-dan-paris',
    title: 'Passage de grades national (1er au 4e dan)',
    kind: 'grades',
    weeks: 8,
    days: 1,
    place: 'Institut du judo',
    city: 'Paris',
    address: '21-25 avenue de la Porte-de-Châtillon, 75014 Paris',
    summary: 'Session nationale d’examen pour les grades de ceinture noire, du 1er au 4e dan.',
    description:
      'Le jury national évalue le **kihon**, les **kata** du programme, le **kihon kumite** et le **jiyu kumite**. À partir du 3e dan, une présentation orale sur un principe du Wado est demandée.\n\nLes candidats sont convoqués par ordre de grade ; le programme détaillé est disponible auprès de votre club.',
    registration:
      "Le dossier (formulaire signé par le professeur, licence, passeport sportif, certificat médical de moins d'un an) est envoyé par le club au secrétariat national.\n\n- Droits d'examen : **60 €**",
    registrationUrl: null,
    closesDaysBefore: 30,
  },
  {
    base: 'assemblee-generale',
    title: 'Assemblée générale ordinaire',
    kind: 'assemblee',
    weeks: 13,
    days: 1,
    place: 'Maison des associations',
    city: 'Lyon',
    address: '18 rue Émile-Zola, 69002 Lyon',
    summary: "Rapport moral et financier, vote du budget et élection d'un tiers du comité directeur.",
    description:
      "Ordre du jour :\n\n1. Rapport moral du président\n2. Rapport financier et rapport du vérificateur aux comptes\n3. Vote du budget prévisionnel\n4. Élection au comité directeur (tiers sortant)\n5. Questions diverses\n\nChaque club affilié dispose d'une voix par tranche de vingt licenciés. L'assemblée est suivie d'un verre de l'amitié.",
    registration:
      "Les clubs confirment la présence de leur représentant (ou envoient leur pouvoir) par e-mail à contact@wado-france.fr. Les candidatures au comité directeur sont reçues jusqu'à trois semaines avant l'assemblée.",
    registrationUrl: null,
    closesDaysBefore: 10,
  },
  {
    base: 'championnat-de-france-wado',
    title: 'Championnat de France Wado',
    kind: 'competition',
    weeks: 17,
    days: 2,
    place: 'Maison des sports',
    city: 'Clermont-Ferrand',
    address: 'Place des Bughes, 63000 Clermont-Ferrand',
    summary: 'Kata et kumite, des cadets aux vétérans : le championnat sélectif pour l’Europe.',
    description:
      "Le samedi est consacré au **kata** (individuel et par équipes), le dimanche au **kumite**. Les podiums seniors servent de base à la sélection pour le championnat d'Europe.\n\nL'entrée est libre pour le public. Une buvette tenue par le club local est ouverte les deux jours.",
    registration:
      "Les clubs inscrivent leurs compétiteurs qualifiés via l'espace clubs, au plus tard deux semaines avant la compétition.\n\n- Engagement : **15 €** par catégorie\n- Licence de la saison et certificat médical obligatoires",
    registrationUrl: 'https://www.wado-france.fr/inscriptions/championnat-de-france',
    closesDaysBefore: 14,
  },
  {
    base: 'rassemblement-national-jeunes',
    title: 'Rassemblement national des jeunes',
    kind: 'rassemblement',
    weeks: 26,
    days: 3,
    place: 'Centre national d’entraînement en altitude',
    city: 'Font-Romeu',
    address: 'Avenue Pierre-de-Coubertin, 66120 Font-Romeu-Odeillo-Via',
    summary: 'Trois jours en altitude pour les 10-17 ans : karaté, jeux, randonnée et veillées.',
    description:
      'Encadré par les entraîneurs de la sélection, le rassemblement mêle **pratique technique** (kihon, Pinan, kumite éducatif), **préparation physique** adaptée et découverte de la montagne.\n\nHébergement en pension complète au centre, en chambres de quatre. Un encadrant pour huit jeunes.',
    registration:
      "Places limitées à 80 jeunes. Inscription en ligne avec l'autorisation parentale et la fiche sanitaire.\n\n- Séjour complet : **190 €** (hébergement, repas, encadrement)\n- Aide possible de votre comité régional : renseignez-vous auprès de votre club",
    registrationUrl: 'https://www.wado-france.fr/inscriptions/rassemblement-jeunes',
    closesDaysBefore: 30,
  },
  {
    base: 'stage-expert-strasbourg',
    title: 'Stage technique international',
    kind: 'stage',
    weeks: 34,
    days: 2,
    place: 'Centre sportif de l’Esplanade',
    city: 'Strasbourg',
    address: '3 rue de l’Université, 67000 Strasbourg',
    summary: 'Un week-end consacré aux principes fondamentaux du Wado, avec des experts européens.',
    description:
      "Thème du stage : **noru, nagasu, inasu**. Comment entrer dans l'attaque, laisser passer la force et contrer dans le même temps, du kihon kumite au travail libre.\n\nTraduction assurée en français, anglais et allemand.",
    registration:
      'Inscription en ligne ou auprès de votre club.\n\n- Week-end : **60 €**, une journée : **35 €**\n- Réservé aux licenciés à partir de la ceinture marron',
    registrationUrl: 'https://www.wado-france.fr/inscriptions/stage-international',
    closesDaysBefore: 7,
  },
  {
    base: 'seminaire-kata-seishan-chinto',
    title: 'Séminaire kata : Seishan et Chinto',
    kind: 'stage',
    weeks: -3,
    days: 1,
    place: 'Dojo du Wado Kai Rennes',
    city: 'Rennes',
    address: '12 boulevard de la Liberté, 35000 Rennes',
    summary: 'Une journée d’étude de deux kata supérieurs, réservée aux ceintures noires.',
    description:
      "Étude détaillée de **Seishan** le matin et de **Chinto** l'après-midi : rythme, respiration, applications (bunkai) et erreurs fréquentes aux examens.",
    registration: 'Inscription close. Les supports distribués seront envoyés aux clubs participants.',
    registrationUrl: null,
    closesDaysBefore: 7,
  },
  {
    base: 'open-international-paris',
    title: 'Open international de Wado de Paris',
    kind: 'competition',
    weeks: -6,
    days: 2,
    place: 'Halle Georges-Carpentier',
    city: 'Paris',
    address: '81 boulevard Masséna, 75013 Paris',
    summary: 'Le grand rendez-vous international de l’automne : 14 nations attendues.',
    description:
      'Compétition ouverte à toutes les nations, des cadets aux vétérans, en kata et en kumite. La sélection nationale y engage ses titulaires et ses nouvelles recrues.\n\nRetrouvez les résultats dans la rubrique *Résultats* de la sélection nationale.',
    registration: 'Inscription close.',
    registrationUrl: null,
    closesDaysBefore: 21,
  },
  {
    base: 'stage-rentree-enseignants',
    title: 'Stage de rentrée des enseignants',
    kind: 'formation',
    weeks: -10,
    days: 2,
    place: 'Maison des sports',
    city: 'Clermont-Ferrand',
    address: 'Place des Bughes, 63000 Clermont-Ferrand',
    summary: 'Le stage annuel des professeurs de club : programme de la saison et pédagogie.',
    description:
      'Présentation du programme technique de la saison, harmonisation des exigences des passages de grades et ateliers de pédagogie pour les enfants de 6 à 11 ans.',
    registration: 'Inscription close.',
    registrationUrl: null,
    closesDaysBefore: 14,
  },
  {
    base: 'stage-ete-mimizan',
    title: "Stage d'été de Mimizan",
    kind: 'stage',
    weeks: -17,
    days: 5,
    place: 'Complexe sportif du Parc',
    city: 'Mimizan',
    address: 'Avenue de la Plage, 40200 Mimizan',
    summary: 'Cinq jours de karaté au bord de l’océan, deux séances par jour, pour tous les niveaux.',
    description:
      "Séances du matin en salle (kihon, kata), séances du soir sur la plage (kihon kumite, déplacements dans le sable). Les après-midi sont libres.\n\nUn passage de grades jusqu'à la ceinture marron est organisé le dernier jour.",
    registration: 'Inscription close.',
    registrationUrl: null,
    closesDaysBefore: 14,
  },
  {
    base: 'passage-grades-printemps',
    title: 'Passage de grades – session de printemps',
    kind: 'grades',
    weeks: -28,
    days: 1,
    place: 'Palais des sports du Baron',
    city: 'Orléans',
    address: 'Place du Baron, 45000 Orléans',
    summary: 'Session nationale d’examen du 1er au 3e dan.',
    description:
      'Quarante-deux candidats se sont présentés devant le jury national ; les résultats ont été transmis aux clubs le soir même.',
    registration: 'Inscription close.',
    registrationUrl: null,
    closesDaysBefore: 30,
  },
];
