/**
 * The site's own shapes: partners, text pages, the terms banner, the newsletter form and its
 * e-mail pages, the health check, the runtime configuration of the shell.
 */
import Type, { type Static } from 'typebox';
import { PAGE_KEY_PATTERN } from '../contract/content';
import { EMAIL_MAX_LENGTH } from '../contract/email';
import { MediaImage } from './common';

/** `GET /api/partners` */
export const Partner = Type.Object({
  name: Type.String(),
  /** URL of the logo, served by the API. */
  image: Type.String(),
  website: Type.String(),
  /** One sentence on what the partner does for the association (partners page). */
  description: Type.String(),
  /** The logo uploaded from the back office (its `url` is also `image`); absent for those delivered with the site. */
  logo: Type.Optional(MediaImage),
});
export type Partner = Static<typeof Partner>;
export const PartnerList = Type.Array(Partner);

/** `GET /api/content/{page}`, `GET /api/saleConditions`, `GET /api/terms` */
export const ContentPage = Type.Object({
  page: Type.String(),
  title: Type.String(),
  /** Markdown (no raw HTML is ever rendered). */
  body: Type.String(),
  /** ISO 8601 date-time of the last edit. */
  updatedAt: Type.String(),
});
export type ContentPage = Static<typeof ContentPage>;
/** Content keys are short snake_case words (`kihon_kata`). */
export const ContentPageParams = Type.Object({ page: Type.String({ pattern: PAGE_KEY_PATTERN }) });

/** `GET /cookies/isAlreadyAccepted`, `GET /cookies/acceptCookies` */
export const CookieAcceptance = Type.Object({ accepted: Type.Boolean() });
export type CookieAcceptance = Static<typeof CookieAcceptance>;

/**
 * `POST /api/newsletter` body (spec §7): the address only. The proof of consent (date, wording
 * version, page of the site) is recorded by the server; other fields are ignored (dropped, not
 * trusted: an old client's `source`, `formVersion`).
 */
export const NewsletterRequest = Type.Object(
  { email: Type.String({ maxLength: EMAIL_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type NewsletterRequest = Static<typeof NewsletterRequest>;

/**
 * The same answer for every valid address, new or known (202): it never tells who is subscribed.
 * The address receives a confirmation e-mail if it needs one and is subscribed once confirmed.
 */
export const NewsletterResponse = Type.Object({ subscribed: Type.Literal(true) });
export type NewsletterResponse = Static<typeof NewsletterResponse>;

/**
 * `?token=…` of the links of the newsletter e-mails (confirm, unsubscribe), and the body of the
 * form of their pages that posts it back.
 */
export const NewsletterToken = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type NewsletterToken = Static<typeof NewsletterToken>;

/** `POST /api/newsletter/unsubscribe` asked with `Accept: application/json` (else an HTML page). */
export const UnsubscribeAnswer = Type.Object({
  /** False when the token matched no address (already removed, or never given). */
  unsubscribed: Type.Boolean(),
});
export type UnsubscribeAnswer = Static<typeof UnsubscribeAnswer>;

/** `GET /api/health`: 200 when the database answers a read and a write (503 otherwise). */
export const HealthStatus = Type.Object({ status: Type.Enum(['ok']) });
export type HealthStatus = Static<typeof HealthStatus>;

/** A tile server of maps, and the attribution it requires. */
export const MapTiles = Type.Object({
  /** Template of a tile's address, with `{z}`, `{x}` and `{y}`: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  tileUrl: Type.String(),
  /** Plain text shown on the map: « © les contributeurs d’OpenStreetMap ». */
  attribution: Type.String(),
  /** Where the attribution links to (the data's copyright page), or '' for none. */
  attributionUrl: Type.String(),
});
export type MapTiles = Static<typeof MapTiles>;

/**
 * `GET /runtime-config.json` (and the `<script type="application/json">` of every page): served
 * beside the shell (never baked into a build): where each remote lives and where the API answers.
 * Changing it releases or rolls back a section without rebuilding anything.
 */
export const RuntimeConfig = Type.Object({
  /** Prefix of API calls: '' for the same origin. */
  apiBaseUrl: Type.String(),
  /**
   * The manifest URL of each remote (absolute, or relative to the site). Every reader goes through
   * the remotes of apps.json: a name the manifest does not declare is never read.
   */
  remotes: Type.Record(Type.String({ minLength: 1 }), Type.Object({ manifest: Type.String() })),
  /** A remote that has not answered after this long is given up on. */
  remoteTimeoutMs: Type.Number(),
  /**
   * The map tiles of the club finder (the server's MAP_TILE_* settings); null or absent: no map,
   * the list alone.
   */
  map: Type.Optional(Type.Union([MapTiles, Type.Null()])),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
