/**
 * The calendar seeded on first start. Two kinds of events:
 * - the past events the site reports on (results, photos, news) keep their own dates, the same
 *   as those of their results, album and news, and link to them;
 * - the calendar entries around them are placed relative to the first start (each falls on a
 *   Saturday a given number of weeks before or after it), so that a fresh site always has
 *   upcoming events, whenever it is installed.
 * Registration is by the clubs, by e-mail or on site: the association has no online registration.
 */
import type { EventDetail } from '@wado/shared/contract';

/** When an event starts: its own first day (`YYYY-MM-DD`), or a Saturday `weeks` from the first start. */
export type SeedEventStart = { date: string } | { weeks: number };

/** An event of the API as seeded (its slug, dates and deadline follow from `base`, `start` and `days`). */
export type SeedEvent = Omit<
  EventDetail,
  | 'slug'
  | 'startDate'
  | 'endDate'
  | 'registrationUrl'
  | 'registrationDeadline'
  | 'icsUrl'
  | 'image'
  | 'album'
  | 'result'
  | 'news'
> & {
  /** Slug without the year (the year of its start date is appended). */
  base: string;
  start: SeedEventStart;
  /** Number of days (1 for a one-day event). */
  days: number;
  /** Registration closes this many days before the start, or null. */
  closesDaysBefore: number | null;
  /** Its album (`gallery.ts` slug). */
  album?: string;
  /** Its results (`selection/data.ts` slug). */
  results?: string;
};

const CONTACT = '[contact@wado-france.fr](mailto:contact@wado-france.fr)';

