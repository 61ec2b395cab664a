import { slugify } from '@wado/shared/contract';
/**
 * The national team as seeded on first start: fictitious people (names, clubs and careers are
 * invented), illustrated portraits of ours, results of three seasons.
 */
import type {
  AgeGroup,
  Coach,
  CompetitionDetail,
  Competitor,
  Discipline,
  Gender,
  PodiumPlace,
} from '@wado/shared/contract';
import type { PortraitSpec } from '../images/svg';

/**
 * A coach as seeded: the club is named as the directory names it (`association/clubs.ts`, its id
 * and town are looked up); the portrait is drawn from its spec (`images/svg.ts`), then served by the API.
 */
export type SeedCoach = Omit<Coach, 'portrait' | 'city' | 'clubId'> & { portrait: PortraitSpec };

/**
 * The national team's staff, its head first: the « entraîneuse nationale » the pages `/selection`,
 * `/association` and `/manager` name is this list's first coach (also in the technical direction,
 * `association/committee.ts`).
 */
export const COACHES: SeedCoach[] = [
  {
    slug: 'sophie-nakamura-roux',
    name: 'Sophie Nakamura-Roux',
    role: 'Entraîneuse nationale',
    dan: 5,
    club: 'Dojo Wado de la Croix-Rousse',
    bio: "Ancienne athlète de la sélection nationale, en kata comme en kumite, elle dirige aujourd'hui la sélection : le programme de la saison, six regroupements nationaux, un suivi individuel de chaque athlète et le coaching en compétition.",
    portrait: { hair: 'bun', belt: 'black', seedName: 'sophie-nakamura-roux' },
  },
  {
    slug: 'laurent-ferrand',
    name: 'Laurent Ferrand',
    role: 'Entraîneur national kumite',
    dan: 6,
    club: 'Karaté Wado Grenoble',
    bio: "Médaillé européen en kumite par équipes dans les années 2000, il prépare les combattants seniors. Son credo : le tai sabaki avant la vitesse, et la lecture de l'adversaire avant la force.",
    portrait: { hair: 'short', belt: 'black', seedName: 'laurent-ferrand' },
  },
  {
    slug: 'nadia-bensalem',
    name: 'Nadia Bensalem',
    role: 'Entraîneure kumite cadets et juniors',
    dan: 5,
    club: 'Dojo Wado Marseille',
    bio: "Professeure d'EPS et diplômée d'État, elle accompagne les jeunes combattants depuis leurs premières sélections régionales et veille à l'équilibre entre le sport, les études et la récupération.",
    portrait: { hair: 'long', belt: 'black', seedName: 'nadia-bensalem' },
  },
  {
    slug: 'olivier-marchetti',
    name: 'Olivier Marchetti',
    role: 'Entraîneur national kata',
    dan: 6,
    club: 'Shin Wado Toulouse',
    bio: "Spécialiste des kata supérieurs (Seishan, Chinto, Niseishi), il fait travailler le rythme, la respiration et l'intention de chaque mouvement. Il est aussi juge international de kata.",
    portrait: { hair: 'bald', belt: 'black', seedName: 'olivier-marchetti' },
  },
  {
    slug: 'elodie-garnier',
    name: 'Élodie Garnier',
    role: 'Entraîneure kata cadets et juniors',
    dan: 4,
    club: 'Wado Ryu Lille Métropole',
    bio: "Vice-championne d'Europe de kata par équipes en 2014, elle forme la relève : précision des Pinan, puis passage progressif aux kata supérieurs et au travail d'équipe synchronisé.",
    portrait: { hair: 'long', belt: 'black', seedName: 'elodie-garnier-v2' },
  },
  {
    slug: 'mathieu-royer',
    name: 'Mathieu Royer',
    role: 'Préparateur physique',
    dan: 2,
    club: 'Wado Club Nantes',
    bio: 'Kinésithérapeute du sport, il conçoit les programmes de préparation physique et de prévention des blessures, et soigne les athlètes pendant les déplacements, en lien avec le médecin fédéral.',
    portrait: { hair: 'short', belt: 'brown', seedName: 'mathieu-royer-3' },
  },
];

