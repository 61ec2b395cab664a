import type { Role } from './roles';

/**
 * What each role may do, in one table read by the server (each route's guard) and by the back
 * office (its menu, its screens, each remote's `./admin`): who may use each part of the site's
 * administration. `admin` may use them all (`holdsRole`).
 */
export const ACCESS = {
  /** Invite people, change their roles, issue API tokens. */
  people: ['admin'],
  /** The site's settings, its own text pages (legal notice, privacy, terms of use), the audit log. */
  site: ['admin'],
  /** The media team's records: news, events and their registrations, albums, press, interviews. */
  media: ['media'],
  /** Write, test and send the newsletter. */
  newsletter: ['admin', 'media'],
  /** The association's pages, committee, clubs, seasons, partners and documents to download. */
  association: ['association'],
  /**
   * The clubs' pages: the association keeps every club, a club's managers (role `club`, linked to
   * their clubs) their own only; the server's per-record rules decide which.
   */
  clubs: ['association', 'club'],
  /**
   * Name a club's managers, change their clubs or disable them, from « Personnes »: only people who
   * hold no other role than `club` (giving any other role is the `people` part's).
   */
  clubManagers: ['association'],
  /**
   * A club's licensees and their licences per season (minors among them): the association sees
   * every club's, a club's managers their own clubs' only; every read of the list is in the log.
   */
  licensees: ['association', 'club'],
  /** Record that a club's transfer for its season arrived (its licences are then issued). */
  seasonTransfers: ['association', 'treasurer'],
  /**
   * Organize a competition's entries: categories, deadline and fee, the entries by category,
   * moves, closing and the lists (the media team keeps the events, the national team the results).
   */
  competitions: ['media', 'selection'],
  /**
   * The events of kind « Compétition »: the national team creates and edits its competitions'
   * events too, and no other event (the server's per-record rule); the media team keeps them all.
   */
  competitionEvents: ['media', 'selection'],
  /**
   * Enter a club's licensees in a competition and pay their entries: a club's managers their own
   * clubs only (the server's per-record rule), the association any club.
   */
  competitionEntries: ['association', 'club'],
  /** The lexicon and the pages of Le Wado. */
  wado: ['wado'],
  /** The national team's coaches, competitors and results, and its pages. */
  selection: ['selection'],
  /** The shop's catalogue (articles, sizes, stock, categories) and its sale conditions. */
  shop: ['shop'],
  /** Orders, donations and every payment received. */
  treasury: ['treasurer'],
  /** Images sent to the site (for a record, a portrait, a logo). */
  uploads: ['admin', 'association', 'wado', 'selection', 'media', 'shop', 'club'],
  /** What the teams that delete records find in the bin. */
  bin: ['media', 'association', 'wado', 'selection'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof ACCESS;
