/**
 * The audit log in French: every action and kind of record the API writes (`recordAudit`), and the
 * sentence a volunteer reads for each line, « lea@exemple.fr a ajouté une photo à l’album « Stage
 * de Mimizan » ». The API's `recordAudit` only takes the codes listed here (its types), so a new
 * code cannot be written without its wording; `audit.test.ts` also reads the API's sources.
 */
import { agree, formatCount } from '../format/count';
import { ROLE_LABELS, isRole } from './roles';
import { ORDER_STATUS_LABELS } from './shop';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Data = { [key: string]: Json } | null;

/** What a sentence is told of one line of the log. */
export interface AuditFacts {
  /** The record with its article: « la page « Histoire » », « paul@exemple.fr », « l’image n° 12 ». */
  record: string;
  /** Whether the person acted on their own account (their password, their invitation…). */
  self: boolean;
  before: Data;
  after: Data;
}

type Predicate = (facts: AuditFacts) => string;

interface ActionWords {
  /** What the actor did, after their address: « a modifié la page « Histoire » ». */
  says: Predicate;
  /**
   * Whether the line's before/after describe a part of the record (a photo of an album, a size of
   * an article, a token of a person) rather than the record itself: its name is not in them.
   */
  part?: true;
}

// ---------------------------------------------------------------------------------------------
// Small French grammar: « de » and « à » before an article.

const VOWEL = /^[aeiouyàâäéèêëîïôöûü]/i;

/** « de la page », « du club », « des réglages », « de l’album », « d’alice@… ». */
export function ofRecord(phrase: string): string {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  return VOWEL.test(phrase) ? `d’${phrase}` : `de ${phrase}`;
}

