/** Press articles about the association, seeded on first start (fictitious outlets and authors). */
import type { PressArticle } from '@wado/shared/contract';

/** A press article exactly as the API gives it. */
export type SeedPress = PressArticle;

export const PRESS: SeedPress[] = [
  {
    slug: 'courrier-lyonnais-open-paris-2026',
    source: 'Le Courrier lyonnais',
    publishedAt: '2026-11-17',
    title: 'Karaté : la Rennaise Léa Kerbrat brille à Paris',
    excerpt:
      "Championne d'Europe en titre, la spécialiste du kata a remporté l'Open international de Paris devant l'Italienne Giulia Ferraro.",
    author: 'Paul Besson',
    body: "Elle ne laisse rien au hasard. À 24 ans, **Léa Kerbrat** a remporté ce week-end l'Open international de Wado de Paris, première grande échéance de la saison.\n\n« Je voulais confirmer après l'Europe, et surtout tester un nouveau kata en compétition », explique la Rennaise, qui a choisi *Chinto* pour la finale.\n\nL'équipe de France termine le tournoi avec neuf médailles, un bilan salué par l'entraîneuse nationale, Sophie Nakamura-Roux : « Les jeunes ont répondu présent. »",
    url: null,
  },
  {
    slug: 'budo-mag-wado-harmonie-2026',
    source: 'Budo Mag',
    publishedAt: '2026-09-30',
    title: "Le Wado, la voie de l'harmonie",
    excerpt:
      "Moins connu que d'autres styles, le Wadō-ryū séduit par son économie de mouvement. Reportage dans un dojo lyonnais.",
    author: 'Isabelle Roche',
    body: "Ici, pas de blocages en force. Les pratiquants esquivent, accompagnent, puis contrent dans le même temps. « C'est le principe d'*inasu* », sourit le professeur.\n\nFondé par Hironori Ōtsuka, maître de jūjutsu qui avait étudié le karaté d'Okinawa, le Wadō-ryū compte aujourd'hui une soixantaine de clubs en France, réunis au sein de Wado France.\n\nLe style attire aussi bien les enfants que les adultes en reconversion sportive : « On peut commencer à 50 ans, le travail est exigeant mais jamais brutal. »",
    url: null,
  },
  {
    slug: 'echo-des-landes-mimizan-2026',
    source: "L'Écho des Landes",
    publishedAt: '2026-08-07',
    title: 'Mimizan : 140 karatékas sur la plage',
    excerpt:
      "Le stage d'été de Wado France a fêté sa quinzième édition à Mimizan. Les séances du soir sur le sable attirent de nombreux curieux.",
    author: 'Marc Lafitte',
    body: "Chaque soir à 19 heures, la plage nord se transforme en dojo à ciel ouvert. Pendant cinq jours, **140 stagiaires** de 8 à 74 ans ont suivi le stage d'été de Wado France.\n\n« Le sable oblige à bien placer ses appuis », explique une ceinture noire venue de Strasbourg. Les vacanciers, eux, s'arrêtent pour regarder, et certains ont même essayé.",
    url: null,
  },
  {
    slug: 'petit-clermontois-championnat-2026',
    source: 'Le Petit Clermontois',
    publishedAt: '2026-03-23',
    title: 'Championnat de France : Clermont capitale du Wado',
    excerpt: 'Plus de 300 compétiteurs et 2 000 spectateurs ont fait vibrer la Maison des sports ce week-end.',
    author: 'Nathalie Vernet',
    body: "La Maison des sports affichait complet. Pour le championnat de France de Wado, organisé par le club local, **318 compétiteurs** de toute la France se sont affrontés sur six surfaces.\n\nLe club clermontois, qui avait mobilisé soixante bénévoles, repart avec deux médailles et les félicitations de l'association nationale.",
    url: null,
  },
  {
    slug: 'karate-traditions-selection-2025',
    source: 'Karaté & Traditions',
    publishedAt: '2025-11-12',
    title: 'Dans les coulisses de la sélection nationale de Wado',
    excerpt:
      'Préparation physique, suivi des études, stages : comment une petite association prépare ses athlètes au niveau international.',
    author: 'Julien Morel',
    body: '',
    url: 'https://www.karate-traditions.fr/reportages/selection-wado',
  },
  {
    slug: 'ouest-hebdo-rennes-dojo-2025',
    source: 'Ouest Hebdo',
    publishedAt: '2025-09-17',
    title: 'À Rennes, un dojo qui forme des champions',
    excerpt:
      "Le Wado Kai Rennes fête ses trente ans. Il a formé plusieurs membres de l'équipe de France, dont une championne d'Europe.",
    author: 'Gwenaëlle Le Bihan',
    body: "Trente ans après sa création dans un gymnase de quartier, le **Wado Kai Rennes** compte 210 licenciés et un palmarès enviable.\n\nLe secret ? « La patience », répond sa fondatrice. « On ne brûle pas les étapes : les Pinan d'abord, le reste vient ensuite. »\n\nLe club organise une journée portes ouvertes le 27 septembre.",
    url: null,
  },
];
