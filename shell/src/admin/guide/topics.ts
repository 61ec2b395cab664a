import { ACCESS, BIN_RETENTION_DAYS, holdsRole, ROLE_LABELS, type Role } from '@wado/shared/contract';

/*
 * The volunteers' guide (`/admin/guide`) as data: the page renders it, and the browser test
 * (e2e/tests/guide.spec.ts) walks every step on the built site with the control names written
 * here, so that a renamed button or field fails the test instead of leaving the guide wrong.
 * Only `@wado/shared/contract` is imported: Playwright loads this file in Node, where the shell's
 * other modules (React, CSS Modules, images) cannot be loaded.
 */

/**
 * How a control is found, by its accessible name: `menu` a link of the back office's menu, `link`
 * and `button` by role, `field` by its label (a label may add « (obligatoire) »). « … » in a name
 * stands for what changes from one screen to the next (a number, a title).
 */
export interface GuideControl {
  kind: 'menu' | 'link' | 'button' | 'field';
  name: string;
}

export interface GuideScreenshot {
  /** What the screenshot shows, for those who do not see it (its alternative text). */
  alt: string;
}

export interface GuideStep {
  /** The step in plain French; `{control}` is where the control's name is shown, in « ». */
  text: string;
  control?: GuideControl;
  /** The test's handle on the step (English, unique within the topic); set when there is a control or a screenshot. */
  key?: string;
  screenshot?: GuideScreenshot;
}

export interface GuideTopic {
  /** The anchor of the topic on the page, and the start of its screenshots' file names. */
  id: string;
  title: string;
  /** Who the topic is for; empty: everyone. */
  roles: readonly Role[];
  /** One sentence before the steps. */
  intro: string;
  steps: readonly GuideStep[];
  /** Said after the steps. */
  note?: string;
}

const menu = (name: string): GuideControl => ({ kind: 'menu', name });
const link = (name: string): GuideControl => ({ kind: 'link', name });
const button = (name: string): GuideControl => ({ kind: 'button', name });
const field = (name: string): GuideControl => ({ kind: 'field', name });

/** The roles that edit a section's text pages (each section's « Pages de texte »). */
const TEXT_PAGE_ROLES: readonly Role[] = ['association', 'wado', 'selection', 'media', 'shop'];

