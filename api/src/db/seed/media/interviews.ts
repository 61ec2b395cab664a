/** Interviews seeded on first start (fictitious people, portraits of ours in `api/media/interviews/`). */
import type { Interview } from '@wado/shared/contract';
import type { PortraitSpec } from '../images/svg';

/** An interview of the API, its portrait drawn by us. */
export type SeedInterview = Omit<Interview, 'portrait'> & { portrait: PortraitSpec };

export const INTERVIEWS: SeedInterview[] = [
  {
    slug: 'lea-kerbrat-championne-europe-2026',
    title: '« En kata, on ne triche pas avec le temps »',
    person: 'Léa Kerbrat',
    personRole: "Championne d'Europe de kata 2026, 3e dan",
    date: '2026-11-19',
    summary: "Après sa victoire à l'Open de Paris, la spécialiste du kata revient sur sa préparation et ses choix.",
    interviewer: 'Clara Deschamps, commission communication',
    place: 'Paris',
    portrait: { hair: 'bun', belt: 'black', seedName: 'lea-kerbrat' },
    questions: [
      {
        question: 'Pourquoi avoir choisi Chinto pour la finale ?',
        answer:
          "Parce que c'est le kata qui me ressemble le plus en ce moment. Il demande de l'équilibre et des changements de rythme : j'ai beaucoup travaillé cela cet été avec Olivier Marchetti.",
      },
      {
        question: 'Comment se déroule une semaine type ?',
        answer:
          "Cinq séances au dojo, deux séances de préparation physique et une séance de vidéo. Et le week-end, j'enseigne aux enfants de mon club : ça m'oblige à revenir aux bases.",
      },
      {
        question: "Qu'est-ce qui a changé depuis votre titre européen ?",
        answer:
          "La pression, un peu. Mais surtout la confiance : je sais que mon travail paie. Je me concentre sur ce que je maîtrise, c'est-à-dire ma préparation.",
      },
      {
        question: 'Un conseil pour les jeunes qui débutent le kata ?',
        answer:
          "Ne pas chercher à aller vite. Un Pinan bien fait vaut plus qu'un kata supérieur approximatif. **La précision d'abord, la vitesse viendra.**",
      },
    ],
  },
  {
    slug: 'sophie-nakamura-roux-projet-selection-2026',
    title: 'Sophie Nakamura-Roux : « Former des athlètes et des personnes »',
    person: 'Sophie Nakamura-Roux',
    personRole: 'Entraîneuse nationale, 5e dan',
    date: '2026-09-15',
    summary: 'L’entraîneuse nationale présente le projet sportif de la saison et sa vision du haut niveau.',
    interviewer: 'Clara Deschamps, commission communication',
    place: 'Lyon',
    portrait: { hair: 'bun', belt: 'black', seedName: 'sophie-nakamura-roux' },
    questions: [
      {
        question: 'Quels sont les objectifs de la saison ?',
        answer:
          "Confirmer notre place parmi les trois meilleures nations européennes, et surtout intégrer cinq nouveaux jeunes dans le groupe. Une sélection qui ne se renouvelle pas s'essouffle.",
      },
      {
        question: 'Comment sont choisis les compétiteurs ?',
        answer:
          "Sur les résultats, bien sûr, mais aussi sur l'assiduité aux stages et la progression. Nous regardons la régularité sur une saison, pas une seule compétition.",
      },
      {
        question: 'La sélection est-elle compatible avec les études ?',
        answer:
          "Elle doit l'être. Nous adaptons les regroupements au calendrier scolaire et nous restons en contact avec les familles. Plusieurs de nos athlètes sont en classe préparatoire ou en école d'ingénieurs.",
      },
      {
        question: 'Quelle place pour le Wado traditionnel en compétition ?',
        answer:
          "Toute sa place. Nos compétiteurs pratiquent le même Wado que dans les clubs : le kihon kumite, les principes de *noru* et *nagasu*. La compétition n'est qu'une facette de l'art.",
      },
      {
        question: 'Un mot pour les clubs ?',
        answer:
          "Merci ! Chaque sélectionné a d'abord été un enfant dans un cours du mercredi. Les clubs sont la base de tout.",
      },
    ],
  },
  {
    slug: 'jean-marc-poirier-champion-monde-veterans',
    title: 'Champion du monde à 52 ans',
    person: 'Jean-Marc Poirier',
    personRole: 'Champion du monde vétérans de kata 2025, 5e dan',
    date: '2025-07-20',
    summary: 'Enseignant à Nantes, il a remporté le titre mondial vétérans à Budapest avec Chinto.',
    interviewer: 'Clara Deschamps, commission communication',
    place: 'Nantes',
    portrait: { hair: 'bald', belt: 'black', seedName: 'jean-marc-poirier' },
    questions: [
      {
        question: 'Que représente ce titre ?',
        answer:
          "L'aboutissement de quarante ans de pratique. J'ai commencé le Wado à douze ans dans un petit club de Loire-Atlantique, je n'aurais jamais imaginé cela.",
      },
      {
        question: 'Comment s’entraîne-t-on à 52 ans ?',
        answer:
          "Plus intelligemment qu'à 25 ! Moins de volume, plus de récupération, beaucoup de travail de mobilité. Le kata se bonifie avec l'âge si l'on prend soin de son corps.",
      },
      {
        question: 'Votre souvenir le plus fort à Budapest ?',
        answer:
          "Le salut final face au juge japonais, lui-même pratiquant depuis un demi-siècle. Un simple regard, et j'ai compris que le kata avait été juste.",
      },
      {
        question: 'Et maintenant ?',
        answer: "Transmettre. Je prépare deux élèves au 3e dan et j'aide Élodie Garnier avec les kata des juniors.",
      },
    ],
  },
  {
    slug: 'francoise-delmas-arbitrage',
    title: "L'arbitrage, une autre façon de vivre le karaté",
    person: 'Françoise Delmas',
    personRole: "Arbitre internationale, membre de la commission d'arbitrage",
    date: '2026-01-20',
    summary: 'Arbitre depuis vingt ans, elle explique le rôle des juges et appelle les licenciés à se former.',
    interviewer: 'Clara Deschamps, commission communication',
    place: 'Bordeaux',
    portrait: { hair: 'short', belt: 'black', seedName: 'francoise-delmas-4' },
    questions: [
      {
        question: 'Comment êtes-vous devenue arbitre ?',
        answer:
          "Par hasard : mon club manquait d'arbitres pour une compétition régionale. J'ai suivi la formation, et je n'ai jamais arrêté.",
      },
      {
        question: "Qu'est-ce qu'un bon arbitre ?",
        answer:
          "Quelqu'un de calme, de juste et de cohérent. Les compétiteurs acceptent une décision quand ils savent que le même geste sera jugé de la même façon toute la journée.",
      },
      {
        question: 'Pourquoi manque-t-on d’arbitres ?',
        answer:
          "Parce que c'est un engagement : plusieurs week-ends par an, des formations régulières. Mais c'est aussi une formidable école d'observation, qui fait progresser sa propre pratique.",
      },
      {
        question: 'Comment se former ?',
        answer:
          "Il suffit d'avoir 18 ans et le 1er dan. La formation régionale dure une journée ; les dates sont dans l'[agenda](/events).",
      },
    ],
  },
];
