import type { CompetitionDetail, Competitor, CompetitorDetail, ResultsPage } from '@wado/shared';

const portrait = (name: string) => ({
  url: `/media/competitors/${name}.svg`,
  alt: `Portrait illustré de ${name}`,
  width: 240,
  height: 240,
});

export const KATA: Competitor = {
  slug: 'lea-kerbrat',
  name: 'Léa Kerbrat',
  gender: 'F',
  club: 'Wado Kai Rennes',
  clubId: 41,
  discipline: 'kata',
  ageGroup: 'seniors',
  weightClass: null,
  grade: '3e dan',
  achievements: ["Championne d'Europe 2026"],
  portrait: portrait('lea-kerbrat'),
};
export const KUMITE: Competitor = {
  slug: 'noah-diallo',
  name: 'Noah Diallo',
  gender: 'M',
  club: 'Dojo Wado Marseille',
  clubId: 17,
  discipline: 'kumite',
  ageGroup: 'juniors',
  weightClass: '-68 kg',
  grade: '1er kyu',
  achievements: ['Champion de France juniors 2026'],
  portrait: portrait('noah-diallo'),
};

export const RESULTS: ResultsPage = {
  items: [
    {
      slug: 'open-paris-2026',
      name: 'Open de Paris',
      season: '2026-2027',
      startDate: '2026-11-14',
      endDate: '2026-11-15',
      place: 'Halle',
      city: 'Paris',
      country: 'France',
      level: 'international',
      medals: { gold: 3, silver: 2, bronze: 4 },
    },
    {
      slug: 'europe-2026',
      name: "Championnat d'Europe",
      season: '2025-2026',
      startDate: '2026-05-15',
      endDate: '2026-05-17',
      place: 'Pavilhão',
      city: 'Lisbonne',
      country: 'Portugal',
      level: 'europeen',
      medals: { gold: 0, silver: 0, bronze: 0 },
    },
  ],
  page: 1,
  limit: 10,
  total: 12,
  pages: 2,
  seasons: ['2026-2027', '2025-2026', '2024-2025'],
};

export const DETAIL: CompetitionDetail = {
  ...RESULTS.items[0]!,
  report: 'Un **bon** début de saison.',
  categories: [
    {
      name: 'Kata individuel féminin – seniors',
      podium: [
        {
          rank: 1,
          athlete: 'Léa Kerbrat',
          club: KATA.club,
          clubId: KATA.clubId,
          country: 'France',
          teamMember: true,
          competitorSlug: KATA.slug,
        },
        {
          rank: 2,
          athlete: 'Giulia Ferraro',
          club: 'Wado Roma',
          clubId: null,
          country: 'Italie',
          teamMember: false,
          competitorSlug: null,
        },
        {
          rank: 3,
          athlete: 'Ana Sousa',
          club: 'Wado Porto',
          clubId: null,
          country: 'Portugal',
          teamMember: false,
          competitorSlug: null,
        },
      ],
    },
  ],
};

const { medals: _medals, ...PARIS } = RESULTS.items[0]!;
const { medals: _europeMedals, ...EUROPE } = RESULTS.items[1]!;

/** Noah Diallo's page: three podium places, newest first. */
export const KUMITE_DETAIL: CompetitorDetail = {
  ...KUMITE,
  results: [
    { competition: PARIS, category: 'Kumite juniors masculin -68 kg', rank: 1 },
    { competition: PARIS, category: 'Kumite par équipes masculin', rank: 3 },
    { competition: EUROPE, category: 'Kumite juniors masculin -68 kg', rank: 2 },
  ],
  medals: { gold: 1, silver: 1, bronze: 1, total: 3 },
};