/** A competitor as seeded: the club named as the directory names it, the portrait drawn from its spec. */
export type SeedCompetitor = Omit<Competitor, 'portrait' | 'clubId'> & { portrait: PortraitSpec };

const c = (
  name: string,
  gender: Gender,
  club: string,
  discipline: Discipline,
  ageGroup: AgeGroup,
  weightClass: string | null,
  grade: string,
  achievements: string[],
  hair: PortraitSpec['hair'],
): SeedCompetitor => {
  const slug = slugify(name);
  return {
    slug,
    name,
    gender,
    club,
    discipline,
    ageGroup,
    weightClass,
    grade,
    achievements,
    portrait: { hair, belt: grade.includes('dan') ? 'black' : 'brown', seedName: slug },
  };
};

export const COMPETITORS: SeedCompetitor[] = [
  c(
    'Léa Kerbrat',
    'F',
    'Wado Kai Rennes',
    'kata',
    'seniors',
    null,
    '3e dan',
    [
      "Championne d'Europe de kata individuel 2026",
      'Championne de France 2025 et 2026',
      "Médaille d'or à l'Open international de Paris 2026",
    ],
    'bun',
  ),
  c(
    'Thomas Vidal',
    'M',
    'Shin Wado Toulouse',
    'kata',
    'seniors',
    null,
    '2e dan',
    ["Médaille d'argent au championnat d'Europe 2026", 'Champion de France 2026', 'Coupe du monde 2025 : 5e'],
    'short',
  ),
  c(
    'Inès Haddad',
    'F',
    'Dojo Wado Marseille',
    'kumite',
    'seniors',
    '-61 kg',
    '2e dan',
    ["Médaille de bronze au championnat d'Europe 2026", 'Championne de France 2025 et 2026'],
    'long',
  ),
  c(
    'Maxime Leroux',
    'M',
    'Karaté Wado Grenoble',
    'kumite',
    'seniors',
    '-75 kg',
    '2e dan',
    ["Champion d'Europe 2026", "Médaille d'argent à la Coupe du monde 2025"],
    'short',
  ),
  c(
    'Yanis Mercier',
    'M',
    'Wado Ryu Lille Métropole',
    'kumite',
    'seniors',
    '+84 kg',
    '1er dan',
    ['Champion de France 2026', "Médaille de bronze à l'Open international de Paris 2026"],
    'short',
  ),
  c(
    'Camille Fournier',
    'F',
    'Wado Club Nantes',
    'kumite',
    'seniors',
    '+68 kg',
    '3e dan',
    ['Championne de France 2024, 2025 et 2026', "Médaille d'argent à l'Open de Paris 2026"],
    'bun',
  ),
  c(
    'Sarah Lemoine',
    'F',
    'Wado Kai Rennes',
    'kata',
    'juniors',
    null,
    '1er dan',
    ["Championne d'Europe juniors 2026", 'Championne de France juniors 2025'],
    'long',
  ),
  c(
    'Hugo Barbier',
    'M',
    'Karaté Wado Grenoble',
    'kata',
    'juniors',
    null,
    '1er dan',
    ['Champion de France juniors 2026', "Médaille de bronze à l'Open de Paris 2026"],
    'short',
  ),
  c(
    'Jade Nguyen',
    'F',
    'Wado Ryu Strasbourg',
    'kumite',
    'juniors',
    '-59 kg',
    '1er dan',
    ["Vice-championne d'Europe juniors 2026", 'Championne de France juniors 2026'],
    'long',
  ),
  c(
    'Noah Diallo',
    'M',
    'Dojo Wado Marseille',
    'kumite',
    'juniors',
    '-68 kg',
    '1er kyu',
    ['Champion de France juniors 2026', "Médaille d'or à l'Open de Paris 2026"],
    'bald',
  ),
  c(
    'Lina Moreau',
    'F',
    'Wado Club Bordeaux',
    'kata',
    'cadets',
    null,
    '1er kyu',
    ['Championne de France cadettes 2026', 'Première sélection internationale en 2026'],
    'bun',
  ),
  c(
    'Arthur Caron',
    'M',
    'Wado Ryu Lille Métropole',
    'kumite',
    'cadets',
    '-57 kg',
    '1er kyu',
    ['Champion de France cadets 2026'],
    'short',
  ),
  c(
    'Emma Rousseau',
    'F',
    'Shin Wado Toulouse',
    'kumite',
    'cadets',
    '-54 kg',
    '2e kyu',
    ['Vice-championne de France cadettes 2026', "Médaille de bronze à l'Open de Paris 2026"],
    'long',
  ),
  c(
    'Jean-Marc Poirier',
    'M',
    'Wado Club Nantes',
    'kata',
    'veterans',
    null,
    '5e dan',
    ['Champion du monde vétérans 2025', 'Champion de France vétérans 2024, 2025 et 2026'],
    'bald',
  ),
  c(
    'Sylvie Aubert',
    'F',
    'Karaté Wado Clermont',
    'kata',
    'veterans',
    null,
    '4e dan',
    ["Championne d'Europe vétérans 2026", 'Vice-championne de France vétérans 2026'],
    'bun',
  ),
  c(
    'Karim Belkacem',
    'M',
    'Wado Ryu Strasbourg',
    'kumite',
    'veterans',
    '-80 kg',
    '4e dan',
    ["Médaille d'argent au championnat d'Europe vétérans 2026"],
    'short',
  ),
];

