import {
  ACCESS,
  adminSectionsFor,
  BIN_RETENTION_DAYS,
  holdsRole,
  remoteApp,
  type Capability,
  type RemoteName,
  type Role,
} from '@wado/shared';

/** Who deletes records the bin keeps: the teams that edit news, events, albums and collections. */
export const BIN_ROLES: readonly Role[] = ACCESS.bin;
/** Who opens « Personnes »: the admin for everyone, the association for club managers only. */
export const PEOPLE_ROLES: readonly Role[] = [...ACCESS.people, ...ACCESS.clubManagers];
import { ADMIN_PATHS, adminSectionPath } from '../paths';

export interface AdminMenuEntry {
  to: string;
  label: string;
  /** What the entry is for, on the back office's home page. */
  description: string;
  /** A remote's section: prefetched when the person shows intent. */
  remote?: RemoteName;
}

/**
 * What each part of a remote's section holds (the parts of ACCESS its entry of apps.json names),
 * in the words of the people who use it: a person reads only the parts her roles let her use (a
 * shop editor is not told about orders, a treasurer not about the catalogue); `admin` reads them all.
 * A remote without its sentences falls back to its menu label (a test asks for every one).
 */
export const SECTION_WORK: Readonly<Record<RemoteName, Partial<Record<Capability, string>>>> = {
  'mf-association': {
    association: 'les pages de texte de la rubrique L’association (histoire, mot de la présidente, stages, dons…)',
    clubs: 'les fiches des clubs dont vous avez la charge dans l’annuaire (adresse, horaires des cours, contacts)',
    licensees: 'les licenciés des clubs, leurs licences de la saison et leur paiement',
    treasury: 'les dons reçus en ligne et leurs reçus fiscaux',
  },
  'mf-wado': { wado: 'les pages de texte de la rubrique Le Wado (le savoir, kihon et kata, rassemblements…)' },
  'mf-selection': { selection: 'les pages de texte de la sélection nationale (présentation, admission)' },
  'mf-media': {
    media:
      'les actualités, événements et leurs inscriptions, albums photo, articles de presse et interviews, et leurs images',
    competitionEvents: 'les événements de vos compétitions (dates, lieu, présentation, album et résultats liés)',
    competitions:
      'les inscriptions des clubs aux compétitions : catégories, date limite, inscrits par catégorie et listes',
    competitionEntries: 'l’inscription de vos licenciés aux compétitions et son paiement',
  },
  'mf-shop': {
    shop: 'le catalogue (articles, prix, stock et catégories) et les conditions générales de vente',
    treasury: 'les commandes, leurs paiements et leur export',
  },
};

/** What `remote`'s section holds for a person holding `roles`, as one sentence. */
export function sectionDescription(remote: RemoteName, roles: readonly Role[]): string {
  const app = remoteApp(remote);
  const parts = (app?.admin?.access ?? [])
    .filter((part) => holdsRole(roles, ACCESS[part]))
    .map((part) => SECTION_WORK[remote]?.[part] ?? app?.admin?.label ?? remote);
  const sentence = [...new Set(parts)].join(' ; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** What the signed-in person's roles let them open, in menu order. */
export function adminMenu(roles: readonly Role[]): AdminMenuEntry[] {
  const entries: AdminMenuEntry[] = [
    { to: ADMIN_PATHS.home, label: 'Accueil', description: 'Ce que vos rôles vous permettent de faire.' },
  ];
  for (const section of adminSectionsFor(roles)) {
    entries.push({
      to: adminSectionPath(section.remote),
      label: section.label,
      description: sectionDescription(section.remote, roles),
      remote: section.remote,
    });
  }
  if (holdsRole(roles, ACCESS.newsletter)) {
    entries.push({
      to: ADMIN_PATHS.newsletter,
      label: 'Newsletter',
      description: 'Écrire une lettre, s’envoyer un test, l’envoyer aux abonnés et suivre son rapport d’envoi.',
    });
  }
  if (holdsRole(roles, ACCESS.treasury)) {
    entries.push({
      to: ADMIN_PATHS.money,
      label: 'Paiements reçus',
      description:
        'Tout ce que l’association a reçu (commandes, inscriptions aux événements, dons) dans une seule liste et un seul export pour la comptabilité.',
    });
  }
  if (holdsRole(roles, BIN_ROLES)) {
    entries.push({
      to: ADMIN_PATHS.bin,
      label: 'Corbeille',
      description: `Ce que votre équipe a supprimé ces ${BIN_RETENTION_DAYS} derniers jours, à restaurer avec ses photos et ses liens, ou à supprimer pour de bon.`,
    });
  }
  if (holdsRole(roles, PEOPLE_ROLES)) {
    entries.push({
      to: ADMIN_PATHS.people,
      label: 'Personnes',
      description: holdsRole(roles, ACCESS.people)
        ? 'Inviter des bénévoles, changer leurs rôles, désactiver un compte, émettre des jetons d’API.'
        : 'Nommer les responsables de club et choisir leurs clubs.',
    });
  }
  if (holdsRole(roles, ACCESS.site)) {
    entries.push(
      {
        to: ADMIN_PATHS.sitePages,
        label: 'Pages du site',
        description: 'Les mentions légales, la politique de confidentialité et les conditions d’utilisation.',
      },
      {
        to: ADMIN_PATHS.settings,
        label: 'Réglages du site',
        description:
          'Le nom et les coordonnées de l’association, les mentions légales, les coordonnées bancaires, les frais de port et l’expéditeur de la newsletter.',
      },
      {
        to: ADMIN_PATHS.audit,
        label: 'Journal',
        description: 'Qui a modifié quoi et quand, avec l’état avant et après chaque modification.',
      },
    );
  }
  // Everyone: the guide puts the topics of the person's roles first.
  entries.push({
    to: ADMIN_PATHS.guide,
    label: 'Guide',
    description:
      'Pas à pas, avec des captures d’écran : publier une actualité, ouvrir des inscriptions, enregistrer un paiement…',
  });
  entries.push({
    to: ADMIN_PATHS.password,
    label: 'Mot de passe',
    description: 'Changer votre mot de passe (vos autres sessions seront fermées).',
  });
  return entries;
}

/** What each role lets a person do, for the home page. */
export const ROLE_ABILITIES: Record<Role, string> = {
  admin:
    'tout ce que permettent les autres rôles, et aussi inviter des personnes, changer leurs rôles, lire le journal des modifications, modifier les pages légales et les réglages du site',
  association:
    'modifier les pages de la rubrique L’association et l’annuaire des clubs, et nommer les responsables de club',
  wado: 'modifier les pages de la rubrique Le Wado',
  selection:
    'modifier les pages de la rubrique Sélection nationale, et organiser les inscriptions des clubs aux compétitions',
  media:
    'publier les actualités, événements, albums photo, articles de presse et interviews, et organiser les inscriptions des clubs aux compétitions',
  shop: 'modifier le catalogue de la boutique (articles, prix, stock, catégories) et ses conditions générales de vente',
  treasurer:
    'suivre tous les paiements reçus (commandes, inscriptions, dons), les commandes de la boutique et les dons en ligne',
  club: 'modifier la fiche des clubs qui vous sont confiés (adresse, horaires des cours, contacts) et leurs licenciés, dans la rubrique Association, et les inscrire aux compétitions, dans la rubrique Médias',
};