/** « à la page », « au club », « aux réglages », « à l’album ». */
export function toRecord(phrase: string): string {
  if (phrase.startsWith('le ')) return `au ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

// No-break spaces inside « » and before « : », as French typography wants (frenchTypography).
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const text = (data: Data, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** « (rôles : Médias, Le Wado) » from a person's record: each role by its short name. */
function rolesOf(data: Data): string {
  const roles = data?.roles;
  if (!Array.isArray(roles)) return '';
  if (roles.length === 0) return ' (aucun rôle)';
  const names = roles.map((role) => (isRole(role) ? ROLE_LABELS[role].replace(/ \(.*\)$/, '') : String(role)));
  // A club manager's clubs, by number (the club's address in the back office).
  const clubIds = Array.isArray(data?.clubIds) ? data.clubIds.filter((id) => typeof id === 'number') : [];
  const clubs = clubIds.length > 0 ? ` ; ${clubIds.length > 1 ? 'clubs' : 'club'} n°\u00a0${clubIds.join(', ')}` : '';
  return ` (${agree(roles.length, 'rôle')}\u00a0: ${names.join(', ')}${clubs})`;
}

/** « le jeton d’API « Export » » from a token line (its label), or « un jeton d’API ». */
const tokenOf = (data: Data, article: string) => {
  const label = text(data, 'label');
  return label ? `${article} jeton d’API ${quoted(label)}` : `${article} jeton d’API`;
};

/** « la taille « M » » of an article's variant line. */
const sizeOf = (data: Data) => {
  const label = text(data, 'label');
  return label ? `la taille ${quoted(label)}` : 'une taille';
};

const signed = (value: Json | undefined) =>
  typeof value === 'number' ? ` (${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)})` : '';

const to = (data: Data) => {
  const address = text(data, 'to');
  return address ? ` à ${address}` : '';
};

// The same sentences for the photos of an album and of an article.
const photoAdded: ActionWords = { says: ({ record }) => `a ajouté une photo ${toRecord(record)}`, part: true };
const photoChanged: ActionWords = { says: ({ record }) => `a modifié une photo ${ofRecord(record)}`, part: true };
const photoRemoved: ActionWords = { says: ({ record }) => `a retiré une photo ${ofRecord(record)}`, part: true };

const created: ActionWords = { says: ({ record }) => `a créé ${record}` };
const updated: ActionWords = { says: ({ record }) => `a modifié ${record}` };
const deleted: ActionWords = { says: ({ record }) => `a supprimé ${record}` };

/** Every action the API writes, and what it says. */
export const AUDIT_ACTIONS = {
  create: created,
  update: updated,
  delete: deleted,
  publish: { says: ({ record }) => `a publié ${record}` },
  unpublish: { says: ({ record }) => `a retiré ${record} du site` },
  restore: { says: ({ record }) => `a rétabli une version antérieure ${ofRecord(record)}` },
  // People
  invite: {
    says: ({ record, before, after }) => `a ${before ? 'de nouveau invité' : 'invité'} ${record}${rolesOf(after)}`,
  },
  'accept-invitation': {
    says: ({ record, self }) => (self ? 'a accepté son invitation' : `a accepté l’invitation ${ofRecord(record)}`),
  },
  password: {
    says: ({ record, self }) => (self ? 'a changé son mot de passe' : `a changé le mot de passe ${ofRecord(record)}`),
  },
  'password-reset': {
    says: ({ record, self }) =>
      self
        ? `a choisi un nouveau mot de passe par le lien ${quoted('Mot de passe oublié')}`
        : `a réinitialisé le mot de passe ${ofRecord(record)}`,
  },
  roles: { says: ({ record, after }) => `a changé les rôles ${ofRecord(record)}${rolesOf(after)}` },
  disable: { says: ({ record }) => `a désactivé le compte ${ofRecord(record)}` },
  token: {
    says: ({ record, self, after }) => `a créé ${tokenOf(after, 'un')} ${self ? 'pour son compte' : `pour ${record}`}`,
    part: true,
  },
  'revoke-token': {
    says: ({ record, self, before }) =>
      self ? `a révoqué son ${tokenOf(before, '').trim()}` : `a révoqué ${tokenOf(before, 'le')} ${ofRecord(record)}`,
    part: true,
  },
  // Albums and the shop's articles
  'photo-add': photoAdded,
  'photo-update': photoChanged,
  'photo-delete': photoRemoved,
  'image-add': photoAdded,
  'image-update': photoChanged,
  'image-delete': photoRemoved,
  withdraw: { says: ({ record }) => `a retiré ${record} de la vente` },
  'variant-add': { says: ({ record, after }) => `a ajouté ${sizeOf(after)} ${toRecord(record)}`, part: true },
  'variant-update': { says: ({ record, before }) => `a modifié ${sizeOf(before)} ${ofRecord(record)}`, part: true },
  'variant-delete': { says: ({ record, before }) => `a supprimé ${sizeOf(before)} ${ofRecord(record)}`, part: true },
  'stock-adjust': {
    says: ({ record, after }) => `a ajusté le stock d’une taille ${ofRecord(record)}${signed(after?.delta)}`,
    part: true,
  },
  'category-create': created,
  'category-update': updated,
  'category-delete': deleted,
  // Orders, registrations, donations
  status: {
    says: ({ record, after }) => {
      const status = text(after, 'status');
      const label =
        status && status in ORDER_STATUS_LABELS
          ? ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]
          : status;
      return label ? `a passé ${record} à l’état ${quoted(label)}` : `a changé l’état ${ofRecord(record)}`;
    },
  },
  open: { says: ({ record }) => `a ouvert ${record}` },
  close: { says: ({ record }) => `a clos ${record}` },
  cancel: { says: ({ record }) => `a annulé ${record}` },
  'resend-receipt': {
    says: ({ record, after }) => `a renvoyé le reçu fiscal ${ofRecord(record)}${to(after)}`,
    part: true,
  },
  // The bin (its lines hold the record's title)
  'restore-from-bin': { says: ({ record }) => `a restauré ${record} depuis la corbeille` },
  'delete-for-good': { says: ({ record }) => `a supprimé définitivement ${record} (corbeille)` },
  // The newsletter
  send: {
    says: ({ record, after }) => {
      const recipients = after?.recipients;
      return `a envoyé ${record}${typeof recipients === 'number' ? ` à ${formatCount(recipients, 'abonné')}` : ''}`;
    },
    part: true,
  },
  // Personal data read or taken out (a club's licensees): who saw what, and when; and erased in time.
  anonymise: { says: ({ record }) => `a effacé les données personnelles ${ofRecord(record)}` },
  // « Mon espace »: a household asking for its data to be erased (what was erased and kept is in `after`).
  erase: { says: ({ record }) => `a demandé l’effacement des données ${ofRecord(record)}` },
  read: { says: ({ record }) => `a consulté ${record}` },
  export: { says: ({ record }) => `a exporté ${record}` },
  import: {
    says: ({ record, after }) => {
      const added = after?.added;
      const updated = after?.updated;
      return `a importé une liste dans ${record}${typeof added === 'number' && typeof updated === 'number' ? ` (${added} ajoutés, ${updated} mis à jour)` : ''}`;
    },
  },
  'season-payment': {
    says: ({ record, after }) => {
      const reference = text(after, 'reference');
      return `a lancé le paiement de la saison ${ofRecord(record)}${reference ? ` (${reference})` : ''}`;
    },
  },
  'season-paid': {
    says: ({ record, after }) => {
      const reference = text(after, 'reference');
      return `a enregistré le virement ${ofRecord(record)}${reference ? ` (${reference})` : ''}`;
    },
  },
  'licence-request': {
    says: ({ record, after }) => {
      const count = after?.requested;
      return `a demandé ${typeof count === 'number' ? formatCount(count, 'licence') : 'des licences'} pour ${record}`;
    },
  },
  // A test goes to the person who asked for it.
  test: { says: ({ record }) => `s’est envoyé un test ${ofRecord(record)}`, part: true },
} satisfies Record<string, ActionWords>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

interface KindWords {
  /** In the journal's filter: « Page de texte ». */
  label: string;
  /** One record with its article: « la page », « l’album », « le club »; null for a person (her address). */
  the: string | null;
  /** The only one of its kind (the site's settings): named without a name or number. */
  single?: true;
  /** The actions the API writes for this kind (`recordAudit` calls): each pair has its sentence. */
  actions: readonly AuditAction[];
  /** Where an action reads better in its own words for this kind. */
  says?: Partial<Record<AuditAction, Predicate>>;
}

/** What a record deleted to the bin may then see happen to it. */
const BIN = ['restore-from-bin', 'delete-for-good'] as const;
const EDITORIAL = ['create', 'update', 'restore', 'publish', 'unpublish', 'delete', ...BIN] as const;
const REFERENCE_DATA = ['create', 'update', 'delete', ...BIN] as const;

/** Every kind of record the API writes, in the order the journal's filter offers them. */
export const AUDIT_KINDS = {
  person: {
    label: 'Personne',
    the: null,
    actions: ['invite', 'accept-invitation', 'password', 'password-reset', 'roles', 'disable', 'token', 'revoke-token'],
  },
  page: { label: 'Page de texte', the: 'la page', actions: ['update', 'restore'] },
  news: { label: 'Actualité', the: 'l’actualité', actions: EDITORIAL },
  event: { label: 'Événement', the: 'l’événement', actions: EDITORIAL },
  album: {
    label: 'Album photo',
    the: 'l’album',
    actions: [...EDITORIAL, 'photo-add', 'photo-update', 'photo-delete'],
  },
  // A photo taken out of the bin, or deleted for good from it (its album logs its removal).
  photo: { label: 'Photo d’un album', the: 'la photo', actions: BIN },
  press: { label: 'Article de presse', the: 'l’article de presse', actions: EDITORIAL },
  interview: { label: 'Interview', the: 'l’interview', actions: EDITORIAL },
  upload: {
    label: 'Image envoyée',
    the: 'l’image',
    actions: ['create', 'delete'],
    says: { create: ({ record }) => `a envoyé ${record}` },
  },
  document: {
    label: 'Document à télécharger',
    the: 'le document',
    actions: ['create', 'update', 'publish', 'unpublish', 'delete'],
  },
  newsletter: { label: 'Newsletter', the: 'la lettre', actions: ['create', 'update', 'delete', 'test', 'send'] },
  'event-registrations': {
    label: 'Inscriptions à un événement',
    the: 'les inscriptions à l’événement',
    actions: ['open', 'update', 'close'],
  },
  registration: { label: 'Inscription à un événement', the: 'l’inscription', actions: ['cancel'] },
  order: { label: 'Commande', the: 'la commande', actions: ['status'] },
  donation: { label: 'Don', the: 'le don', actions: ['resend-receipt'] },
  'shop-items': {
    label: 'Article de la boutique',
    the: 'l’article',
    actions: [
      'create',
      'update',
      'publish',
      'withdraw',
      'delete',
      'variant-add',
      'variant-update',
      'variant-delete',
      'stock-adjust',
      'image-add',
      'image-update',
      'image-delete',
    ],
  },
  'shop-categories': {
    label: 'Catégorie de la boutique',
    the: 'la catégorie de la boutique',
    actions: ['category-create', 'category-update', 'category-delete'],
  },
  'lexicon-term': { label: 'Terme du lexique', the: 'le terme du lexique', actions: REFERENCE_DATA },
  club: { label: 'Club', the: 'le club', actions: REFERENCE_DATA },
  licensee: { label: 'Licencié', the: 'le licencié', actions: [...REFERENCE_DATA, 'read', 'anonymise'] },
  espace: { label: 'Mon espace', the: 'le foyer', actions: ['erase'] },
  'club-licensees': {
    label: 'Licenciés d’un club',
    the: 'les licenciés du club',
    actions: ['read', 'export', 'import', 'licence-request', 'season-payment', 'season-paid'],
  },
  'competition-entries': {
    label: 'Inscriptions à une compétition',
    the: 'les inscriptions à la compétition',
    actions: ['open', 'update', 'close'],
  },
  'competition-entry': {
    label: 'Inscription à une compétition',
    the: 'l’inscription',
    actions: ['create', 'update', 'cancel'],
    says: {
      create: ({ record }) => `a enregistré ${record}`,
      update: ({ record }) => `a changé la catégorie ${ofRecord(record)}`,
      cancel: ({ record }) => `a retiré ${record}`,
    },
  },
  'competition-payment': {
    label: 'Paiement d’inscriptions à une compétition',
    the: 'le paiement d’inscriptions',
    actions: ['create', 'update'],
    says: {
      create: ({ record }) => `a lancé ${record}`,
      update: ({ record }) => `a enregistré le virement ${ofRecord(record)}`,
    },
  },
  'committee-member': { label: 'Membre du comité', the: 'le membre du comité', actions: REFERENCE_DATA },
  'membership-season': { label: 'Saison d’adhésion', the: 'la saison d’adhésion', actions: REFERENCE_DATA },
  'licence-category': { label: 'Catégorie de licence', the: 'la catégorie de licence', actions: REFERENCE_DATA },
  partner: { label: 'Partenaire', the: 'le partenaire', actions: REFERENCE_DATA },
  coach: { label: 'Entraîneur', the: 'l’entraîneur', actions: REFERENCE_DATA },
  competitor: { label: 'Compétiteur', the: 'le compétiteur', actions: REFERENCE_DATA },
  competition: { label: 'Compétition', the: 'la compétition', actions: REFERENCE_DATA },
  site_settings: { label: 'Réglages du site', the: 'les réglages du site', single: true, actions: ['update'] },
} satisfies Record<string, KindWords>;

export type AuditKind = keyof typeof AUDIT_KINDS;

/** Every (action, kind) pair the API writes. */
export const AUDIT_PAIRS: readonly { action: AuditAction; kind: AuditKind }[] = Object.entries(AUDIT_KINDS).flatMap(
  ([kind, words]) => (words as KindWords).actions.map((action) => ({ action, kind: kind as AuditKind })),
);

const isKind = (code: string): code is AuditKind => Object.hasOwn(AUDIT_KINDS, code);
const isAction = (code: string): code is AuditAction => Object.hasOwn(AUDIT_ACTIONS, code);

/** The kind's name in the filter; an unknown code as it is. */
export const auditKindLabel = (code: string): string => (isKind(code) ? AUDIT_KINDS[code].label : code);

/** The fields that name a record, in the order they are looked for (a club's name before its e-mail). */
const NAME_FIELDS = ['title', 'name', 'term', 'label', 'subject', 'email'] as const;

/**
 * The record's name from a line's own data (after, else before: it stays right after a deletion),
 * or null when the data has none or describes a part of the record (a photo of an album).
 */
export function auditNameFromData(action: string, before: string | null, after: string | null): string | null {
  if (isAction(action) && (AUDIT_ACTIONS[action] as ActionWords).part) return null;
  for (const data of [parseData(after), parseData(before)]) {
    for (const field of NAME_FIELDS) {
      const name = text(data, field);
      if (name) return name;
    }
  }
  return null;
}

function parseData(json: string | null): Data {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Json;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The record as a sentence names it: « la page « Histoire » », « paul@exemple.fr », « l’élément n° 12 ». */
function recordPhrase(kind: string, recordId: string, name: string | null): string {
  if (!isKind(kind)) return name ? `l’élément ${quoted(name)}` : `l’élément n° ${recordId}`;
  const words: KindWords = AUDIT_KINDS[kind];
  if (words.single) return words.the!;
  if (words.the === null) return name ?? `la personne n° ${recordId}`;
  return name ? `${words.the} ${quoted(name)}` : `${words.the} n° ${recordId}`;
}

/** Who acted, as the sentence starts: the server's own jobs write `système`. */
const SYSTEM_ACTOR = 'système';

export interface AuditLine {
  actor: string;
  action: string;
  kind: string;
  recordId: string;
  before: string | null;
  after: string | null;
  /** The record's name if the API knows it (its data, else its row); found in the data otherwise. */
  name?: string | null;
}

/**
 * One line of the log as a French sentence: « lea@exemple.fr a modifié la page « Histoire » ».
 * Unknown codes (a line older or newer than this table) still read as a sentence with the code.
 */
export function auditSentence(line: AuditLine): string {
  const name = line.name ?? auditNameFromData(line.action, line.before, line.after);
  const actor = line.actor === SYSTEM_ACTOR ? 'Le site' : line.actor;
  const facts: AuditFacts = {
    record: recordPhrase(line.kind, line.recordId, name),
    // A person's own account: her address is the record's (the API looks it up when the data has none).
    self: line.kind === 'person' && name !== null && name.toLowerCase() === line.actor.toLowerCase(),
    before: parseData(line.before),
    after: parseData(line.after),
  };
  const own =
    isKind(line.kind) && isAction(line.action) ? (AUDIT_KINDS[line.kind] as KindWords).says?.[line.action] : undefined;
  const said = own
    ? own(facts)
    : isAction(line.action)
      ? (AUDIT_ACTIONS[line.action] as ActionWords).says(facts)
      : `a fait l’opération ${quoted(line.action)} sur ${facts.record}`;
  return `${actor} ${said}`;
}
