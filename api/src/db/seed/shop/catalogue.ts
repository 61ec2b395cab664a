import { slugify } from '@wado/shared/contract';
import type { ShopImage, ShopItemDetail, ShopVariant } from '@wado/shared/contract';

/** The kind of drawing of an item's illustrations (see `drawings.ts`). */
export type Drawing =
  | 'karategi'
  | 'belt'
  | 'tshirt'
  | 'hoodie'
  | 'jacket'
  | 'mitts'
  | 'shin'
  | 'mouthguard'
  | 'bag'
  | 'backpack'
  | 'book'
  | 'patch'
  | 'pin'
  | 'bottle';

/** An article as the catalogue answers it, less what the seed computes (images, stock levels). */
export interface SeedItem extends Pick<
  ShopItemDetail,
  'id' | 'category' | 'name' | 'summary' | 'description' | 'priceCents' | 'memberPriceCents'
> {
  drawing: Drawing;
  /** Main colour of the article, then the colour of its details. */
  colours: [string, string];
  /** Each image: a file suffix and its French text alternative. */
  images: { view: 'face' | 'detail'; alt: ShopImage['alt'] }[];
  variants: Pick<ShopVariant, 'label' | 'stock'>[];
}

const KARATEGI_SIZES = ['150 cm', '160 cm', '170 cm', '180 cm', '190 cm', '200 cm'];
const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const sizes = (labels: string[], stocks: number[]) =>
  labels.map((label, index) => ({ label, stock: stocks[index] ?? 0 }));