export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    id: 'publier-une-actualite',
    title: 'Publier une actualité',
    roles: ['media'],
    intro: 'Une actualité se prépare en brouillon : personne ne la voit avant que vous la publiiez.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Médias') },
      { key: 'new', text: 'Cliquez sur {control}.', control: link('Nouvelle actualité') },
      { key: 'title', text: 'Écrivez le {control} de l’actualité.', control: field('Titre') },
      {
        key: 'summary',
        text: 'Écrivez le {control} : une ou deux phrases, montrées dans les listes.',
        control: field('Résumé'),
      },
      { key: 'body', text: 'Écrivez le {control} ; l’aperçu se met à jour à côté.', control: field('Texte') },
      { key: 'author', text: 'Indiquez l’{control} (votre nom ou celui de la commission).', control: field('Auteur') },
      {
        key: 'image',
        text: 'Cliquez sur {control} et choisissez la photo : elle est envoyée tout de suite.',
        control: field('Choisir une image'),
      },
      {
        key: 'alt',
        text: 'Remplissez le {control} : décrivez ce que montre la photo, pour les personnes qui ne la voient pas.',
        control: field('Texte alternatif'),
        screenshot: {
          alt: 'Le formulaire « Nouvelle actualité » rempli : titre, résumé, texte avec son aperçu, auteur, et la photo choisie avec son texte alternatif.',
        },
      },
      { key: 'create', text: 'Cliquez sur {control}.', control: button('Créer le brouillon') },
      {
        key: 'preview',
        text: 'Cliquez sur {control} pour voir l’actualité comme sur le site, puis revenez par « ← Retour à la modification ».',
        control: link('Aperçu'),
        screenshot: {
          alt: 'L’aperçu de l’actualité, comme les visiteurs la verront : son titre, sa photo et son texte.',
        },
      },
      {
        key: 'publish',
        text: 'Dans le cadre « Publication », cliquez sur {control} : l’actualité est en ligne.',
        control: button('Publier maintenant'),
      },
    ],
    note: 'Pour la publier plus tard, choisissez une date et cliquez sur « Programmer la publication ».',
  },
  {
    id: 'ouvrir-les-inscriptions',
    title: 'Ouvrir les inscriptions à un événement',
    roles: ['media'],
    intro: 'Les visiteurs s’inscrivent sur la page de l’événement ; vous suivez les inscrits et la liste d’attente.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Médias') },
      {
        key: 'events',
        text: 'L’événement doit exister et être publié : s’il n’existe pas encore, créez-le dans {control} (« Nouvel événement »).',
        control: link('Événements'),
      },
      { key: 'registrations', text: 'Ouvrez {control}.', control: link('Inscriptions') },
      { text: 'Cliquez sur le titre de l’événement.' },
      {
        key: 'capacity',
        text: 'Indiquez le {control} ; au-delà, les visiteurs s’inscrivent sur la liste d’attente.',
        control: field('Nombre de places'),
      },
      {
        key: 'deadline',
        text: 'Choisissez la {control}. Une fois les inscriptions en ligne ouvertes, c’est la seule date limite de l’événement : celle de sa fiche ne compte plus.',
        control: field('Date limite d’inscription (heure de Paris)'),
      },
      { key: 'price', text: 'Indiquez le {control} (0 : gratuit).', control: field('Tarif non licencié') },
      {
        key: 'memberPrice',
        text: 'Indiquez le {control}, pour les personnes qui ont une licence en cours.',
        control: field('Tarif licencié'),
        screenshot: {
          alt: 'Le cadre « Ouvrir les inscriptions en ligne » rempli : nombre de places, date limite, tarif non licencié et tarif licencié, et les questions à poser.',
        },
      },
      {
        key: 'open',
        text: 'Cochez ce qu’il faut demander en plus (club, grade…), puis cliquez sur {control}.',
        control: button('Ouvrir les inscriptions'),
      },
    ],
    note: 'Plus bas sur la même page : les inscrits, la liste d’attente et « Télécharger la liste (CSV) ».',
  },
  {
    id: 'organiser-une-competition',
    title: 'Organiser une compétition',
    roles: ['selection', 'media'],
    intro:
      'La compétition est d’abord un événement du calendrier, de type « Compétition » ; vous y ouvrez ensuite les inscriptions des clubs, par catégorie.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Médias') },
      { key: 'events', text: 'Ouvrez {control}.', control: link('Événements') },
      { key: 'new', text: 'Cliquez sur {control}.', control: link('Nouvel événement') },
      {
        key: 'kind',
        text: 'Choisissez le {control} « Compétition » (pour la sélection nationale, c’est le seul proposé).',
        control: field('Type'),
      },
      { key: 'title', text: 'Écrivez le {control} de la compétition.', control: field('Titre') },
      { key: 'start', text: 'Indiquez le {control}…', control: field('Premier jour') },
      { key: 'end', text: '… et le {control} (le même pour une journée).', control: field('Dernier jour') },
      { key: 'place', text: 'Indiquez le {control}…', control: field('Lieu') },
      { key: 'city', text: '… et la {control}.', control: field('Ville') },
      { key: 'summary', text: 'Écrivez le {control} : une ou deux phrases.', control: field('Résumé') },
      { key: 'create', text: 'Cliquez sur {control}.', control: button('Créer le brouillon') },
      {
        key: 'publish',
        text: 'Dans le cadre « Publication », cliquez sur {control} : la compétition est au calendrier.',
        control: button('Publier maintenant'),
      },
      { key: 'entries', text: 'Ouvrez {control}.', control: link('Compétitions : inscriptions') },
      { key: 'competition', text: 'Choisissez la compétition dans la liste {control}.', control: field('Compétition') },
      {
        key: 'season',
        text: 'Choisissez la {control} : seuls les licenciés qui ont une licence de cette saison peuvent être inscrits.',
        control: field('Saison des licences'),
      },
      { key: 'deadline', text: 'Choisissez la {control}.', control: field('Date limite d’inscription') },
      { key: 'fee', text: 'Indiquez le {control}, payé par le club.', control: field('Prix par inscription') },
      {
        key: 'category',
        text: 'Décrivez chaque catégorie : son {control}, sa discipline, son sexe, les années de naissance, le poids ou le grade minimum (« Ajouter une catégorie » pour la suivante).',
        control: field('Libellé de la catégorie 1'),
        screenshot: {
          alt: 'Le cadre « Ouvrir les inscriptions » rempli : la saison des licences, la date limite, le prix par inscription et une catégorie de kata.',
        },
      },
      {
        key: 'open',
        text: 'Cliquez sur {control} : les clubs peuvent inscrire leurs licenciés.',
        control: button('Ouvrir les inscriptions'),
      },
    ],
    note: 'Les clubs inscrivent leurs licenciés dans « Inscrire mes licenciés » et règlent par carte ou par virement. Sur le même écran, vous voyez les inscrits par catégorie, vous pouvez déplacer un inscrit, clore les inscriptions, et télécharger la liste (CSV) et la liste de chaque catégorie (PDF).',
  },
  {
    id: 'construire-un-album',
    title: 'Construire un album',
    roles: ['media'],
    intro: 'Vous ajoutez plusieurs photos d’un coup ; chacune a son texte alternatif.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Médias') },
      { key: 'albums', text: 'Ouvrez {control}.', control: link('Albums photo') },
      { key: 'new', text: 'Cliquez sur {control}.', control: link('Nouvel album') },
      { key: 'title', text: 'Écrivez le {control} de l’album.', control: field('Titre') },
      { key: 'date', text: 'Indiquez la {control} des photos.', control: field('Date') },
      { key: 'place', text: 'Indiquez le {control}.', control: field('Lieu') },
      { key: 'create', text: 'Cliquez sur {control}.', control: button('Créer le brouillon') },
      {
        key: 'photos',
        text: 'Dans « Ajouter des photos », cliquez sur {control} et sélectionnez toutes les photos à la fois.',
        control: field('Choisir des photos'),
      },
      {
        key: 'alt',
        text: 'Sous chaque photo, remplissez son {control} : ce que montre la photo.',
        control: field('Texte alternatif de « … »'),
        screenshot: {
          alt: 'Le cadre « Ajouter des photos » : trois photos envoyées, chacune avec son texte alternatif et sa légende.',
        },
      },
      { key: 'add', text: 'Cliquez sur {control}.', control: button('Ajouter … photos à l’album') },
      {
        key: 'publish',
        text: 'Dans le cadre « Publication », cliquez sur {control}.',
        control: button('Publier maintenant'),
      },
    ],
  },
  {
    id: 'envoyer-la-newsletter',
    title: 'Envoyer la newsletter',
    roles: ['admin', 'media'],
    intro: 'La lettre part aux seuls abonnés qui ont confirmé leur adresse ; chacune a son lien de désinscription.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Newsletter') },
      { key: 'new', text: 'Cliquez sur {control}.', control: button('Nouvelle lettre') },
      { key: 'subject', text: 'Écrivez l’{control}.', control: field('Objet de l’e-mail') },
      {
        key: 'body',
        text: 'Écrivez le {control}. Une image s’écrit ![ce que montre l’image](adresse de l’image) : sans texte entre les crochets, la lettre ne peut pas partir.',
        control: field('Texte de la lettre'),
        screenshot: {
          alt: 'Une nouvelle lettre : son objet, son texte avec une image décrite entre crochets, et l’aperçu de la lettre.',
        },
      },
      { key: 'save', text: 'Cliquez sur {control}.', control: button('Enregistrer le brouillon') },
      {
        key: 'test',
        text: 'Cliquez sur {control} : la lettre part à votre propre adresse, l’objet commence par « [Test] ». Relisez-la dans votre messagerie.',
        control: button('Envoyer un test'),
      },
      {
        key: 'send',
        text: 'Dans « Envoyer aux abonnés », cliquez sur {control}, puis confirmez par « Oui, envoyer ».',
        control: button('Envoyer à …'),
      },
    ],
    note: 'Le rapport d’envoi se met à jour pendant l’envoi et reste avec la lettre.',
  },
  {
    id: 'mettre-un-article-en-vente',
    title: 'Mettre un article en vente',
    roles: ['shop'],
    intro: 'Un article a besoin d’au moins une taille et d’une photo pour être mis en vente.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Boutique') },
      { key: 'new', text: 'Cliquez sur {control}.', control: link('Nouvel article') },
      {
        key: 'name',
        text: 'Remplissez le {control}, le résumé, la description et la catégorie.',
        control: field('Nom'),
      },
      { key: 'price', text: 'Indiquez le {control}…', control: field('Prix public (€)') },
      { key: 'memberPrice', text: '… et le {control}.', control: field('Prix licencié (€)') },
      { key: 'create', text: 'Cliquez sur {control}.', control: button('Créer le brouillon') },
      { key: 'size', text: 'Écrivez une {control} (« M », « 75 cl »…).', control: field('Nouvelle taille') },
      { key: 'stock', text: 'Indiquez son {control}.', control: field('Stock initial') },
      {
        key: 'addSize',
        text: 'Cliquez sur {control} ; recommencez pour chaque taille.',
        control: button('Ajouter la taille'),
        screenshot: {
          alt: 'La fiche d’un article en brouillon : le tableau de ses tailles avec leur stock, et le formulaire pour en ajouter une.',
        },
      },
      { key: 'photo', text: 'Cliquez sur {control} et choisissez la photo.', control: field('Choisir une image') },
      { key: 'alt', text: 'Remplissez son {control}.', control: field('Texte alternatif') },
      { key: 'addPhoto', text: 'Cliquez sur {control}.', control: button('Ajouter la photo à l’article') },
      {
        key: 'publish',
        text: 'Cliquez sur {control} : l’article est dans la boutique.',
        control: button('Mettre en vente'),
      },
    ],
  },
  {
    id: 'enregistrer-un-paiement',
    title: 'Enregistrer un paiement',
    roles: ['treasurer'],
    intro: 'Une commande payée par virement ou par chèque attend que vous la marquiez payée.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Boutique') },
      { key: 'orders', text: 'Ouvrez {control}.', control: link('Commandes') },
      {
        key: 'search',
        text: 'Cherchez la commande dans {control} (la référence du virement, le nom du payeur…).',
        control: field('Référence, nom ou e-mail'),
      },
      {
        key: 'filter',
        text: 'Cliquez sur {control}, puis sur la référence de la commande.',
        control: button('Filtrer'),
      },
      {
        key: 'note',
        text: 'Vous pouvez écrire une {control} (« Chèque n° 1234 reçu le 3 mars »).',
        control: field('Note pour l’historique (facultative)'),
      },
      {
        key: 'paid',
        text: 'Cliquez sur {control}, vérifiez le montant et confirmez par le même bouton.',
        control: button('Marquer comme payée'),
        screenshot: {
          alt: 'La question « Marquer la commande comme payée ? » ouverte sur la page d’une commande en attente de paiement.',
        },
      },
      {
        key: 'money',
        text: 'Ouvrez {control} : chaque paiement y est, commandes, inscriptions, dons et saisons des clubs, avec le total de chaque sorte.',
        control: menu('Paiements reçus'),
      },
      {
        key: 'show',
        text: 'Choisissez les dates et cliquez sur {control}.',
        control: button('Afficher'),
        screenshot: {
          alt: 'La page « Paiements reçus » : les dates choisies, les totaux par sorte de paiement et la liste des paiements.',
        },
      },
      {
        key: 'export',
        text: 'Cliquez sur {control} pour la comptabilité (un fichier qu’Excel ouvre).',
        control: link('Télécharger ces paiements (CSV)'),
      },
    ],
  },
  {
    id: 'corbeille',
    title: 'Corbeille',
    roles: ['media', 'association', 'wado', 'selection'],
    intro: `Ce que vous supprimez reste ${BIN_RETENTION_DAYS} jours dans la corbeille, avec ses photos et ses liens.`,
    steps: [
      {
        key: 'delete',
        text: 'Sur la fiche, cliquez sur {control}, puis confirmez par « Mettre à la corbeille ».',
        control: button('Supprimer'),
      },
      { key: 'bin', text: 'Pour la retrouver, ouvrez {control} dans le menu.', control: menu('Corbeille') },
      {
        key: 'restore',
        text: 'Cliquez sur {control} : la fiche revient telle qu’elle était.',
        control: button('Restaurer « … »'),
        screenshot: {
          alt: 'La corbeille : une actualité supprimée, la date et l’auteur de la suppression, et ses boutons « Restaurer » et « Supprimer pour de bon ».',
        },
      },
    ],
    note: `Après ${BIN_RETENTION_DAYS} jours, ou par « Supprimer pour de bon », la fiche disparaît définitivement.`,
  },
  {
    id: 'coordonnees-des-reglages',
    title: 'Coordonnées des réglages',
    roles: ['admin', ...TEXT_PAGE_ROLES],
    intro:
      'L’IBAN, l’adresse e-mail de contact, le téléphone… s’écrivent une seule fois, dans « Réglages du site » : chaque page qui les cite suit un changement.',
    steps: [
      {
        key: 'settings',
        text: 'Une personne qui administre le site ouvre {control} et y change la coordonnée, puis « Enregistrer les réglages ».',
        control: menu('Réglages du site'),
      },
      {
        text: 'Dans une page de texte (« Pages de texte » de votre rubrique), cliquez sur « Modifier » à côté de la page.',
      },
      {
        key: 'fact',
        text: 'Placez le curseur dans le texte, puis choisissez la coordonnée dans {control}.',
        control: field('Insérer une coordonnée des réglages'),
      },
      {
        key: 'insert',
        text: 'Cliquez sur {control} : le texte reçoit la coordonnée, que l’aperçu montre avec sa valeur d’aujourd’hui.',
        control: button('Insérer'),
        screenshot: {
          alt: 'L’éditeur d’une page de texte : la liste « Insérer une coordonnée des réglages », le bouton « Insérer » et l’aperçu de la page.',
        },
      },
      { key: 'save', text: 'Cliquez sur {control}.', control: button('Enregistrer et publier') },
    ],
    note: 'N’écrivez pas l’IBAN à la main dans une page : il ne suivrait pas un changement.',
  },
  {
    id: 'modifier-la-fiche-de-votre-club',
    title: 'Modifier la fiche de votre club',
    roles: ['club'],
    intro:
      'Vous tenez à jour la fiche des clubs qui vous sont confiés, telle que les visiteurs la voient sur « Trouver un club » : adresse du dojo, horaires des cours, disciplines, contacts.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Association') },
      {
        key: 'clubs',
        text: 'Ouvrez {control} : seuls les clubs qui vous sont confiés y sont.',
        control: link('Clubs'),
      },
      { text: 'Cliquez sur le nom du club.' },
      { text: 'Modifiez ce qui a changé : l’adresse du dojo, les horaires des cours, les disciplines, les contacts.' },
      { key: 'save', text: 'Cliquez sur {control}.', control: button('Enregistrer') },
      {
        key: 'site',
        text: 'Cliquez sur {control} : la page publique du club (/club/ suivi de son numéro) montre la modification dès son prochain chargement.',
        control: link('Voir sur le site'),
      },
    ],
    note: 'Pour vous confier un autre club, ou vous en retirer un, écrivez à l’association : elle seule choisit les clubs de chaque responsable.',
  },
  {
    id: 'licences-de-la-saison',
    title: 'Demander et payer les licences de la saison',
    roles: ['club'],
    intro:
      'Chaque saison, votre club demande la licence de chacun de ses licenciés et la paie, avec son affiliation, en une fois. Les numéros de licence sont délivrés dès que le paiement est confirmé.',
    steps: [
      { key: 'section', text: 'Dans le menu, ouvrez {control}.', control: menu('Association') },
      {
        key: 'licensees',
        text: 'Ouvrez {control} : la liste de votre club, avec la licence de chacun pour la saison en cours et pour la précédente.',
        control: link('Licenciés'),
      },
      {
        key: 'add',
        text: 'Pour un nouveau licencié, cliquez sur {control} (ou importez votre tableau avec « Importer une liste (CSV) »).',
        control: link('Ajouter un licencié'),
      },
      {
        key: 'renew',
        text: 'Cliquez sur {control} : les licenciés de la saison passée sont cochés d’un coup. Cochez aussi les nouveaux.',
        control: button('Cocher les licenciés de la saison …'),
      },
      { key: 'ask', text: 'Cliquez sur {control}.', control: button('Demander les licences cochées (…)') },
      {
        key: 'pay',
        text: 'Sous « Paiement de la saison », cliquez sur {control} : la page de paiement de HelloAsso s’ouvre, puis vous ramène à la liste, les numéros de licence délivrés.',
        control: button('Payer … par carte'),
      },
    ],
    note: 'Par virement, notez la référence que le site vous donne et indiquez-la dans le libellé : les licences sont délivrées dès que l’association l’a reçu.',
  },
  {
    id: 'virements-des-clubs',
    title: 'Enregistrer le virement d’un club',
    roles: ACCESS.treasury,
    intro:
      'Un club qui paie sa saison par virement indique une référence (SAI-…). Quand le virement arrive sur le compte, enregistrez-le : les licences qu’il paie sont délivrées, avec leur numéro.',
    steps: [
      { key: 'money', text: 'Dans le menu, ouvrez {control}.', control: menu('Paiements reçus') },
      {
        key: 'received',
        text: 'Sous « Virements des clubs à recevoir », trouvez le virement par la référence de votre relevé et cliquez sur {control}.',
        control: button('Virement reçu'),
      },
      {
        key: 'confirm',
        text: 'Vérifiez le montant et le club, puis confirmez par {control} : le virement rejoint la liste des paiements reçus.',
        control: button('Oui, l’enregistrer'),
      },
    ],
    note: 'L’association peut aussi l’enregistrer, depuis la liste des licenciés du club. Un virement déjà enregistré ne l’est pas deux fois.',
  },
  {
    id: 'nommer-un-responsable-de-club',
    title: 'Nommer un responsable de club',
    roles: ACCESS.clubManagers,
    intro:
      'Un responsable de club modifie la fiche de ses clubs, et d’aucun autre. L’association le nomme dans « Personnes », où elle ne voit que les responsables de club.',
    steps: [
      { key: 'people', text: 'Dans le menu, ouvrez {control}.', control: menu('Personnes') },
      { key: 'email', text: 'Écrivez l’{control}.', control: field('Adresse e-mail de la personne') },
      { key: 'role', text: 'Cochez la case {control}, si elle ne l’est pas déjà.', control: field(ROLE_LABELS.club) },
      {
        key: 'filter',
        text: 'Dans « Ses clubs », écrivez une partie du nom ou de la commune du club dans {control}…',
        control: field('Filtrer les clubs'),
      },
      { text: '… puis cochez le club, ou chacun de ses clubs.' },
      {
        key: 'send',
        text: 'Cliquez sur {control} : la personne reçoit par e-mail un lien valable 48 heures pour choisir son mot de passe.',
        control: button('Envoyer l’invitation'),
      },
      {
        key: 'edit',
        text: 'Pour changer ses clubs plus tard, cliquez sur {control}, cochez ou décochez ses clubs, puis « Enregistrer les rôles ».',
        control: button('Modifier les rôles de …'),
      },
    ],
    note: 'Pour donner un autre rôle (médias, boutique…), adressez-vous à une personne qui administre le site.',
  },
  {
    id: 'mot-de-passe-oublie',
    title: 'Mot de passe oublié',
    roles: [],
    intro: 'Vous recevez par e-mail un lien valable 1 heure, qui ne sert qu’une fois.',
    steps: [
      {
        key: 'forgot',
        text: 'Sur la page de connexion, cliquez sur {control}.',
        control: link('Mot de passe oublié ?'),
      },
      { key: 'email', text: 'Écrivez votre {control}.', control: field('Adresse e-mail') },
      {
        key: 'send',
        text: 'Cliquez sur {control}, puis ouvrez le lien de l’e-mail reçu.',
        control: button('Recevoir le lien'),
        screenshot: {
          alt: 'La page « Mot de passe oublié » : l’adresse e-mail écrite et le message qui annonce le lien.',
        },
      },
      {
        key: 'password',
        text: 'Choisissez le {control} (12 caractères au moins)…',
        control: field('Nouveau mot de passe'),
      },
      {
        key: 'confirm',
        text: '… écrivez-le une seconde fois dans {control}.',
        control: field('Confirmez le nouveau mot de passe'),
      },
      {
        key: 'save',
        text: 'Cliquez sur {control} : vous voilà connecté, et vos autres sessions sont fermées.',
        control: button('Enregistrer le mot de passe'),
      },
    ],
  },
];

