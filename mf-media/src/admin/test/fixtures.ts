import type { AdminListPage, UploadedImage } from '@wado/shared';
import type { RecordOf } from '@wado/shared/admin';

const STAMPS = { createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-02T10:15:00.000Z' };

export const NEWS_RECORD: RecordOf<'news'> = {
  id: 7,
  slug: 'open-de-paris-2026',
  status: 'draft',
  publishAt: null,
  ...STAMPS,
  title: 'Open de Paris : neuf médailles',
  summary: 'Quatre titres.',
  body: '## Les jeunes\n\nUn beau week-end.',
  author: 'Commission sportive',
  image: { uploadId: 3, alt: 'Le podium des cadets' },
  eventId: null,
};

export const NEWS_LIST: AdminListPage = {
  items: [
    {
      id: 7,
      slug: 'open-de-paris-2026',
      title: 'Open de Paris : neuf médailles',
      status: 'draft',
      publishAt: null,
      updatedAt: '2026-03-02T10:15:00.000Z',
    },
    {
      id: 5,
      slug: 'stage-ete',
      title: 'Le stage d’été approche',
      status: 'scheduled',
      publishAt: '2026-07-14T08:30:00.000Z',
      updatedAt: '2026-03-01T10:15:00.000Z',
    },
    {
      id: 4,
      slug: 'assemblee',
      title: 'Compte rendu de l’assemblée',
      status: 'published',
      publishAt: '2026-02-01T08:00:00.000Z',
      updatedAt: '2026-02-01T08:00:00.000Z',
    },
  ],
  page: 1,
  limit: 20,
  total: 3,
  pages: 1,
};

export const UPLOADED: UploadedImage = {
  id: 42,
  url: '/media/uploads/abc-1600.jpg',
  width: 1600,
  height: 1000,
  sources: [{ type: 'image/avif', srcset: '/media/uploads/abc-640.avif 640w, /media/uploads/abc-1600.avif 1600w' }],
  srcset: '/media/uploads/abc-640.jpg 640w, /media/uploads/abc-1600.jpg 1600w',
};

export const EVENT_RECORD: RecordOf<'events'> = {
  id: 11,
  slug: 'stage-hiver-2026',
  status: 'published',
  publishAt: '2026-02-01T08:00:00.000Z',
  ...STAMPS,
  title: "Stage national d'hiver",
  kind: 'stage',
  startDate: '2026-12-19',
  endDate: '2026-12-20',
  place: 'Gymnase',
  city: 'Lyon',
  address: '57 rue d’Inkermann, 69006 Lyon',
  summary: 'Deux jours de pratique.',
  description: 'Étude de **Kushanku**.',
  registration: '- Deux jours : **45 €**',
  registrationUrl: null,
  registrationDeadline: null,
  image: null,
  albumId: 2,
  competitionId: null,
  onlineRegistrationDeadline: null,
};

export const ALBUM_RECORD: RecordOf<'albums'> = {
  id: 2,
  slug: 'mimizan-2026',
  status: 'draft',
  publishAt: null,
  ...STAMPS,
  title: "Stage d'été de Mimizan",
  date: '2026-07-18',
  place: 'Mimizan',
  description: 'Une semaine au bord de l’océan.',
  cover: null,
  photos: [
    {
      id: 21,
      uploadId: 30,
      url: '/media/uploads/p1-1600.jpg',
      caption: 'Kihon sur la plage.',
      alt: 'Des karatékas sur le sable.',
      position: 0,
    },
    {
      id: 22,
      uploadId: 31,
      url: '/media/uploads/p2-1600.jpg',
      caption: 'Kumite.',
      alt: 'Deux pratiquants face à face.',
      position: 1,
    },
    {
      id: 23,
      uploadId: 32,
      url: '/media/uploads/p3-1600.jpg',
      caption: 'Le salut.',
      alt: 'Le groupe salue.',
      position: 2,
    },
  ],
};

export const PRESS_RECORD: RecordOf<'press'> = {
  id: 9,
  slug: 'budo-mag-2026',
  status: 'unpublished',
  publishAt: '2026-01-10T08:00:00.000Z',
  ...STAMPS,
  title: "Le Wado, la voie de l'harmonie",
  source: 'Budo Mag',
  publishedAt: '2026-09-30',
  excerpt: 'Un style tout en esquives.',
  author: 'Jeanne Martin',
  body: '',
  url: 'https://budo.example/article',
};

export const INTERVIEW_RECORD: RecordOf<'interviews'> = {
  id: 4,
  slug: 'francoise-delmas',
  status: 'draft',
  publishAt: null,
  ...STAMPS,
  title: 'Quarante ans de tatami',
  person: 'Françoise Delmas',
  personRole: '7e dan',
  date: '2026-01-20',
  summary: 'Une vie de karaté.',
  interviewer: 'Commission communication',
  place: 'Bordeaux',
  portrait: null,
  questions: [
    { question: 'Comment avez-vous commencé ?', answer: 'Par **hasard**.' },
    { question: 'Un conseil ?', answer: 'La patience.' },
  ],
};