/** A podium place as seeded: the club by its name (a directory club for an athlete from France). */
export type SeedPodiumPlace = Omit<PodiumPlace, 'clubId' | 'competitorSlug'>;

/** A competition as seeded: its medal count is computed from the podiums. */
export type SeedCompetition = Omit<CompetitionDetail, 'medals' | 'categories'> & {
  categories: { name: string; podium: SeedPodiumPlace[] }[];
};

/** Podium shorthand: `team()` is one of ours (its club is looked up), others carry club and country. */
const FR = 'France';
function team(name: string): SeedPodiumPlace {
  const member = COMPETITORS.find((competitor) => competitor.name === name);
  if (!member) throw new Error(`Compétiteur inconnu dans les résultats : ${name}`);
  return { rank: 1, athlete: name, club: member.club, country: FR, teamMember: true };
}
function other(athlete: string, club: string, country: string): SeedPodiumPlace {
  return { rank: 1, athlete, club, country, teamMember: false };
}
/** Gold, silver, then one or two bronze medals. */
function podium(...places: SeedPodiumPlace[]): SeedPodiumPlace[] {
  return places.map((place, index) => ({
    ...place,
    rank: (index === 0 ? 1 : index === 1 ? 2 : 3) as SeedPodiumPlace['rank'],
  }));
}