/** The seeded catalogue: 19 articles, fictitious stock. Ids and variant ids stay stable across releases. */
export const SEED_ITEMS: SeedItem[] = [
  {
    id: 'karategi-kihon-blanc',
    category: 'karategi',
    name: 'Karatégi Kihon blanc',
    summary: 'Le karatégi des débutants et de l’entraînement quotidien, en toile légère.',
    description:
      'Karatégi blanc en coton et polyester (**8 oz**), léger et résistant aux lavages fréquents.\n\n- Veste croisée à liens intérieurs, pantalon à cordon de serrage\n- Coupe droite, manches et jambes au ras des poignets et des chevilles\n- Lavage à 30 °C, séchage à plat : le coton peut rétrécir de 3 % au premier lavage\n\n**Guide des tailles** : choisissez la taille la plus proche de la vôtre ; entre deux tailles, prenez la plus grande.',
    priceCents: 4900,
    memberPriceCents: 4200,
    drawing: 'karategi',
    colours: ['#ffffff', '#1d2a5c'],
    images: [
      { view: 'face', alt: 'Karatégi blanc plié, veste croisée et pantalon, vu de face' },
      { view: 'detail', alt: 'Détail du col et des liens intérieurs du karatégi Kihon' },
    ],
    variants: sizes(KARATEGI_SIZES, [4, 9, 12, 10, 6, 3]),
  },
  {
    id: 'karategi-kata-12oz',
    category: 'karategi',
    name: 'Karatégi Kata coupe japonaise',
    summary:
      'Toile de coton lourde 12 oz, coupe japonaise aux manches courtes : pour les kata et les passages de grade.',
    description:
      'Karatégi en **coton 100 % (12 oz)**, toile épaisse qui « claque » dans les techniques de kata.\n\n- Coupe japonaise : manches aux trois quarts de l’avant-bras, pantalon mi-mollet\n- Écusson Wado France brodé sur la poitrine gauche\n- Lavage à 30 °C ; prévoir un rétrécissement de 5 % au premier lavage\n\nConseillé à partir de la ceinture marron.',
    priceCents: 12900,
    memberPriceCents: 11200,
    drawing: 'karategi',
    colours: ['#fbfaf5', '#c8372d'],
    images: [
      { view: 'face', alt: 'Karatégi Kata en toile épaisse, écusson rouge sur la poitrine' },
      { view: 'detail', alt: 'Détail de l’écusson brodé Wado France du karatégi Kata' },
    ],
    variants: sizes(['160 cm', '170 cm', '180 cm', '190 cm', '200 cm'], [3, 0, 5, 4, 2]),
  },
  {
    id: 'karategi-enfant',
    category: 'karategi',
    name: 'Karatégi enfant',
    summary: 'Pour les 4 à 12 ans : toile légère, ceinture blanche fournie.',
    description:
      'Karatégi enfant en coton et polyester (**7 oz**), livré avec une ceinture blanche.\n\n- Pantalon à taille élastique, facile à enfiler seul\n- Coutures renforcées aux genoux\n- Lavage à 40 °C',
    priceCents: 2900,
    memberPriceCents: 2500,
    drawing: 'karategi',
    colours: ['#ffffff', '#e3a21a'],
    images: [{ view: 'face', alt: 'Petit karatégi enfant blanc avec sa ceinture blanche' }],
    variants: sizes(['110 cm', '120 cm', '130 cm', '140 cm'], [6, 8, 7, 5]),
  },
  {
    id: 'ceinture-noire-brodee',
    category: 'ceintures',
    name: 'Ceinture noire Wado',
    summary: 'Ceinture noire en coton satiné, 4 cm, brodée « Wado-ryū » en lettres dorées.',
    description:
      'Ceinture noire **coton satiné**, largeur 4 cm, huit coutures, brodée « Wado-ryū » en fil doré à une extrémité.\n\nLongueur : choisissez votre tour de taille multiplié par deux, plus 110 cm pour le nœud et les pans.',
    priceCents: 3900,
    memberPriceCents: 3400,
    drawing: 'belt',
    colours: ['#1b1c21', '#d4a63a'],
    images: [
      { view: 'face', alt: 'Ceinture noire nouée, broderie dorée sur un pan' },
      { view: 'detail', alt: 'Gros plan sur la broderie dorée « Wado-ryū » de la ceinture noire' },
    ],
    variants: sizes(['240 cm', '260 cm', '280 cm', '300 cm'], [4, 6, 5, 2]),
  },
  {
    id: 'ceinture-couleur',
    category: 'ceintures',
    name: 'Ceinture de grade en coton',
    summary: 'Ceinture de couleur 4 cm, longueur 260 cm (taille 150 à 180 cm).',
    description:
      'Ceinture de grade en **coton**, largeur 4 cm, longueur 260 cm : convient aux pratiquants de 1,50 m à 1,80 m.\n\nLes couleurs suivent la progression des grades de Wado France : blanche, jaune, orange, verte, bleue, marron.',
    priceCents: 900,
    memberPriceCents: 700,
    drawing: 'belt',
    colours: ['#e3a21a', '#1d2a5c'],
    images: [{ view: 'face', alt: 'Ceinture de couleur orange nouée' }],
    variants: [
      { label: 'Blanche', stock: 20 },
      { label: 'Jaune', stock: 15 },
      { label: 'Orange', stock: 12 },
      { label: 'Verte', stock: 10 },
      { label: 'Bleue', stock: 8 },
      { label: 'Marron', stock: 0 },
    ],
  },
  {
    id: 'mitaines-kumite',
    category: 'protections',
    name: 'Mitaines de kumite',
    summary: 'Mitaines rembourrées homologuées pour la compétition, rouges ou bleues.',
    description:
      'Mitaines de combat en **similicuir** avec mousse de 12 mm, pouce protégé, fermeture par bande auto-agrippante.\n\nVendues par paire. Conformes aux exigences des compétitions nationales.',
    priceCents: 2490,
    memberPriceCents: 2100,
    drawing: 'mitts',
    colours: ['#c8372d', '#ffffff'],
    images: [{ view: 'face', alt: 'Paire de mitaines de kumite rouges' }],
    variants: sizes(['S', 'M', 'L', 'XL'], [5, 8, 6, 3]),
  },
  {
    id: 'protege-tibias-pieds',
    category: 'protections',
    name: 'Protège-tibias et pieds',
    summary: 'Protection souple du tibia et du cou-de-pied, en une pièce.',
    description:
      'Protège-tibias et protège-pieds **en une pièce**, mousse haute densité recouverte de tissu lavable.\n\nGuide : S jusqu’à 1,50 m, M de 1,50 à 1,65 m, L de 1,65 à 1,80 m, XL au-delà.',
    priceCents: 3490,
    memberPriceCents: 2990,
    drawing: 'shin',
    colours: ['#1f4fa3', '#ffffff'],
    images: [{ view: 'face', alt: 'Protège-tibia bleu avec sa protection du pied' }],
    variants: sizes(['S', 'M', 'L', 'XL'], [4, 7, 5, 2]),
  },
  {
    id: 'protege-dents',
    category: 'protections',
    name: 'Protège-dents thermoformable',
    summary: 'À mouler soi-même dans l’eau chaude ; boîte de rangement fournie.',
    description:
      'Protège-dents **thermoformable** avec boîte de rangement aérée.\n\nPour des raisons d’hygiène, un protège-dents dont l’emballage scellé a été ouvert ne peut être ni repris ni échangé (conditions générales de vente, article 8).',
    priceCents: 990,
    memberPriceCents: 850,
    drawing: 'mouthguard',
    colours: ['#3aa0a0', '#ffffff'],
    images: [{ view: 'face', alt: 'Protège-dents translucide turquoise et sa boîte' }],
    variants: [{ label: 'Taille unique', stock: 25 }],
  },
  {
    id: 'tee-shirt-wado-france',
    category: 'textile',
    name: 'Tee-shirt Wado France',
    summary: 'Tee-shirt bleu marine en coton biologique, logo de l’association sur le cœur.',
    description:
      'Tee-shirt **coton biologique** 180 g/m², coupe unisexe, logo Wado France imprimé sur la poitrine et un ensō (le cercle de la calligraphie zen) dans le dos.\n\nLavage à 30 °C sur l’envers.',
    priceCents: 1900,
    memberPriceCents: 1500,
    drawing: 'tshirt',
    colours: ['#1d2a5c', '#ffffff'],
    images: [
      { view: 'face', alt: 'Tee-shirt bleu marine avec le logo blanc Wado France' },
      { view: 'detail', alt: 'Détail du tee-shirt bleu marine : le cercle ensō blanc imprimé' },
    ],
    variants: sizes(SHIRT_SIZES, [6, 10, 14, 12, 8, 4]),
  },
  {
    id: 'sweat-capuche-wado',
    category: 'textile',
    name: 'Sweat à capuche Wado',
    summary: 'Sweat gris chiné molletonné, poche kangourou, brodé Wado France.',
    description:
      'Sweat à capuche **molletonné** (80 % coton, 20 % polyester), poche kangourou, logo brodé.\n\nIdéal pour les stages et les déplacements de la sélection.',
    priceCents: 4200,
    memberPriceCents: 3600,
    drawing: 'hoodie',
    colours: ['#8d929e', '#c8372d'],
    images: [{ view: 'face', alt: 'Sweat à capuche gris chiné, logo rouge brodé' }],
    variants: sizes(['S', 'M', 'L', 'XL', 'XXL'], [3, 6, 5, 2, 1]),
  },
  {
    id: 'veste-selection-nationale',
    category: 'textile',
    name: 'Veste de survêtement de la sélection',
    summary: 'La veste que portent les compétiteurs de la sélection nationale.',
    description:
      'Veste zippée **bleu marine et rouge** de la sélection nationale, tissu technique respirant, poches zippées.\n\nLa même que celle de l’équipe de France Wado : soutenez nos compétiteurs !',
    priceCents: 5900,
    memberPriceCents: 5200,
    drawing: 'jacket',
    colours: ['#1d2a5c', '#c8372d'],
    images: [{ view: 'face', alt: 'Veste de survêtement zippée bleu marine à bandes rouges' }],
    variants: sizes(['S', 'M', 'L', 'XL', 'XXL'], [2, 4, 4, 3, 0]),
  },
  {
    id: 'sac-dojo-60l',
    category: 'sacs',
    name: 'Sac de sport Dojo 60 L',
    summary: 'Grand sac de sport avec compartiment séparé pour le karatégi humide.',
    description:
      'Sac de sport **60 litres** en polyester enduit, bandoulière rembourrée, compartiment ventilé pour le karatégi, poche pour les protections.\n\nDimensions : 62 × 32 × 30 cm.',
    priceCents: 3990,
    memberPriceCents: 3490,
    drawing: 'bag',
    colours: ['#1b1c21', '#c8372d'],
    images: [{ view: 'face', alt: 'Sac de sport noir à bandes rouges' }],
    variants: [{ label: 'Taille unique', stock: 9 }],
  },
  {
    id: 'sac-a-dos-wado',
    category: 'sacs',
    name: 'Sac à dos Wado',
    summary: 'Sac à dos 25 L avec poche isotherme pour la gourde.',
    description:
      'Sac à dos **25 litres**, dos matelassé, poche isotherme latérale, logo Wado France réfléchissant.\n\nDimensions : 45 × 30 × 18 cm.',
    priceCents: 2900,
    memberPriceCents: 2500,
    drawing: 'backpack',
    colours: ['#c8372d', '#1d2a5c'],
    images: [{ view: 'face', alt: 'Sac à dos rouge au logo bleu marine' }],
    variants: [{ label: 'Taille unique', stock: 12 }],
  },
  {
    id: 'livre-voie-de-l-harmonie',
    category: 'livres',
    name: 'Wadō-ryū, la voie de l’harmonie',
    summary: 'L’histoire, les principes et les kata du Wado, par la commission technique de Wado France.',
    description:
      'Ouvrage collectif de la **commission technique de Wado France** : de Hironori Ōtsuka et du Shindō Yōshin-ryū jūjutsu aux principes de noru, nagasu et inasu, avec les neuf kata de base photographiés pas à pas.\n\n- 224 pages, format 17 × 24 cm, broché\n- Plus de 400 illustrations',
    priceCents: 2500,
    memberPriceCents: 2200,
    drawing: 'book',
    colours: ['#1d2a5c', '#d4a63a'],
    images: [{ view: 'face', alt: 'Couverture bleu marine du livre « Wadō-ryū, la voie de l’harmonie »' }],
    variants: [{ label: 'Livre broché', stock: 15 }],
  },
  {
    id: 'cahier-kihon-kata',
    category: 'livres',
    name: 'Cahier des kihon kata',
    summary: 'Les dix kihon kata du Wado décomposés, avec des pages pour vos notes de cours.',
    description:
      'Cahier pédagogique à spirale : chaque **kihon kata** décomposé en schémas de déplacement, avec les points clés et une page de notes.\n\n- 96 pages, format A5\n- Idéal pour préparer un passage de grade',
    priceCents: 1500,
    memberPriceCents: 1200,
    drawing: 'book',
    colours: ['#c8372d', '#ffffff'],
    images: [{ view: 'face', alt: 'Cahier rouge à spirale « Kihon kata »' }],
    variants: [{ label: 'Cahier A5', stock: 20 }],
  },
  {
    id: 'petit-lexique-karateka',
    category: 'livres',
    name: 'Petit lexique du karatéka',
    summary: 'Deux cents mots japonais du dojo, leur prononciation et leur sens.',
    description:
      'Format de poche : **200 termes** du dojo (rei, seiza, mokuso, kihon, kata, kumite…), leur écriture japonaise, leur prononciation et leur sens.\n\n- 64 pages, format 11 × 17 cm',
    priceCents: 950,
    memberPriceCents: 800,
    drawing: 'book',
    colours: ['#2f7d4f', '#ffffff'],
    images: [{ view: 'face', alt: 'Petit livre vert « Petit lexique du karatéka »' }],
    variants: [{ label: 'Livre de poche', stock: 30 }],
  },
  {
    id: 'ecusson-brode',
    category: 'accessoires',
    name: 'Écusson brodé Wado France',
    summary: 'Écusson à coudre sur le karatégi, 8 cm de diamètre.',
    description: 'Écusson **brodé** de 8 cm à coudre sur la poitrine gauche du karatégi, aux couleurs de Wado France.',
    priceCents: 600,
    memberPriceCents: 500,
    drawing: 'patch',
    colours: ['#1d2a5c', '#c8372d'],
    images: [{ view: 'face', alt: 'Écusson rond brodé bleu marine et rouge' }],
    variants: [{ label: 'Taille unique', stock: 40 }],
  },
  {
    id: 'pins-rassemblement-2026',
    category: 'accessoires',
    name: 'Pin’s du rassemblement national 2026',
    summary: 'Édition limitée du rassemblement national de Lyon : épuisée.',
    description:
      'Pin’s **émaillé** de 25 mm, édition limitée du rassemblement national 2026. Toute la série a trouvé preneur !',
    priceCents: 450,
    memberPriceCents: 400,
    drawing: 'pin',
    colours: ['#d4a63a', '#c8372d'],
    images: [{ view: 'face', alt: 'Pin’s doré émaillé rouge du rassemblement 2026' }],
    variants: [{ label: 'Taille unique', stock: 0 }],
  },
  {
    id: 'gourde-inox',
    category: 'accessoires',
    name: 'Gourde isotherme inox',
    summary: 'Garde l’eau fraîche 24 heures ; 500 mL.',
    description: 'Gourde **inox double paroi** de 500 mL, bouchon étanche, gravée Wado France. Sans bisphénol A.',
    priceCents: 1490,
    memberPriceCents: 1290,
    drawing: 'bottle',
    colours: ['#6b7489', '#ffffff'],
    images: [{ view: 'face', alt: 'Gourde en inox gris gravée du logo Wado France' }],
    variants: [{ label: '500 mL', stock: 18 }],
  },
];

/** Variant ids: the item's id and the label folded to a slug (`tee-shirt-wado-france-m`). */
export function variantId(itemId: string, label: string): string {
  return `${itemId}-${slugify(label)}`;
}

export function imageFile(itemId: string, view: 'face' | 'detail'): string {
  return `${itemId}-${view}.svg`;
}
