/** The news seeded on first start: each with an illustration of ours (`api/media/news/`). */
import type { NewsArticle } from '@wado/shared/contract';
import type { SceneKind } from '../images/svg';

/**
 * An article of the API, illustrated by a scene of ours; `event` is the slug of the dated event it
 * is about (`events.ts`), whose results and photos its page then links to.
 */
export type SeedNews = Omit<NewsArticle, 'image' | 'event'> & {
  event?: string;
  scene: SceneKind;
  alt: NewsArticle['image']['alt'];
};

export const NEWS: SeedNews[] = [
  {
    slug: 'open-de-paris-neuf-medailles-2026',
    title: 'Open de Paris : neuf médailles pour la sélection nationale',
    publishedAt: '2026-11-18',
    event: 'open-international-paris-2026',
    summary:
      'Les titres de Léa Kerbrat en kata, de Noah Diallo chez les juniors et de Jean-Marc Poirier chez les vétérans : un début de saison prometteur.',
    body: "La sélection nationale a réussi son entrée dans la saison internationale à l'**Open de Paris**, les 14 et 15 novembre à la halle Georges-Carpentier, avec des podiums dans toutes les catégories d'âge, des cadets aux vétérans.\n\n## Les jeunes au rendez-vous\n\nLes nouvelles recrues, cadets et juniors, ont montré un très bon niveau. Noah Diallo (-68 kg juniors) a remporté ses quatre combats avant la limite, et Emma Rousseau décroche le bronze chez les cadettes.\n\n## La suite\n\nLa sélection se retrouve pour son prochain regroupement national, à Lyon. Tous les podiums sont dans la page [Résultats](/result/open-international-paris-2026).",
    author: 'Commission sportive',
    scene: 'podium',
    alt: "Illustration : trois karatékas en karategi blanc debout sur les marches d'un podium, devant des drapeaux bleu, blanc et rouge.",
  },
  {
    slug: 'selection-nationale-saison-2026-2027',
    title: 'Sélection nationale : la liste de la saison 2026-2027',
    publishedAt: '2026-11-04',
    summary: '16 compétiteurs retenus, dont cinq nouveaux venus chez les cadets et les juniors.',
    body: "La commission sportive a arrêté la liste des **16 compétiteurs** de la sélection nationale pour la saison 2026-2027, après la Coupe de France de Vichy et les stages de détection de l'été.\n\nCinq athlètes font leur entrée, dont trois cadets. Les sélectionnés participeront à six regroupements nationaux et à deux compétitions internationales avant le championnat d'Europe.\n\nRetrouvez leur portrait dans la page [Compétiteurs](/competitors).",
    author: 'Commission sportive',
    scene: 'group',
    alt: 'Illustration : photo de groupe de la sélection, une rangée debout et une rangée à genoux sous une banderole bleue.',
  },
  {
    slug: 'stage-enseignants-clermont-2026',
    title: 'Stage des enseignants : 64 ceintures noires à Clermont-Ferrand',
    publishedAt: '2026-10-21',
    event: 'stage-rentree-enseignants-2026',
    summary: 'Programme technique de la saison, harmonisation des grades et pédagogie pour les plus jeunes.',
    body: "Deux jours studieux pour **64 professeurs** venus de 38 clubs. Le samedi a été consacré au programme technique de la saison, le dimanche aux ateliers pédagogiques.\n\nL'atelier « karaté des 6-11 ans » a rencontré un grand succès : jeux d'opposition, travail de l'équilibre et premières notions de kata par le jeu.\n\n> « Nous repartons avec des outils concrets pour nos cours du mercredi. » — une enseignante du Puy-de-Dôme",
    author: 'Direction technique',
    scene: 'dojo',
    alt: 'Illustration : cinq karatékas alignés exécutent un coup de poing dans un dojo aux murs de bois.',
  },
  {
    slug: 'calendrier-passages-de-grades-2026-2027',
    title: 'Passages de grades : le calendrier de la saison est publié',
    publishedAt: '2026-10-01',
    summary: 'Deux sessions nationales pour les dan, et un programme actualisé pour le 3e dan.',
    body: "Les dates des deux sessions nationales de passage de grades sont fixées ; elles figurent dans l'[agenda des événements](/events).\n\n**Ce qui change cette saison :** à partir du 3e dan, les candidats présentent en cinq minutes un principe du Wado (par exemple *inasu* ou *tai sabaki*) et sa mise en œuvre dans un kata de leur choix.\n\nLes dossiers sont à envoyer par les clubs au plus tard un mois avant chaque session.",
    author: 'Commission des grades',
    scene: 'jury',
    alt: 'Illustration : un candidat en ceinture marron exécute un coup de pied devant un jury de quatre personnes assises derrière une table.',
  },
  {
    slug: 'rentree-trouver-un-club-2026',
    title: 'Rentrée : trouvez un club de Wado près de chez vous',
    publishedAt: '2026-09-08',
    summary: 'Une soixantaine de clubs affiliés accueillent enfants et adultes, débutants ou confirmés.',
    body: "C'est la rentrée dans les dojos ! Nos **clubs affiliés** accueillent les enfants dès 6 ans, les adolescents et les adultes de tout âge.\n\nLa plupart des clubs proposent **deux cours d'essai gratuits** en septembre. Consultez la [liste des clubs affiliés](/affiliated_clubs) pour trouver le plus proche de chez vous.\n\nPensez au certificat médical pour une première licence.",
    author: 'Secrétariat national',
    scene: 'city',
    alt: "Illustration : quatre karatékas s'entraînent sur une place, devant des immeubles.",
  },
  {
    slug: 'stage-ete-mimizan-2026',
    title: "Stage d'été de Mimizan : cinq jours entre dojo et océan",
    publishedAt: '2026-08-06',
    event: 'stage-ete-mimizan-2026',
    summary: '140 stagiaires, des séances sur la plage au coucher du soleil et 31 nouveaux grades.',
    body: "Pour sa quinzième édition à Mimizan, le stage national d'été a réuni **140 stagiaires** de 8 à 74 ans.\n\nLes séances du soir sur la plage ont marqué les esprits : le kihon kumite dans le sable oblige à des déplacements plus justes, et le coucher de soleil fait le reste.\n\nLe passage de grades du dernier jour a vu **31 candidats** recevoir une nouvelle ceinture. Rendez-vous l'été prochain ! Les photos sont dans la [galerie](/gallery).",
    author: 'Direction technique',
    scene: 'beach',
    alt: 'Illustration : six karatékas en karategi pratiquent sur une plage, la mer et le soleil en arrière-plan.',
  },
  {
    slug: 'championnat-europe-lisbonne-2026',
    title: "Championnat d'Europe : la France deuxième nation",
    publishedAt: '2026-05-19',
    event: 'championnat-europe-wado-2026',
    summary: 'Quatre titres européens à Lisbonne, dont celui de Maxime Leroux en -75 kg.',
    body: "L'équipe de France rentre de Lisbonne avec **huit médailles**, dont quatre titres. Elle se classe deuxième nation sur vingt-trois, derrière l'Italie.\n\n## Les titres\n\n- Léa Kerbrat, kata individuel seniors\n- Maxime Leroux, kumite -75 kg seniors\n- Sarah Lemoine, kata individuel juniors\n- Sylvie Aubert, kata individuel vétérans\n\nTous les podiums sont dans la page [Résultats](/result/championnat-europe-wado-2026).",
    author: 'Commission sportive',
    scene: 'hall',
    alt: 'Illustration : deux combattants, ceinture rouge et ceinture bleue, face à face sur un tatami rouge et bleu sous le regard de l’arbitre.',
  },
  {
    slug: 'hommage-hironori-otsuka-2026',
    title: 'Hironori Ōtsuka, fondateur du Wadō-ryū',
    publishedAt: '2026-04-10',
    summary:
      'Retour sur le parcours du maître qui a uni le jūjutsu et le karaté d’Okinawa dans la « voie de l’harmonie ».',
    body: "Né en 1892, **Hironori Ōtsuka** étudie d'abord le Shindō Yōshin-ryū jūjutsu, dont il devient maître. À partir de 1922, il s'entraîne au karaté avec Gichin Funakoshi, puis avec Kenwa Mabuni et Chōki Motobu.\n\nDe cette double formation naît un style fondé sur l'économie de mouvement et le déplacement du corps (*tai sabaki*) : le **Wadō-ryū**, la « voie de l'harmonie », enregistré auprès du Dai Nippon Butoku Kai à la fin des années 1930.\n\nEn 1972, il reçoit le titre de *meijin* et le 10e dan. Il fonde la Wado Ryu Renmei en 1981 et s'éteint en 1982. Pour aller plus loin, lisez la page [Le Wado](/wado).",
    author: 'Commission culturelle',
    scene: 'enso',
    alt: 'Illustration : un cercle zen (ensō) tracé au pinceau noir sur fond crème, avec un sceau rouge.',
  },
  {
    slug: 'championnat-de-france-clermont-2026',
    title: 'Championnat de France : les résultats',
    publishedAt: '2026-03-24',
    event: 'championnat-de-france-wado-2026',
    summary: '318 compétiteurs à Clermont-Ferrand et un troisième titre de suite pour Camille Fournier.',
    body: "Le championnat de France s'est déroulé les 21 et 22 mars à la Maison des sports de Clermont-Ferrand. **318 compétiteurs** de 52 clubs ont participé.\n\nCamille Fournier (+68 kg) remporte son troisième titre consécutif. En kata, Léa Kerbrat et Thomas Vidal confirment leur statut et sont retenus pour le championnat d'Europe.\n\nMerci au club de Clermont et à ses soixante bénévoles pour l'organisation.",
    author: 'Commission sportive',
    scene: 'hall',
    alt: "Illustration : combat de kumite sur un tatami, un combattant en ceinture rouge attaque, l'autre en ceinture bleue esquive.",
  },
  {
    slug: 'assemblee-generale-2026',
    title: 'Assemblée générale : les projets de l’année',
    publishedAt: '2026-02-09',
    summary: 'Rapport moral adopté à l’unanimité, nouveau plan de formation des enseignants et budget en équilibre.',
    body: "Réunie à Lyon, l'assemblée générale a rassemblé les représentants de **54 clubs**. Le rapport moral et le rapport financier ont été adoptés à l'unanimité.\n\nTrois projets ont été présentés :\n\n1. un plan de formation des enseignants sur trois ans ;\n2. une aide au déplacement des jeunes sélectionnés ;\n3. la refonte du site internet de l'association.\n\nLe compte rendu complet est envoyé aux clubs.",
    author: 'Secrétariat national',
    scene: 'meeting',
    alt: 'Illustration : une salle de réunion, des rangées de participants face à un écran affichant des graphiques.',
  },
  {
    slug: 'formation-juges-arbitres-2026',
    title: 'Juges et arbitres : 22 nouveaux diplômés',
    publishedAt: '2026-01-14',
    summary: 'La formation d’hiver a permis à 22 licenciés d’obtenir leur diplôme d’arbitre régional.',
    body: "Organisée à Bordeaux, la session d'hiver a réuni **28 candidats**. Vingt-deux d'entre eux ont obtenu le diplôme d'arbitre régional de kata et de kumite.\n\nL'arbitrage est indispensable à nos compétitions : les clubs qui souhaitent former des arbitres trouveront la prochaine session dans l'[agenda](/events).",
    author: "Commission d'arbitrage",
    scene: 'jury',
    alt: 'Illustration : un karatéka exécute une technique devant une table de quatre arbitres.',
  },
  {
    slug: 'telethon-clubs-wado-2025',
    title: 'Téléthon : les clubs de Wado ont réuni 18 400 €',
    publishedAt: '2025-12-10',
    summary: 'Katathons, démonstrations et cours ouverts : 46 clubs mobilisés partout en France.',
    body: 'Pour la cinquième année, les clubs de Wado se sont mobilisés pour le Téléthon : **46 clubs**, des katathons de plusieurs heures, des démonstrations sur les marchés de Noël et des cours ouverts au public.\n\nAu total, **18 400 €** ont été reversés. Bravo et merci à tous les pratiquants et à leurs familles !',
    author: 'Secrétariat national',
    scene: 'city',
    alt: 'Illustration : démonstration de karaté en plein air devant des immeubles de centre-ville.',
  },
  {
    slug: 'video-kihon-kumite-2025',
    title: 'Kihon kumite : une série de fiches pour les clubs',
    publishedAt: '2025-10-06',
    summary: 'Les dix premiers kihon kumite expliqués pas à pas, pour préparer les passages de grades.',
    body: "La direction technique publie une série de **fiches pédagogiques** consacrées aux dix premiers *kihon kumite*, les enchaînements codifiés à deux qui sont au cœur du Wado.\n\nChaque fiche décrit l'attaque, la réponse, les principes en jeu (*noru*, *nagasu*, *inasu*) et les erreurs fréquentes. Elles sont envoyées aux professeurs des clubs affiliés.",
    author: 'Direction technique',
    scene: 'dojo',
    alt: 'Illustration : des karatékas en ligne travaillent une technique dans un dojo traditionnel.',
  },
];
