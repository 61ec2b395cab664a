import type { Album, EventDetail, EventsPage, NewsArticle, NewsPage } from '@wado/shared';

export const scene = (name: string) => ({
  url: `/media/news/${name}.svg`,
  alt: `Illustration ${name}`,
  width: 800,
  height: 500,
});

export const EVENTS: EventsPage = {
  items: [
    {
      slug: 'stage-hiver-2026',
      title: "Stage national d'hiver",
      kind: 'stage',
      startDate: '2026-12-19',
      endDate: '2026-12-20',
      place: 'Gymnase',
      city: 'Lyon',
      summary: 'Deux jours de pratique.',
    },
    {
      slug: 'assemblee-2027',
      title: 'Assemblée générale ordinaire',
      kind: 'assemblee',
      startDate: '2027-02-20',
      endDate: '2027-02-20',
      place: 'Maison des associations',
      city: 'Lyon',
      summary: 'Rapport moral.',
    },
  ],
  page: 1,
  limit: 8,
  total: 2,
  pages: 1,
};

export const EVENT: EventDetail = {
  ...EVENTS.items[0]!,
  address: '57 rue d’Inkermann, 69006 Lyon',
  description: 'Étude de **Kushanku**.',
  registration: '- Deux jours : **45 €**',
  registrationUrl: 'https://www.wado-france.fr/inscriptions/stage-hiver',
  registrationDeadline: '2099-12-14',
  icsUrl: '/api/events/stage-hiver-2026.ics',
};

export const NEWS: NewsPage = {
  items: [
    {
      slug: 'open-de-paris-2026',
      title: 'Open de Paris : neuf médailles',
      publishedAt: '2026-11-18',
      summary: 'Quatre titres.',
      image: scene('open'),
    },
    {
      slug: 'selection-2026',
      title: 'La liste de la saison',
      publishedAt: '2026-11-04',
      summary: '16 compétiteurs.',
      image: scene('selection'),
    },
  ],
  page: 1,
  limit: 9,
  total: 13,
  pages: 2,
};

export const ARTICLE: NewsArticle = {
  ...NEWS.items[0]!,
  author: 'Commission sportive',
  body: '## Les jeunes\n\nUn <script>alert(1)</script> texte et un [lien](/results).',
};

export const ALBUM: Album = {
  slug: 'mimizan-2026',
  title: "Stage d'été de Mimizan",
  date: '2026-07-18',
  place: 'Mimizan',
  description: 'Une semaine au bord de l’océan.',
  cover: scene('p1'),
  photoCount: 3,
  photos: [
    { id: 1, caption: 'Kihon sur la plage.', image: { ...scene('p1'), alt: 'Des karatékas sur le sable.' } },
    {
      id: 2,
      caption: 'Kihon kumite dans le sable.',
      image: { ...scene('p2'), alt: 'Des pratiquants face à l’océan.' },
    },
    { id: 3, caption: 'Séance du matin.', image: { ...scene('p3'), alt: 'Une salle de tatamis.' } },
  ],
};