export const COMPETITIONS: SeedCompetition[] = [
  {
    slug: 'open-international-paris-2026',
    name: 'Open international de Wado de Paris',
    season: '2026-2027',
    startDate: '2026-11-14',
    endDate: '2026-11-15',
    place: 'Halle Georges-Carpentier',
    city: 'Paris',
    country: 'France',
    level: 'international',
    report:
      "Premier rendez-vous international de la saison, l'Open de Paris a réuni **412 compétiteurs de 16 pays**. La sélection nationale y a testé ses nouvelles recrues : neuf médailles, dont trois en or.\n\nLes entraîneurs retiennent la maturité de Léa Kerbrat en kata et l'entrée réussie des cadets dans le circuit international.",
    categories: [
      {
        name: 'Kata individuel féminin – seniors',
        podium: podium(
          team('Léa Kerbrat'),
          other('Giulia Ferraro', 'Wado Roma', 'Italie'),
          other('Lotte Verbeek', 'Wado Utrecht', 'Pays-Bas'),
          other('Ana Sousa', 'Wado Porto', 'Portugal'),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          other('Kenji Morita', 'Wado Osaka', 'Japon'),
          team('Thomas Vidal'),
          other('Mattias Berg', 'Wado Göteborg', 'Suède'),
          other('Jonas Keller', 'Wado Zürich', 'Suisse'),
        ),
      },
      {
        name: 'Kumite féminin +68 kg – seniors',
        podium: podium(
          other('Hannah Moore', 'Wado Leeds', 'Royaume-Uni'),
          team('Camille Fournier'),
          other('Eleni Kostas', 'Wado Athina', 'Grèce'),
          other('Marta Nowak', 'Wado Kraków', 'Pologne'),
        ),
      },
      {
        name: 'Kumite masculin +84 kg – seniors',
        podium: podium(
          other('Tomasz Wielicki', 'Wado Kraków', 'Pologne'),
          other('Luca Bianchi', 'Wado Milano', 'Italie'),
          team('Yanis Mercier'),
          other('Dario Pellegrini', 'Wado Torino', 'Italie'),
        ),
      },
      {
        name: 'Kata individuel masculin – juniors',
        podium: podium(
          other('Pieter de Wit', 'Wado Utrecht', 'Pays-Bas'),
          other('Rui Almeida', 'Wado Porto', 'Portugal'),
          team('Hugo Barbier'),
          other('Felix Braun', 'Wado München', 'Allemagne'),
        ),
      },
      {
        name: 'Kumite masculin -68 kg – juniors',
        podium: podium(
          team('Noah Diallo'),
          other('Samuel Keane', 'Wado Dublin', 'Irlande'),
          other('Arnau Puig', 'Wado Barcelona', 'Espagne'),
          other('Nils Ek', 'Wado Malmö', 'Suède'),
        ),
      },
      {
        name: 'Kumite féminin -54 kg – cadettes',
        podium: podium(
          other('Chiara Conti', 'Wado Roma', 'Italie'),
          other('Zoé Lambert', 'Wado Liège', 'Belgique'),
          team('Emma Rousseau'),
          other('Ida Larsen', 'Wado Oslo', 'Norvège'),
        ),
      },
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Jean-Marc Poirier'),
          other('Hiroshi Tanabe', 'Wado Osaka', 'Japon'),
          other('Peter Walsh', 'Wado Leeds', 'Royaume-Uni'),
          team('Sylvie Aubert'),
        ),
      },
    ],
  },
  {
    slug: 'coupe-de-france-wado-2026',
    name: 'Coupe de France Wado',
    season: '2026-2027',
    startDate: '2026-10-10',
    endDate: '2026-10-11',
    place: 'Palais des sports Pierre-Coulon',
    city: 'Vichy',
    country: 'France',
    level: 'national',
    report:
      'La Coupe de France ouvre la saison et sert de première étape de sélection. **286 compétiteurs de 48 clubs** se sont affrontés à Vichy, dans une excellente ambiance.',
    categories: [
      {
        name: 'Kata individuel féminin – juniors',
        podium: podium(
          team('Sarah Lemoine'),
          other('Clara Petit', 'Wado Club Bordeaux', FR),
          other('Manon Girard', 'Karaté Wado Clermont', FR),
          other('Alice Perrin', 'Wado Kai Rennes', FR),
        ),
      },
      {
        name: 'Kumite féminin -59 kg – juniors',
        podium: podium(
          team('Jade Nguyen'),
          other('Louise Faure', 'Dojo Wado Marseille', FR),
          other('Eva Masson', 'Wado Club Nantes', FR),
          other('Rose Dupuis', 'Wado Ryu Strasbourg', FR),
        ),
      },
      {
        name: 'Kumite masculin -57 kg – cadets',
        podium: podium(
          team('Arthur Caron'),
          other('Gabriel Roy', 'Shin Wado Toulouse', FR),
          other('Lucas Colin', 'Karaté Wado Grenoble', FR),
          other('Adam Bertin', 'Wado Club Bordeaux', FR),
        ),
      },
      {
        name: 'Kata individuel féminin – cadettes',
        podium: podium(
          team('Lina Moreau'),
          other('Anna Lucas', 'Wado Ryu Lille Métropole', FR),
          other('Mila Robin', 'Wado Kai Rennes', FR),
        ),
      },
    ],
  },
  {
    slug: 'championnat-europe-wado-2026',
    name: "Championnat d'Europe de Wadō-ryū",
    season: '2025-2026',
    startDate: '2026-05-15',
    endDate: '2026-05-17',
    place: 'Pavilhão Multiusos',
    city: 'Lisbonne',
    country: 'Portugal',
    level: 'europeen',
    report:
      "Trois jours de compétition et **23 nations** : l'équipe de France termine **deuxième nation** au classement des médailles, derrière l'Italie.\n\nQuatre titres européens, dont celui de Maxime Leroux en -75 kg au terme d'une finale maîtrisée du début à la fin.",
    categories: [
      {
        name: 'Kata individuel féminin – seniors',
        podium: podium(
          team('Léa Kerbrat'),
          other('Giulia Ferraro', 'Wado Roma', 'Italie'),
          other('Ana Sousa', 'Wado Porto', 'Portugal'),
          other('Lotte Verbeek', 'Wado Utrecht', 'Pays-Bas'),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          other('Marco Rinaldi', 'Wado Napoli', 'Italie'),
          team('Thomas Vidal'),
          other('Mattias Berg', 'Wado Göteborg', 'Suède'),
          other('Rui Almeida', 'Wado Porto', 'Portugal'),
        ),
      },
      {
        name: 'Kumite masculin -75 kg – seniors',
        podium: podium(
          team('Maxime Leroux'),
          other('Luca Bianchi', 'Wado Milano', 'Italie'),
          other('Sean Murphy', 'Wado Dublin', 'Irlande'),
          other('Felix Braun', 'Wado München', 'Allemagne'),
        ),
      },
      {
        name: 'Kumite masculin -67 kg – seniors',
        podium: podium(
          other('Alessandro Ricci', 'Wado Roma', 'Italie'),
          other('Daniel García', 'Wado Madrid', 'Espagne'),
          other('Tobias Wagner', 'Wado Berlin', 'Allemagne'),
          other('Kacper Zieliński', 'Wado Kraków', 'Pologne'),
        ),
      },
      {
        name: 'Kumite féminin -61 kg – seniors',
        podium: podium(
          other('Chiara Conti', 'Wado Roma', 'Italie'),
          other('Eleni Kostas', 'Wado Athina', 'Grèce'),
          team('Inès Haddad'),
          other('Marta Nowak', 'Wado Kraków', 'Pologne'),
        ),
      },
      {
        name: 'Kata individuel féminin – juniors',
        podium: podium(
          team('Sarah Lemoine'),
          other('Sofia Greco', 'Wado Roma', 'Italie'),
          other('Ida Larsen', 'Wado Oslo', 'Norvège'),
        ),
      },
      {
        name: 'Kumite féminin -59 kg – juniors',
        podium: podium(
          other('Laura Romano', 'Wado Milano', 'Italie'),
          team('Jade Nguyen'),
          other('Zoé Lambert', 'Wado Liège', 'Belgique'),
          other('Hanna Schulz', 'Wado Berlin', 'Allemagne'),
        ),
      },
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Sylvie Aubert'),
          other('Peter Walsh', 'Wado Leeds', 'Royaume-Uni'),
          other('Antonio Ruiz', 'Wado Sevilla', 'Espagne'),
        ),
      },
      {
        name: 'Kumite masculin -80 kg – vétérans',
        podium: podium(
          other('Giorgio Sala', 'Wado Torino', 'Italie'),
          team('Karim Belkacem'),
          other('Jan Novák', 'Wado Praha', 'Tchéquie'),
          other('Owen Price', 'Wado Cardiff', 'Royaume-Uni'),
        ),
      },
    ],
  },
  {
    slug: 'championnat-de-france-wado-2026',
    name: 'Championnat de France Wado',
    season: '2025-2026',
    startDate: '2026-03-21',
    endDate: '2026-03-22',
    place: 'Maison des sports',
    city: 'Clermont-Ferrand',
    country: 'France',
    level: 'national',
    report:
      "Le championnat de France, support de la sélection pour l'Europe, a vu **318 compétiteurs** s'affronter sur six surfaces. Camille Fournier signe un troisième titre consécutif en +68 kg.",
    categories: [
      {
        name: 'Kata individuel féminin – seniors',
        podium: podium(
          team('Léa Kerbrat'),
          other('Julie Marchand', 'Wado Club Bordeaux', FR),
          other('Pauline Rivière', 'Karaté Wado Grenoble', FR),
          other('Laura Benoît', 'Wado Club Nantes', FR),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          team('Thomas Vidal'),
          other('Antoine Fabre', 'Wado Kai Rennes', FR),
          other('Romain Chevalier', 'Wado Ryu Strasbourg', FR),
          other('Kévin Gauthier', 'Dojo Wado Marseille', FR),
        ),
      },
      {
        name: 'Kumite féminin -61 kg – seniors',
        podium: podium(
          team('Inès Haddad'),
          other('Marine Boyer', 'Shin Wado Toulouse', FR),
          other('Chloé Renard', 'Wado Ryu Lille Métropole', FR),
          other('Lucie Meunier', 'Wado Club Nantes', FR),
        ),
      },
      {
        name: 'Kumite féminin +68 kg – seniors',
        podium: podium(
          team('Camille Fournier'),
          other('Audrey Lefort', 'Karaté Wado Clermont', FR),
          other('Nora Samir', 'Dojo Wado Marseille', FR),
        ),
      },
      {
        name: 'Kumite masculin +84 kg – seniors',
        podium: podium(
          team('Yanis Mercier'),
          other('Bastien Lacroix', 'Karaté Wado Grenoble', FR),
          other('Florian Guérin', 'Wado Club Bordeaux', FR),
          other('Samir Ouali', 'Wado Ryu Strasbourg', FR),
        ),
      },
      {
        name: 'Kata individuel masculin – juniors',
        podium: podium(
          team('Hugo Barbier'),
          other('Théo Marchal', 'Wado Club Nantes', FR),
          other('Paul Henry', 'Shin Wado Toulouse', FR),
        ),
      },
      {
        name: 'Kumite féminin -59 kg – juniors',
        podium: podium(
          team('Jade Nguyen'),
          other('Louise Faure', 'Dojo Wado Marseille', FR),
          other('Maëlle Tanguy', 'Karaté Wado Brest', FR),
          other('Eva Masson', 'Wado Club Nantes', FR),
        ),
      },
      {
        name: 'Kumite masculin -68 kg – juniors',
        podium: podium(
          team('Noah Diallo'),
          other('Enzo Carpentier', 'Wado Ryu Lille Métropole', FR),
          other('Rayan Chaïb', 'Dojo Wado Marseille', FR),
          other('Tom Leclerc', 'Wado Kai Rennes', FR),
        ),
      },
      {
        name: 'Kata individuel féminin – cadettes',
        podium: podium(
          team('Lina Moreau'),
          other('Anna Lucas', 'Wado Ryu Lille Métropole', FR),
          other('Jeanne Morin', 'Wado Club Nice Riquier', FR),
        ),
      },
      {
        name: 'Kumite masculin -57 kg – cadets',
        podium: podium(
          team('Arthur Caron'),
          other('Gabriel Roy', 'Shin Wado Toulouse', FR),
          other('Nathan Lebrun', 'Karaté Wado Metz', FR),
          other('Adam Bertin', 'Wado Club Bordeaux', FR),
        ),
      },
      {
        name: 'Kumite féminin -54 kg – cadettes',
        podium: podium(
          other('Lou Ferreira', 'Wado Karaté Versailles', FR),
          team('Emma Rousseau'),
          other('Jade Roussel', 'Karaté Wado Angers', FR),
          other('Célia Marty', 'Wado Karaté Albi', FR),
        ),
      },
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Jean-Marc Poirier'),
          team('Sylvie Aubert'),
          other('Gilles Perret', 'Wado Club Bordeaux', FR),
        ),
      },
    ],
  },
  {
    slug: 'open-de-geneve-2025',
    name: 'Open de Genève',
    season: '2025-2026',
    startDate: '2025-11-22',
    endDate: '2025-11-23',
    place: 'Centre sportif du Bout-du-Monde',
    city: 'Genève',
    country: 'Suisse',
    level: 'international',
    report:
      "Un open à taille humaine qui sert de premier test international aux juniors : **cinq médailles** pour la sélection nationale, dont l'or de Sarah Lemoine pour sa première sortie hors des frontières.",
    categories: [
      {
        name: 'Kata individuel féminin – juniors',
        podium: podium(
          team('Sarah Lemoine'),
          other('Lea Brunner', 'Wado Bern', 'Suisse'),
          other('Sofia Greco', 'Wado Roma', 'Italie'),
        ),
      },
      {
        name: 'Kumite féminin -59 kg – juniors',
        podium: podium(
          other('Hanna Schulz', 'Wado Berlin', 'Allemagne'),
          team('Jade Nguyen'),
          other('Nina Meier', 'Wado Zürich', 'Suisse'),
          other('Eva Masson', 'Wado Club Nantes', FR),
        ),
      },
      {
        name: 'Kumite masculin -75 kg – seniors',
        podium: podium(
          team('Maxime Leroux'),
          other('Jonas Keller', 'Wado Zürich', 'Suisse'),
          other('Felix Braun', 'Wado München', 'Allemagne'),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          other('Mattias Berg', 'Wado Göteborg', 'Suède'),
          other('Reto Frei', 'Wado Bern', 'Suisse'),
          team('Thomas Vidal'),
        ),
      },
      {
        name: 'Kumite masculin -80 kg – vétérans',
        podium: podium(
          other('Urs Baumann', 'Wado Basel', 'Suisse'),
          other('Giorgio Sala', 'Wado Torino', 'Italie'),
          team('Karim Belkacem'),
        ),
      },
    ],
  },
  {
    slug: 'coupe-du-monde-wado-2025',
    name: 'Coupe du monde de Wadō-ryū',
    season: '2024-2025',
    startDate: '2025-07-04',
    endDate: '2025-07-06',
    place: 'Papp László Sportaréna',
    city: 'Budapest',
    country: 'Hongrie',
    level: 'mondial',
    report:
      "Organisée tous les trois ans, la Coupe du monde a réuni **31 nations**. L'équipe de France rapporte quatre médailles, dont le titre mondial vétérans de Jean-Marc Poirier sur Chinto.",
    categories: [
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Jean-Marc Poirier'),
          other('Hiroshi Tanabe', 'Wado Osaka', 'Japon'),
          other('Peter Walsh', 'Wado Leeds', 'Royaume-Uni'),
          other('Antonio Ruiz', 'Wado Sevilla', 'Espagne'),
        ),
      },
      {
        name: 'Kumite masculin -75 kg – seniors',
        podium: podium(
          other('Daiki Yamamoto', 'Wado Tokyo', 'Japon'),
          team('Maxime Leroux'),
          other('Luca Bianchi', 'Wado Milano', 'Italie'),
          other('Bence Kovács', 'Wado Budapest', 'Hongrie'),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          other('Kenji Morita', 'Wado Osaka', 'Japon'),
          other('Marco Rinaldi', 'Wado Napoli', 'Italie'),
          other('Yuto Sakai', 'Wado Tokyo', 'Japon'),
          other('Mattias Berg', 'Wado Göteborg', 'Suède'),
        ),
      },
      {
        name: 'Kata individuel féminin – seniors',
        podium: podium(
          other('Aiko Hayashi', 'Wado Tokyo', 'Japon'),
          other('Giulia Ferraro', 'Wado Roma', 'Italie'),
          team('Léa Kerbrat'),
          other('Réka Tóth', 'Wado Budapest', 'Hongrie'),
        ),
      },
      {
        name: 'Kumite féminin +68 kg – seniors',
        podium: podium(
          other('Hannah Moore', 'Wado Leeds', 'Royaume-Uni'),
          other('Yui Ogawa', 'Wado Tokyo', 'Japon'),
          team('Camille Fournier'),
          other('Marta Nowak', 'Wado Kraków', 'Pologne'),
        ),
      },
    ],
  },
  {
    slug: 'championnat-de-france-wado-2025',
    name: 'Championnat de France Wado',
    season: '2024-2025',
    startDate: '2025-03-29',
    endDate: '2025-03-30',
    place: 'Palais des sports du Baron',
    city: 'Orléans',
    country: 'France',
    level: 'national',
    report:
      'Sélectif pour la Coupe du monde, le championnat 2025 a confirmé la domination de Camille Fournier en +68 kg et révélé Léa Kerbrat en kata seniors.',
    categories: [
      {
        name: 'Kata individuel féminin – seniors',
        podium: podium(
          team('Léa Kerbrat'),
          other('Julie Marchand', 'Wado Club Bordeaux', FR),
          other('Laura Benoît', 'Wado Club Nantes', FR),
        ),
      },
      {
        name: 'Kumite féminin -61 kg – seniors',
        podium: podium(
          team('Inès Haddad'),
          other('Marine Boyer', 'Shin Wado Toulouse', FR),
          other('Chloé Renard', 'Wado Ryu Lille Métropole', FR),
        ),
      },
      {
        name: 'Kumite féminin +68 kg – seniors',
        podium: podium(
          team('Camille Fournier'),
          other('Audrey Lefort', 'Karaté Wado Clermont', FR),
          other('Nora Samir', 'Dojo Wado Marseille', FR),
        ),
      },
      {
        name: 'Kata individuel féminin – juniors',
        podium: podium(
          team('Sarah Lemoine'),
          other('Clara Petit', 'Wado Club Bordeaux', FR),
          other('Manon Girard', 'Karaté Wado Clermont', FR),
        ),
      },
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Jean-Marc Poirier'),
          other('Gilles Perret', 'Wado Club Bordeaux', FR),
          other('Alain Berthier', 'Wado Kai Rennes', FR),
        ),
      },
    ],
  },
  {
    slug: 'open-international-lyon-2024',
    name: 'Open international de Lyon',
    season: '2024-2025',
    startDate: '2024-12-07',
    endDate: '2024-12-08',
    place: 'Palais des sports de Gerland',
    city: 'Lyon',
    country: 'France',
    level: 'international',
    report:
      "Pour sa dixième édition, l'Open de Lyon a accueilli **9 nations**. Six médailles françaises, et une belle première place de Maxime Leroux face au champion d'Italie.",
    categories: [
      {
        name: 'Kumite masculin -75 kg – seniors',
        podium: podium(
          team('Maxime Leroux'),
          other('Luca Bianchi', 'Wado Milano', 'Italie'),
          other('Felix Braun', 'Wado München', 'Allemagne'),
          other('Arnau Puig', 'Wado Barcelona', 'Espagne'),
        ),
      },
      {
        name: 'Kata individuel masculin – seniors',
        podium: podium(
          other('Marco Rinaldi', 'Wado Napoli', 'Italie'),
          team('Thomas Vidal'),
          other('Jonas Keller', 'Wado Zürich', 'Suisse'),
        ),
      },
      {
        name: 'Kumite féminin -61 kg – seniors',
        podium: podium(
          team('Inès Haddad'),
          other('Chiara Conti', 'Wado Roma', 'Italie'),
          other('Zoé Lambert', 'Wado Liège', 'Belgique'),
        ),
      },
      {
        name: 'Kumite féminin +68 kg – seniors',
        podium: podium(
          team('Camille Fournier'),
          other('Marta Nowak', 'Wado Kraków', 'Pologne'),
          other('Eleni Kostas', 'Wado Athina', 'Grèce'),
        ),
      },
      {
        name: 'Kata individuel – vétérans',
        podium: podium(
          team('Jean-Marc Poirier'),
          other('Peter Walsh', 'Wado Leeds', 'Royaume-Uni'),
          team('Sylvie Aubert'),
        ),
      },
    ],
  },
];
