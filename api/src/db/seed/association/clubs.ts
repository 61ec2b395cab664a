import type { FrenchRegion } from '@wado/shared/contract';

/**
 * The affiliated clubs (fictitious but plausible): sixty clubs in eleven regions, as the
 * association's pages say. Phone numbers use the ranges ARCEP reserves for fiction
 * (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98), so none reaches a real line.
 */
export interface SeedClub {
  name: string;
  city: string;
  postalCode: string;
  department: string;
  departmentName: string;
  region: FrenchRegion;
  address: string;
  trainingTimes: string[];
  email: string | null;
  phone: string | null;
  website: string | null;
}

/** Weekly timetables seen in real dojos; each club takes one, so the directory stays varied. */
const TIMETABLES: string[][] = [
  ['Lundi 18 h – 19 h : enfants 6-11 ans', 'Mercredi 19 h – 20 h 30 : adolescents et adultes', 'Samedi 10 h – 11 h 30 : tous niveaux'],
  ['Mardi 17 h 30 – 18 h 30 : enfants', 'Mardi 19 h – 20 h 30 : adultes', 'Jeudi 19 h – 20 h 30 : adultes, kata et kumite'],
  ['Mercredi 14 h – 15 h : enfants 6-8 ans', 'Mercredi 15 h – 16 h 15 : enfants 9-13 ans', 'Vendredi 19 h 30 – 21 h : adultes et gradés'],
  ['Lundi 19 h – 20 h 30 : adultes', 'Jeudi 18 h – 19 h : enfants', 'Jeudi 19 h – 20 h 30 : adultes', 'Dimanche 10 h – 12 h : stage mensuel'],
  ['Mardi 18 h – 19 h : enfants et adolescents', 'Vendredi 18 h 30 – 20 h : adultes', 'Samedi 9 h 30 – 10 h 30 : karaté seniors et santé'],
  ['Lundi 17 h 45 – 18 h 45 : enfants', 'Mercredi 18 h 45 – 20 h 15 : adultes débutants', 'Vendredi 18 h 45 – 20 h 15 : adultes confirmés'],
  ['Mercredi 16 h – 17 h : enfants', 'Mercredi 17 h – 18 h 30 : adolescents', 'Samedi 14 h – 16 h : entraînement compétition (sur sélection)'],
  ['Mardi 20 h – 21 h 30 : adultes', 'Jeudi 20 h – 21 h 30 : adultes', 'Samedi 11 h – 12 h : enfants'],
];

type Row = [name: string, city: string, postalCode: string, department: string, departmentName: string, address: string, email: string | null, phone: string | null, website: string | null];