export const EVENTS: SeedEvent[] = [
  {
    base: 'formation-arbitres-bordeaux',
    title: 'Formation des arbitres régionaux',
    kind: 'formation',
    start: { weeks: 2 },
    days: 1,
    place: 'Dojo municipal de la Benauge',
    city: 'Bordeaux',
    address: '5 rue Raymond-Poincaré, 33100 Bordeaux',
    summary: "Une journée pour obtenir ou renouveler le diplôme d'arbitre régional de kata et de kumite.",
    description:
      "Théorie le matin (règlement 2026, gestes et annonces, critères de décision en kata), mise en situation l'après-midi sur de vrais combats avec les compétiteurs du club.\n\nUn **examen écrit** de trente minutes clôt la journée. Les candidats doivent être âgés de 18 ans au moins et titulaires du 1er dan.",
    registration:
      'Inscription par le responsable technique de votre club, avant la date limite, avec la copie de la licence et du diplôme de 1er dan.\n\n- Participation : **25 €** (repas de midi compris)\n- Prévoir : karategi, règlement imprimé, de quoi écrire',
    closesDaysBefore: 7,
  },
  {
    base: 'passage-grades-dan-paris',
    title: 'Passage de grades national (1er au 4e dan)',
    kind: 'grades',
    start: { weeks: 3 },
    days: 1,
    place: 'Institut du judo',
    city: 'Paris',
    address: '21-25 avenue de la Porte-de-Châtillon, 75014 Paris',
    summary: 'Session nationale d’examen pour les grades de ceinture noire, du 1er au 4e dan.',
    description:
      'Le jury national évalue le **kihon**, les **kata** du programme, le **kihon kumite** et le **jiyu kumite**. À partir du 3e dan, une présentation orale sur un principe du Wado est demandée.\n\nLes candidats sont convoqués par ordre de grade ; le programme détaillé est disponible auprès de votre club.',
    registration:
      "Le dossier (formulaire signé par le professeur, licence, passeport sportif, certificat médical de moins d'un an) est envoyé par le club au secrétariat national.\n\n- Droits d'examen : **60 €**",
    closesDaysBefore: 30,
  },
  {
    base: 'stage-national-grades-lyon',
    title: 'Stage national des gradés',
    kind: 'stage',
    start: { weeks: 11 },
    days: 2,
    place: 'Gymnase Bellecombe',
    city: 'Lyon',
    address: '57 rue d’Inkermann, 69006 Lyon',
    summary: 'Deux jours réservés aux ceintures marron et noires, avec la direction technique de l’association.',
    description:
      'Le rendez-vous d’hiver des gradés : **kihon**, **kihon kumite** et étude approfondie de **Kushanku** le samedi ; **tanto dori** et préparation aux grades dan le dimanche matin.\n\nLes groupes sont formés par grade. Les enseignants qui le souhaitent participent à un atelier pédagogique le samedi soir.',
    registration: `Inscription par votre club, ou par e-mail à ${CONTACT} (nom, club, grade et numéro de licence), jusqu'à la date limite ; sur place dans la limite des places disponibles.\n\n- Deux jours : **45 €**, une journée : **25 €**\n- Réservé aux ceintures marron et noires`,
    closesDaysBefore: 5,
  },
  {
    base: 'assemblee-generale',
    title: 'Assemblée générale ordinaire',
    kind: 'assemblee',
    start: { weeks: 13 },
    days: 1,
    place: 'Maison des associations',
    city: 'Lyon',
    address: '18 rue Émile-Zola, 69002 Lyon',
    summary: "Rapport moral et financier, vote du budget et élection d'un tiers du comité directeur.",
    description:
      "Ordre du jour :\n\n1. Rapport moral de la présidente\n2. Rapport financier et rapport du vérificateur aux comptes\n3. Vote du budget prévisionnel\n4. Élection au comité directeur (tiers sortant)\n5. Questions diverses\n\nChaque club affilié dispose d'une voix par tranche de vingt licenciés. L'assemblée est suivie d'un verre de l'amitié.",
    registration: `Les clubs confirment la présence de leur représentant (ou envoient leur pouvoir) par e-mail à ${CONTACT}. Les candidatures au comité directeur sont reçues jusqu'à trois semaines avant l'assemblée.`,
    closesDaysBefore: 10,
  },
  {
    base: 'championnat-de-france-wado',
    title: 'Championnat de France Wado',
    kind: 'competition',
    start: { weeks: 17 },
    days: 2,
    place: 'Palais des sports de Beaulieu',
    city: 'Nantes',
    address: '5 rue André-Tardieu, 44200 Nantes',
    summary: 'Kata et kumite, des cadets aux vétérans : le championnat sélectif pour l’Europe.',
    description:
      "Le samedi est consacré au **kata** (individuel et par équipes), le dimanche au **kumite**. Les podiums seniors servent de base à la sélection pour le championnat d'Europe.\n\nL'entrée est libre pour le public. Une buvette tenue par le club local est ouverte les deux jours.",
    registration: `Les clubs engagent leurs compétiteurs qualifiés par e-mail à ${CONTACT}, avec le bulletin d'engagement du club, au plus tard deux semaines avant la compétition.\n\n- Engagement : **15 €** par catégorie\n- Licence de la saison et certificat médical obligatoires`,
    closesDaysBefore: 14,
  },
  {
    base: 'rassemblement-national-jeunes',
    title: 'Rassemblement national des jeunes',
    kind: 'rassemblement',
    start: { weeks: 20 },
    days: 3,
    place: 'Centre national d’entraînement en altitude',
    city: 'Font-Romeu',
    address: 'Avenue Pierre-de-Coubertin, 66120 Font-Romeu-Odeillo-Via',
    summary: 'Trois jours en altitude pour les 10-17 ans : karaté, jeux, randonnée et veillées.',
    description:
      'Encadré par les entraîneurs de la sélection, le rassemblement mêle **pratique technique** (kihon, Pinan, kumite éducatif), **préparation physique** adaptée et découverte de la montagne.\n\nHébergement en pension complète au centre, en chambres de quatre. Un encadrant pour huit jeunes.',
    registration: `Places limitées à 80 jeunes. Inscription par le club : le professeur envoie à ${CONTACT} le bulletin, l'autorisation parentale et la fiche sanitaire de chaque jeune.\n\n- Séjour complet : **190 €** (hébergement, repas, encadrement)\n- Aide possible de votre comité régional : renseignez-vous auprès de votre club`,
    closesDaysBefore: 30,
  },
  {
    base: 'passage-grades-printemps',
    title: 'Passage de grades – session de printemps',
    kind: 'grades',
    start: { weeks: 28 },
    days: 1,
    place: 'Palais des sports du Baron',
    city: 'Orléans',
    address: 'Place du Baron, 45000 Orléans',
    summary: 'Session nationale d’examen du 1er au 3e dan.',
    description:
      'Le jury national évalue le **kihon**, les **kata** du programme et le **kihon kumite** ; à partir du 3e dan, le candidat présente en cinq minutes un principe du Wado.\n\nLes résultats sont transmis aux clubs le soir même.',
    registration:
      "Le dossier (formulaire signé par le professeur, licence, passeport sportif, certificat médical de moins d'un an) est envoyé par le club au secrétariat national.\n\n- Droits d'examen : **60 €**",
    closesDaysBefore: 30,
  },
  {
    base: 'stage-expert-strasbourg',
    title: 'Stage technique international',
    kind: 'stage',
    start: { weeks: 34 },
    days: 2,
    place: 'Centre sportif de l’Esplanade',
    city: 'Strasbourg',
    address: '3 rue de l’Université, 67000 Strasbourg',
    summary: 'Un week-end consacré aux principes fondamentaux du Wado, avec des experts européens.',
    description:
      "Thème du stage : **noru, nagasu, inasu**. Comment entrer dans l'attaque, laisser passer la force et contrer dans le même temps, du kihon kumite au travail libre.\n\nTraduction assurée en français, anglais et allemand.",
    registration: `Inscription auprès de votre club, ou par e-mail à ${CONTACT}.\n\n- Week-end : **60 €**, une journée : **35 €**\n- Réservé aux licenciés à partir de la ceinture marron`,
    closesDaysBefore: 7,
  },
  {
    base: 'seminaire-kata-seishan-chinto',
    title: 'Séminaire kata : Seishan et Chinto',
    kind: 'stage',
    start: { weeks: -3 },
    days: 1,
    place: 'Salle Colombier, dojo du Wado Kai Rennes',
    city: 'Rennes',
    address: '12 boulevard de la Tour-d’Auvergne, 35000 Rennes',
    summary: 'Une journée d’étude de deux kata supérieurs, réservée aux ceintures noires.',
    description:
      "Étude détaillée de **Seishan** le matin et de **Chinto** l'après-midi : rythme, respiration, applications (bunkai) et erreurs fréquentes aux examens.",
    registration: 'Inscription close. Les supports distribués seront envoyés aux clubs participants.',
    closesDaysBefore: 7,
  },
  {
    base: 'open-international-paris',
    title: 'Open international de Wado de Paris',
    kind: 'competition',
    start: { date: '2026-11-14' },
    days: 2,
    place: 'Halle Georges-Carpentier',
    city: 'Paris',
    address: '81 boulevard Masséna, 75013 Paris',
    summary: 'Le grand rendez-vous international de l’automne, des cadets aux vétérans.',
    description:
      'Compétition ouverte à toutes les nations, des cadets aux vétérans, en kata et en kumite. La sélection nationale y engage ses titulaires et ses nouvelles recrues.',
    registration: 'Inscription close : les athlètes de la sélection nationale ont été engagés par l’association.',
    closesDaysBefore: 21,
    album: 'open-de-paris-2026',
    results: 'open-international-paris-2026',
  },
  {
    base: 'coupe-de-france-wado',
    title: 'Coupe de France Wado',
    kind: 'competition',
    start: { date: '2026-10-10' },
    days: 2,
    place: 'Palais des sports Pierre-Coulon',
    city: 'Vichy',
    address: 'Parc omnisports Pierre-Coulon, 03200 Vichy',
    summary: 'La première compétition nationale de la saison et la première étape de la sélection.',
    description:
      'Kata et kumite individuels, des cadets aux seniors. Les résultats comptent pour la sélection nationale de la saison.',
    registration: 'Inscription close. Les clubs ont engagé leurs compétiteurs.',
    closesDaysBefore: 14,
    results: 'coupe-de-france-wado-2026',
  },
  {
    base: 'stage-rentree-enseignants',
    title: 'Stage de rentrée des enseignants',
    kind: 'formation',
    start: { date: '2026-10-17' },
    days: 2,
    place: 'Maison des sports',
    city: 'Clermont-Ferrand',
    address: 'Place des Bughes, 63000 Clermont-Ferrand',
    summary: 'Le stage annuel des professeurs de club : programme de la saison et pédagogie.',
    description:
      'Présentation du programme technique de la saison, harmonisation des exigences des passages de grades et ateliers de pédagogie pour les enfants de 6 à 11 ans.',
    registration: 'Inscription close.',
    closesDaysBefore: 14,
    album: 'stage-enseignants-clermont-2026',
  },
  {
    base: 'stage-ete-mimizan',
    title: "Stage d'été de Mimizan",
    kind: 'stage',
    start: { date: '2026-08-01' },
    days: 5,
    place: 'Complexe sportif du Parc',
    city: 'Mimizan',
    address: 'Avenue de la Plage, 40200 Mimizan',
    summary: 'Cinq jours de karaté au bord de l’océan, deux séances par jour, pour tous les niveaux.',
    description:
      "Séances du matin en salle (kihon, kata), séances du soir sur la plage (kihon kumite, déplacements dans le sable). Les après-midi sont libres.\n\nUn passage de grades jusqu'à la ceinture marron est organisé le dernier jour.",
    registration: 'Inscription close.',
    closesDaysBefore: 14,
    album: 'stage-ete-mimizan-2026',
  },
  {
    base: 'passage-grades-printemps',
    title: 'Passage de grades – session de printemps',
    kind: 'grades',
    start: { weeks: -24 },
    days: 1,
    place: 'Palais des sports du Baron',
    city: 'Orléans',
    address: 'Place du Baron, 45000 Orléans',
    summary: 'Session nationale d’examen du 1er au 3e dan.',
    description:
      'Quarante-deux candidats se sont présentés devant le jury national ; les résultats ont été transmis aux clubs le soir même.',
    registration: 'Inscription close.',
    closesDaysBefore: 30,
  },
  {
    base: 'championnat-europe-wado',
    title: "Championnat d'Europe de Wadō-ryū",
    kind: 'competition',
    start: { date: '2026-05-15' },
    days: 3,
    place: 'Pavilhão Multiusos',
    city: 'Lisbonne',
    address: 'Rossio dos Olivais, Parque das Nações, 1990-231 Lisbonne (Portugal)',
    summary: 'Trois jours de compétition pour les sélections nationales de style Wado de toute l’Europe.',
    description:
      "Kata et kumite, individuels et par équipes, des juniors aux vétérans. La sélection nationale y engage les athlètes retenus à l'issue du championnat de France.",
    registration: 'Réservé aux athlètes de la sélection nationale, engagés par l’association.',
    closesDaysBefore: 30,
    album: 'championnat-europe-lisbonne-2026',
    results: 'championnat-europe-wado-2026',
  },
  {
    base: 'championnat-de-france-wado',
    title: 'Championnat de France Wado',
    kind: 'competition',
    start: { date: '2026-03-21' },
    days: 2,
    place: 'Maison des sports',
    city: 'Clermont-Ferrand',
    address: 'Place des Bughes, 63000 Clermont-Ferrand',
    summary: 'Kata et kumite, des cadets aux vétérans : le championnat sélectif pour l’Europe.',
    description:
      "Le samedi est consacré au **kata** (individuel et par équipes), le dimanche au **kumite**. Les podiums seniors servent de base à la sélection pour le championnat d'Europe.",
    registration: 'Inscription close.',
    closesDaysBefore: 14,
    album: 'championnat-de-france-clermont-2026',
    results: 'championnat-de-france-wado-2026',
  },
];
