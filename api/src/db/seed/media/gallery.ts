/** Photo albums seeded on first start: illustrated scenes of ours (`api/media/gallery/`). */
import type { Album, Photo } from '@wado/shared/contract';
import type { SceneKind } from '../images/svg';

/** A photo of the API, drawn from a scene of ours (its id, file and size come with the insert). */
export type SeedPhoto = Omit<Photo, 'id' | 'image'> & {
  scene: SceneKind;
  alt: Photo['image']['alt'];
};

/** An album of the API (its cover and count follow from its photos). */
export type SeedAlbum = Omit<Album, 'cover' | 'photoCount' | 'photos'> & { photos: SeedPhoto[] };

export const ALBUMS: SeedAlbum[] = [
  {
    slug: 'open-de-paris-2026',
    title: 'Open international de Paris',
    date: '2026-11-14',
    place: 'Paris, halle Georges-Carpentier',
    description: 'Deux jours de compétition et neuf médailles pour la sélection nationale.',
    photos: [
      {
        scene: 'hall',
        caption: 'Finale du kumite -68 kg juniors.',
        alt: 'Deux combattants, ceinture rouge et ceinture bleue, face à face sur le tatami, l’arbitre au centre.',
      },
      {
        scene: 'podium',
        caption: 'Le podium du kata individuel féminin seniors.',
        alt: 'Trois karatékas debout sur un podium devant des drapeaux.',
      },
      {
        scene: 'hall',
        caption: 'Demi-finale du kumite +84 kg.',
        alt: 'Un combattant attaque d’un coup de pied, son adversaire recule.',
      },
      {
        scene: 'group',
        caption: 'La délégation française au complet.',
        alt: 'Photo de groupe, une rangée debout et une rangée à genoux sous une banderole.',
      },
      {
        scene: 'jury',
        caption: 'Le jury de kata pendant les éliminatoires.',
        alt: 'Une compétitrice exécute un kata devant quatre juges assis.',
      },
    ],
  },
  {
    slug: 'stage-enseignants-clermont-2026',
    title: 'Stage de rentrée des enseignants',
    date: '2026-10-17',
    place: 'Clermont-Ferrand, Maison des sports',
    description: '64 professeurs réunis pour préparer la saison.',
    photos: [
      {
        scene: 'dojo',
        caption: 'Échauffement collectif du samedi matin.',
        alt: 'Des karatékas alignés dans un dojo aux murs de bois.',
      },
      {
        scene: 'dojo',
        caption: 'Travail de kihon en ligne.',
        alt: 'Cinq karatékas exécutent la même technique dans un dojo.',
      },
      {
        scene: 'meeting',
        caption: 'Présentation du programme de la saison.',
        alt: 'Des enseignants assis face à un écran de présentation.',
      },
      {
        scene: 'group',
        caption: 'Photo de groupe des enseignants.',
        alt: 'Une soixantaine de ceintures noires en deux rangées.',
      },
    ],
  },
  {
    slug: 'stage-ete-mimizan-2026',
    title: "Stage d'été de Mimizan",
    date: '2026-08-01',
    place: 'Mimizan, plage et complexe sportif',
    description: 'Cinq jours de karaté au bord de l’océan.',
    photos: [
      {
        scene: 'beach',
        caption: 'Kihon sur la plage au coucher du soleil.',
        alt: 'Des karatékas pratiquent sur le sable, la mer derrière eux.',
      },
      { scene: 'beach', caption: 'Kihon kumite dans le sable.', alt: 'Des pratiquants en ligne face à l’océan.' },
      {
        scene: 'dojo',
        caption: 'Séance du matin en salle.',
        alt: 'Des karatékas s’entraînent dans une salle au sol de tatamis.',
      },
      {
        scene: 'jury',
        caption: 'Passage de grades du dernier jour.',
        alt: 'Un candidat présente son kata devant le jury.',
      },
      { scene: 'group', caption: 'Les 140 stagiaires réunis.', alt: 'Grande photo de groupe en deux rangées.' },
      {
        scene: 'beach',
        caption: 'Kata Pinan Nidan pour les plus jeunes.',
        alt: 'De jeunes karatékas exécutent un kata sur la plage.',
      },
    ],
  },
  {
    slug: 'championnat-europe-lisbonne-2026',
    title: "Championnat d'Europe à Lisbonne",
    date: '2026-05-15',
    place: 'Lisbonne, Portugal',
    description: 'Huit médailles, dont quatre titres, et la deuxième place des nations.',
    photos: [
      {
        scene: 'hall',
        caption: 'Maxime Leroux en finale du -75 kg.',
        alt: 'Deux combattants s’affrontent sur un tatami rouge et bleu.',
      },
      {
        scene: 'podium',
        caption: 'Léa Kerbrat championne d’Europe de kata.',
        alt: 'Une karatéka sur la plus haute marche du podium.',
      },
      { scene: 'podium', caption: 'Le podium du kata juniors féminin.', alt: 'Trois jeunes karatékas sur un podium.' },
      {
        scene: 'city',
        caption: 'Entraînement de l’équipe la veille de la compétition.',
        alt: 'Des karatékas s’échauffent sur une place de la ville.',
      },
      {
        scene: 'group',
        caption: "L'équipe de France et son encadrement.",
        alt: 'Photo de groupe de l’équipe de France.',
      },
    ],
  },
  {
    slug: 'championnat-de-france-clermont-2026',
    title: 'Championnat de France',
    date: '2026-03-21',
    place: 'Clermont-Ferrand, Maison des sports',
    description: '318 compétiteurs sur six surfaces de combat.',
    photos: [
      {
        scene: 'hall',
        caption: 'Finale du kumite +68 kg féminin.',
        alt: 'Deux combattantes face à face sous le regard de l’arbitre.',
      },
      { scene: 'jury', caption: 'Kata individuel vétérans.', alt: 'Un karatéka présente un kata devant quatre juges.' },
      {
        scene: 'podium',
        caption: 'Podium du kata seniors masculin.',
        alt: 'Trois karatékas sur les marches du podium.',
      },
      { scene: 'hall', caption: 'Les juniors en demi-finale.', alt: 'Deux jeunes combattants sur le tatami.' },
    ],
  },
  {
    slug: 'stage-montagne-font-romeu-2025',
    title: 'Rassemblement des jeunes à Font-Romeu',
    date: '2025-04-19',
    place: 'Font-Romeu, centre d’entraînement en altitude',
    description: 'Trois jours de karaté et de montagne pour 72 jeunes.',
    photos: [
      {
        scene: 'mountain',
        caption: 'Séance en plein air face aux Pyrénées.',
        alt: 'Des jeunes karatékas en ligne dans un pré, des montagnes enneigées derrière eux.',
      },
      {
        scene: 'mountain',
        caption: 'Kata au sommet après la randonnée.',
        alt: 'Des karatékas pratiquent un kata sur l’herbe en montagne.',
      },
      { scene: 'dojo', caption: 'Atelier kumite éducatif.', alt: 'Des jeunes s’entraînent dans un dojo.' },
      {
        scene: 'group',
        caption: 'Le groupe au complet le dernier jour.',
        alt: 'Photo de groupe des jeunes et de leurs encadrants.',
      },
    ],
  },
];