/** Clubs per region, in the order of the association's history (Lyon first). */
const BY_REGION: [FrenchRegion, Row[]][] = [
  ['Auvergne-Rhône-Alpes', [
    ['Wado Karaté Lyon Presqu’île', 'Lyon', '69002', '69', 'Rhône', 'Gymnase Ampère, 14 rue de la Charité', 'contact@wado-lyon-presquile.fr', '04 65 71 10 21', 'https://www.wado-lyon-presquile.fr'],
    ['Dojo Wado de la Croix-Rousse', 'Lyon', '69004', '69', 'Rhône', 'Salle des arts martiaux, 5 rue Dumenge', 'dojo.croixrousse@wado-france.fr', null, null],
    ['Karaté Wado Villeurbanne', 'Villeurbanne', '69100', '69', 'Rhône', 'Palais des sports, 44 avenue Émile-Zola', 'karate.villeurbanne@wado-france.fr', '04 65 71 10 34', 'https://www.karate-wado-villeurbanne.fr'],
    ['Wado Ryu Vénissieux', 'Vénissieux', '69200', '69', 'Rhône', 'Gymnase Jacques-Anquetil, 8 rue Gaspard-Picard', null, '04 65 71 10 47', null],
    ['Karaté Club Caladois', 'Villefranche-sur-Saône', '69400', '69', 'Rhône', 'Complexe sportif Armand-Chouffet, 210 rue des Jardiniers', 'karate.caladois@wado-france.fr', '04 65 71 10 58', null],
    ['Wado Club Grenoble', 'Grenoble', '38000', '38', 'Isère', 'Gymnase Jean-Philippe-Rameau, 20 rue Berlioz', 'contact@wado-grenoble.fr', '04 65 71 11 02', 'https://www.wado-grenoble.fr'],
    ['Karaté Wado Saint-Étienne', 'Saint-Étienne', '42000', '42', 'Loire', 'Dojo du Marais, 9 rue du Puits-Ferrand', 'wado.saintetienne@wado-france.fr', '04 65 71 11 15', null],
    ['Wado Annecy Karaté', 'Annecy', '74000', '74', 'Haute-Savoie', 'Gymnase des Fins, 36 avenue de Genève', 'bonjour@wado-annecy.fr', null, 'https://www.wado-annecy.fr'],
    ['Dojo Wado Clermont-Ferrand', 'Clermont-Ferrand', '63000', '63', 'Puy-de-Dôme', 'Maison des sports, 12 place des Bughes', 'dojo.clermont@wado-france.fr', '04 65 71 11 29', null],
    ['Karaté Wado Valence', 'Valence', '26000', '26', 'Drôme', 'Gymnase Camille-Vernet, 3 rue Jean-Bouin', null, '04 65 71 11 36', null],
    ['Wado Karaté Chambéry', 'Chambéry', '73000', '73', 'Savoie', 'Gymnase du Bon-Pasteur, 7 rue de la Banque', 'wado.chambery@wado-france.fr', '04 65 71 11 48', 'https://www.wado-chambery.fr'],
    ['Karaté Club de Bresse', 'Bourg-en-Bresse', '01000', '01', 'Ain', 'Salle Amédée-Mercier, 25 boulevard de Brou', 'karate.bresse@wado-france.fr', '04 65 71 11 57', null],
  ]],
  ['Île-de-France', [
    ['Wado Karaté Paris Bastille', 'Paris', '75011', '75', 'Paris', 'Gymnase de la Roquette, 24 rue de la Roquette', 'contact@wado-paris-bastille.fr', '01 99 00 20 11', 'https://www.wado-paris-bastille.fr'],
    ['Dojo Wado Paris Grenelle', 'Paris', '75015', '75', 'Paris', 'Centre sportif Émile-Anthoine, 9 rue Jean-Rey', 'dojo.grenelle@wado-france.fr', '01 99 00 20 26', null],
    ['Karaté Wado Vincennes', 'Vincennes', '94300', '94', 'Val-de-Marne', 'Gymnase Berlioz, 15 rue de l’Égalité', 'karate.vincennes@wado-france.fr', null, 'https://www.karate-vincennes.fr'],
    ['Wado Club Boulogne', 'Boulogne-Billancourt', '92100', '92', 'Hauts-de-Seine', 'Gymnase Paul-Bert, 82 rue de Paris', 'wado.boulogne@wado-france.fr', '01 99 00 20 39', null],
    ['Karaté Wado Montreuil', 'Montreuil', '93100', '93', 'Seine-Saint-Denis', 'Gymnase Henri-Wallon, 40 rue Danton', null, '01 99 00 20 44', null],
    ['Wado Karaté Versailles', 'Versailles', '78000', '78', 'Yvelines', 'Gymnase Richard-Mique, 3 rue Richard-Mique', 'contact@wado-versailles.fr', '01 99 00 20 52', 'https://www.wado-versailles.fr'],
    ['Karaté Wado Évry', 'Évry-Courcouronnes', '91000', '91', 'Essonne', 'Dojo des Champs-Élysées, 2 allée Jean-Rostand', 'karate.evry@wado-france.fr', '01 99 00 20 67', null],
    ['Wado Cergy Karaté', 'Cergy', '95000', '95', 'Val-d’Oise', 'Gymnase des Touleuses, 1 rue des Chênes', 'wado.cergy@wado-france.fr', null, null],
    ['Karaté Club Meldois', 'Meaux', '77100', '77', 'Seine-et-Marne', 'Complexe Tauziède, 12 avenue de la Victoire', 'karate.meldois@wado-france.fr', '06 39 98 30 15', null],
  ]],
  ["Provence-Alpes-Côte d'Azur", [
    ['Wado Karaté Marseille', 'Marseille', '13005', '13', 'Bouches-du-Rhône', 'Gymnase Vallier, 3 boulevard Françoise-Duparc', 'contact@wado-marseille.fr', '04 65 71 12 03', 'https://www.wado-marseille.fr'],
    ['Karaté Wado Aix-en-Provence', 'Aix-en-Provence', '13100', '13', 'Bouches-du-Rhône', 'Gymnase du Val-de-l’Arc, 22 chemin des Infirmeries', 'karate.aix@wado-france.fr', '04 65 71 12 18', null],
    ['Wado Club Nice Riquier', 'Nice', '06000', '06', 'Alpes-Maritimes', 'Gymnase Pasteur, 13 rue Barberis', 'wado.nice@wado-france.fr', '04 65 71 12 24', 'https://www.wado-nice.fr'],
    ['Karaté Wado Toulon', 'Toulon', '83000', '83', 'Var', 'Palais des sports, avenue Colonel-Picot', null, '04 65 71 12 31', null],
    ['Dojo Wado d’Avignon', 'Avignon', '84000', '84', 'Vaucluse', 'Gymnase Philippe-de-Girard, 17 rue du Rempart-Saint-Lazare', 'dojo.avignon@wado-france.fr', '04 65 71 12 45', null],
    ['Wado Karaté Gap', 'Gap', '05000', '05', 'Hautes-Alpes', 'Gymnase de Fontreyne, 6 rue de Bonne', 'wado.gap@wado-france.fr', null, null],
  ]],
  ['Occitanie', [
    ['Wado Karaté Toulouse', 'Toulouse', '31000', '31', 'Haute-Garonne', 'Gymnase Compans-Caffarelli, 6 boulevard Lascrosses', 'contact@wado-toulouse.fr', '05 36 49 40 12', 'https://www.wado-toulouse.fr'],
    ['Karaté Wado Montpellier', 'Montpellier', '34000', '34', 'Hérault', 'Gymnase Bessière, 2 rue de l’Aiguillerie', 'karate.montpellier@wado-france.fr', '04 65 71 13 08', null],
    ['Wado Club Nîmois', 'Nîmes', '30000', '30', 'Gard', 'Gymnase Jean-Bouin, 11 avenue Jean-Jaurès', 'wado.nimes@wado-france.fr', '04 65 71 13 19', null],
    ['Karaté Wado Perpignan', 'Perpignan', '66000', '66', 'Pyrénées-Orientales', 'Salle Arago, 4 rue du Castillet', null, '04 65 71 13 27', null],
    ['Wado Karaté Albi', 'Albi', '81000', '81', 'Tarn', 'Gymnase Mazicou, 8 rue Pierre-Benoît', 'wado.albi@wado-france.fr', '05 36 49 40 25', null],
    ['Karaté Wado Tarbes', 'Tarbes', '65000', '65', 'Hautes-Pyrénées', 'Dojo municipal, 20 rue Massey', 'karate.tarbes@wado-france.fr', null, 'https://www.karate-tarbes.fr'],
  ]],
  ['Nouvelle-Aquitaine', [
    ['Wado Karaté Bordeaux', 'Bordeaux', '33000', '33', 'Gironde', 'Gymnase Saint-Bruno, 10 rue Fondaudège', 'contact@wado-bordeaux.fr', '05 36 49 41 04', 'https://www.wado-bordeaux.fr'],
    ['Karaté Wado Mérignac', 'Mérignac', '33700', '33', 'Gironde', 'Salle Robert-Brettes, 30 avenue de l’Alouette', 'karate.merignac@wado-france.fr', '05 36 49 41 17', null],
    ['Wado Club Limoges', 'Limoges', '87000', '87', 'Haute-Vienne', 'Gymnase Jean-Le-Bail, 2 rue Bernard-Palissy', 'wado.limoges@wado-france.fr', null, null],
    ['Karaté Wado Poitiers', 'Poitiers', '86000', '86', 'Vienne', 'Gymnase Saint-Éloi, 14 rue de la Mérigotte', null, '05 36 49 41 28', null],
    ['Wado Karaté Pau', 'Pau', '64000', '64', 'Pyrénées-Atlantiques', 'Dojo du Hédas, 5 rue du Hédas', 'wado.pau@wado-france.fr', '05 36 49 41 33', 'https://www.wado-pau.fr'],
    ['Karaté Wado La Rochelle', 'La Rochelle', '17000', '17', 'Charente-Maritime', 'Gymnase Gaston-Neveur, 9 rue Gaston-Neveur', 'karate.larochelle@wado-france.fr', '05 36 49 41 46', null],
  ]],
  ['Bretagne', [
    ['Wado Karaté Rennes', 'Rennes', '35000', '35', 'Ille-et-Vilaine', 'Salle Colombier, 12 boulevard de la Tour-d’Auvergne', 'contact@wado-rennes.fr', '02 61 91 50 14', 'https://www.wado-rennes.fr'],
    ['Karaté Wado Brest', 'Brest', '29200', '29', 'Finistère', 'Gymnase de Kérichen, 25 rue Charles-Nungesser', 'karate.brest@wado-france.fr', '02 61 91 50 27', null],
    ['Wado Club Vannes', 'Vannes', '56000', '56', 'Morbihan', 'Gymnase de Kercado, 3 rue Émile-Burgault', 'wado.vannes@wado-france.fr', null, null],
    ['Karaté Wado Saint-Brieuc', 'Saint-Brieuc', '22000', '22', 'Côtes-d’Armor', 'Salle Steredenn, 7 rue de Gouédic', null, '02 61 91 50 39', null],
  ]],
  ['Pays de la Loire', [
    ['Wado Karaté Nantes', 'Nantes', '44000', '44', 'Loire-Atlantique', 'Gymnase Mangin-Beaulieu, 16 rue Henri-Cochard', 'contact@wado-nantes.fr', '02 61 91 51 05', 'https://www.wado-nantes.fr'],
    ['Karaté Wado Angers', 'Angers', '49000', '49', 'Maine-et-Loire', 'Salle Jean-Bouin, 2 rue du Haras', 'karate.angers@wado-france.fr', '02 61 91 51 18', null],
    ['Wado Club Le Mans', 'Le Mans', '72000', '72', 'Sarthe', 'Gymnase des Sablons, 40 rue de l’Éventail', 'wado.lemans@wado-france.fr', null, null],
    ['Karaté Wado Vendée', 'La Roche-sur-Yon', '85000', '85', 'Vendée', 'Complexe Jean-de-Tinguy, 11 rue Sadi-Carnot', 'karate.vendee@wado-france.fr', '02 61 91 51 26', null],
  ]],
  ['Grand Est', [
    ['Wado Karaté Strasbourg', 'Strasbourg', '67000', '67', 'Bas-Rhin', 'Gymnase de l’Esplanade, 4 rue de Palerme', 'contact@wado-strasbourg.fr', '03 53 01 60 13', 'https://www.wado-strasbourg.fr'],
    ['Karaté Wado Metz', 'Metz', '57000', '57', 'Moselle', 'Gymnase Arsenal, 8 rue du Général-Ferrié', 'karate.metz@wado-france.fr', '03 53 01 60 28', null],
    ['Wado Club Nancy', 'Nancy', '54000', '54', 'Meurthe-et-Moselle', 'Gymnase Chopin, 19 rue de Saurupt', null, '03 53 01 60 34', null],
    ['Karaté Wado Reims', 'Reims', '51100', '51', 'Marne', 'Salle Géo-André, 1 rue de Vesle', 'karate.reims@wado-france.fr', '03 53 01 60 45', null],
  ]],
  ['Hauts-de-France', [
    ['Wado Karaté Lille', 'Lille', '59000', '59', 'Nord', 'Salle Marcel-Pont, 15 rue Courmont', 'contact@wado-lille.fr', '03 53 01 61 07', 'https://www.wado-lille.fr'],
    ['Karaté Wado Amiens', 'Amiens', '80000', '80', 'Somme', 'Gymnase Jean-Jaurès, 6 rue Saint-Fuscien', 'karate.amiens@wado-france.fr', '03 53 01 61 19', null],
    ['Wado Club Arras', 'Arras', '62000', '62', 'Pas-de-Calais', 'Dojo Grimaldi, 3 rue Émile-Legrelle', 'wado.arras@wado-france.fr', null, null],
    ['Karaté Wado Compiègne', 'Compiègne', '60200', '60', 'Oise', 'Gymnase Robida, 9 rue du Pont-Neuf', null, '03 53 01 61 23', null],
  ]],
  ['Normandie', [
    ['Wado Karaté Rouen', 'Rouen', '76000', '76', 'Seine-Maritime', 'Gymnase Saint-Exupéry, 21 rue Beauvoisine', 'contact@wado-rouen.fr', '02 61 91 52 09', 'https://www.wado-rouen.fr'],
    ['Karaté Wado Caen', 'Caen', '14000', '14', 'Calvados', 'Gymnase Lemière, 5 rue du Général-Moulin', 'karate.caen@wado-france.fr', '02 61 91 52 16', null],
    ['Wado Club Havrais', 'Le Havre', '76600', '76', 'Seine-Maritime', 'Salle Mandela, 38 rue Casimir-Périer', 'wado.havrais@wado-france.fr', '02 61 91 52 22', null],
  ]],
  ['Corse', [
    ['Wado Karaté Ajaccio', 'Ajaccio', '20000', '2A', 'Corse-du-Sud', 'Gymnase Pietrina, 2 cours Lucien-Bonaparte', 'wado.ajaccio@wado-france.fr', '04 65 71 14 05', null],
    ['Karaté Wado Bastia', 'Bastia', '20200', '2B', 'Haute-Corse', 'Dojo de Lupino, 10 rue César-Campinchi', null, '04 65 71 14 17', null],
  ]],
];

export const CLUBS: SeedClub[] = BY_REGION.flatMap(([region, rows], regionIndex) =>
  rows.map(([name, city, postalCode, department, departmentName, address, email, phone, website], index) => ({
    name,
    city,
    postalCode,
    department,
    departmentName,
    region,
    address,
    trainingTimes: TIMETABLES[(regionIndex * 3 + index) % TIMETABLES.length]!,
    email,
    phone,
    website,
  })),
);
