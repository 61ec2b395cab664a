/** The audit log's codes in French. Codes not listed here are shown as they are. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Création',
  update: 'Modification',
  publish: 'Publication',
  unpublish: 'Retrait de la publication',
  delete: 'Suppression',
  restore: 'Restauration d’une version',
  invite: 'Invitation',
  invitation: 'Nouvelle invitation',
  'accept-invitation': 'Invitation acceptée',
  password: 'Changement de mot de passe',
  roles: 'Changement de rôles',
  disable: 'Désactivation',
  token: 'Émission d’un jeton d’API',
  'revoke-token': 'Révocation d’un jeton d’API',
  status: 'Changement d’état',
};

export const KIND_LABELS: Record<string, string> = {
  person: 'Personne',
  page: 'Page de texte',
  news: 'Actualité',
  event: 'Événement',
  events: 'Événement',
  album: 'Album photo',
  albums: 'Album photo',
  photo: 'Photo',
  press: 'Article de presse',
  interview: 'Interview',
  interviews: 'Interview',
  upload: 'Image envoyée',
  order: 'Commande',
};

/** The kinds offered by the filter (one code per kind). */
export const KIND_FILTERS = ['person', 'page', 'news', 'events', 'albums', 'press', 'interviews', 'upload', 'order'];

export const actionLabel = (code: string) => ACTION_LABELS[code] ?? code;
export const kindLabel = (code: string) => KIND_LABELS[code] ?? code;