/** The placeholder of a step's text where its control's name goes. */
export const CONTROL_PLACEHOLDER = '{control}';

/**
 * A step's text with its control's name in « » (no-break spaces inside); quotes within the name
 * become “ ”, as French nests them.
 */
export function stepText(step: GuideStep): string {
  if (!step.control) return step.text;
  const name = step.control.name.replace(/«\s?/g, '“').replace(/\s?»/g, '”');
  return step.text.replace(CONTROL_PLACEHOLDER, `«\u00a0${name}\u00a0»`);
}

/** The screenshot files of a topic, by step key: `<topic>-<n>` (numbered in the topic's order). */
export function screenshotNames(topic: GuideTopic): Map<string, string> {
  const names = new Map<string, string>();
  for (const step of topic.steps) {
    if (step.screenshot && step.key) names.set(step.key, `${topic.id}-${names.size + 1}`);
  }
  return names;
}

/** A screenshot's size: the test takes each at this viewport. */
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;

/** The topics for a person's roles first, then the others, each group in the guide's order. */
export function topicsFor(roles: readonly Role[]): { mine: GuideTopic[]; others: GuideTopic[] } {
  const mine = GUIDE_TOPICS.filter((topic) => topic.roles.length === 0 || holdsRole(roles, topic.roles));
  return { mine, others: GUIDE_TOPICS.filter((topic) => !mine.includes(topic)) };
}
