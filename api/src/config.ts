import fs from 'node:fs';
import path from 'node:path';
import type { FileBucket } from './features/files/bucketFiles';
import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MAX_UNPAID_ORDERS_PER_ADDRESS,
  MAX_UNPAID_ORDERS_PER_EMAIL,
  UNPAID_ORDERS_SHARE_PERCENT,
  MAX_UPLOAD_PIXELS,
  type MapTiles,
} from '@wado/shared/contract';
import { DEFAULT_DATABASE_WAITS, type DatabaseWaits } from './db/dialect';

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Folder of the SQLite file (without DATABASE_URL), of the releases and of the runtime remote
   * configuration. Several replicas share one (a network file system).
   */
  dataDir: string;
  /** DATABASE_URL: `postgres://…` puts the data in PostgreSQL (several replicas possible); empty: SQLite. */
  databaseUrl: string;
  /**
   * How long a query may wait on PostgreSQL (DATABASE_LOCK_TIMEOUT_MS, 2 s;
   * DATABASE_STATEMENT_TIMEOUT_MS, 30 s; DATABASE_IDLE_TRANSACTION_TIMEOUT_MS, 10 s): past one,
   * the request answers 503 instead of queuing behind a replica that is stuck in a transaction.
   */
  databaseWaits: DatabaseWaits;
  /** Built shell (index.html + static/). */
  shellDir: string;
  /** Built remotes, served under /remotes/<name>/. */
  remotesRoot: string;
  /** Logos and other images of ours. */
  mediaDir: string;
  /**
   * UPLOADS_DIR: the images uploaded from the back office (served under /media/uploads/). Empty
   * (the default): `<dataDir>/uploads`. With PostgreSQL or a bucket, this replica's copy of them.
   */
  uploadsDir: string;
  /**
   * S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX,
   * S3_FORCE_PATH_STYLE): the bucket where images and documents are kept; null: in the database
   * on PostgreSQL, in UPLOADS_DIR alone on SQLite.
   */
  fileBucket: FileBucket | null;
  /** UPLOAD_MAX_BYTES: the largest image one may upload (IMAGE_MAX_BYTES, 15 MB, unless told). */
  uploadMaxBytes: number;
  /**
   * UPLOAD_MEGAPIXELS_PER_HOUR: the pixels of new images one person may have processed in an hour
   * (1,500 million unless told: 125 phone photos of 12 MP; 0 turns the quota off). At least the
   * largest image accepted (25 MP), so that any image can be sent.
   */
  uploadPixelsPerHour: number;
  /** DOCUMENT_MAX_BYTES: the largest PDF one may upload as a document (20 MB unless told). */
  documentMaxBytes: number;
  /**
   * The reading of an uploaded PDF, in a thread of its own: DOCUMENT_CHECK_TIMEOUT_MS (5 s unless
   * told) and DOCUMENT_CHECK_MEMORY_MB (its JavaScript heap, 256 MB unless told). Past either, the
   * thread is ended and the file refused as too complex (400), the server never having waited on it.
   */
  documentCheck: { timeoutMs: number; memoryMb: number };
  /** Seed content (Markdown pages). */
  seedDir: string;
  /**
   * A folder where the code compiled from the routes' schemas is kept for the next processes
   * (schemaCompilers.ts); null: compiled in each process. The API tests share one per run.
   */
  compiledSchemasDir: string | null;
  logLevel: string;
  /**
   * Which `X-Forwarded-*` entries to believe (Fastify's `trustProxy`): false (none), a number of
   * proxy hops in front of the server (`TRUST_PROXY=1`: one reverse proxy), or the addresses and
   * networks of the proxies (`127.0.0.1,10.0.0.0/8`). Never "every entry": the first entries of
   * `X-Forwarded-For` are written by the client.
   */
  trustProxy: false | number | string;
  /**
   * The site's public address (`https://www.wado-france.fr`): every absolute URL (sitemap,
   * robots.txt, RSS, iCalendar, canonical, og:url, links in e-mails) is built from it, never from
   * the request's Host. Required in production (NODE_ENV=production).
   */
  publicUrl: string;
  /**
   * Slow clients: the whole request (headers and body) must arrive within `requestTimeoutMs`, its
   * headers within `headersTimeoutMs`; Node checks every `timeoutCheckMs`.
   */
  timeouts: { requestTimeoutMs: number; headersTimeoutMs: number; timeoutCheckMs: number };
  /** Remote manifest overrides: REMOTE_MF_SHOP=http://localhost:3005/mf-manifest.json … */
  remoteOverrides: Record<string, string>;
  remoteTimeoutMs: number;
  /**
   * PAGE_CACHE_SECONDS: how long a page rendered for anonymous visitors is served again by this
   * replica at most (10 s unless told; 0 turns the micro-cache off). A change made in the back
   * office, on any replica, empties it within a quarter of a second (features/site/pageCache.ts).
   */
  pageCacheSeconds: number;
  /** Writes (POST…) per client address and route: `max` per `windowMs`; max 0 turns it off. */
  rateLimit: { max: number; windowMs: number };
  /**
   * The outbox's SMTP server and sender; MAIL_CLAIM_MS: how long a sender holds an e-mail it took
   * before another may send it (the outbox's default unless told).
   */
  shop: { smtpUrl: string; mailFrom: string; claimMs?: number };
  /** NEWSLETTER_RATE_PER_MINUTE: newsletter e-mails handed to the outbox per minute, all replicas together. */
  newsletter: { ratePerMinute: number };
  /**
   * Unpaid orders one buyer e-mail / one client address may hold at once
   * (SHOP_MAX_UNPAID_PER_EMAIL, SHOP_MAX_UNPAID_PER_ADDRESS); 0 turns a cap off.
   * SHOP_UNPAID_SHARE_PERCENT: the share of each size that orders waiting for a transfer or a
   * cheque may hold together (50 unless told, from 1 to 100; 100 turns it off): the rest stays for
   * buyers who pay by card, whatever number of strangers order without paying.
   */
  unpaidOrders: { perEmail: number; perAddress: number; sharePercent: number };
  /**
   * Failed authentications (a wrong API token, a sign-in…) allowed per client address and window
   * (AUTH_FAILURES_MAX, AUTH_FAILURES_WINDOW_MS), then 429 for that address until the window ends.
   */
  authFailures: { max: number; windowMs: number };
  /**
   * Wrong passwords for one account are slowed down, never locked: after `afterFailures` of them
   * (AUTH_SLOWDOWN_AFTER; 0 turns it off), each further attempt waits a delay that doubles from one
   * second up to `maxDelayMs` (AUTH_SLOWDOWN_MAX_DELAY_MS, 15 minutes), answered 429 with
   * Retry-After; the failures are forgotten `forgetAfterMs` after the first one
   * (AUTH_SLOWDOWN_FORGET_MS, 24 hours). A browser that signed in to the account before counts its
   * own failures apart, so that a stranger's cannot slow its owner down.
   */
  signInSlowdown: { afterFailures: number; maxDelayMs: number; forgetAfterMs: number };
  /**
   * Card payments through HelloAsso Checkout; null (the default) when HELLOASSO_CLIENT_ID,
   * HELLOASSO_CLIENT_SECRET and HELLOASSO_ORGANIZATION_SLUG are not all set: card payment is then
   * not offered.
   */
  helloAsso: HelloAssoConfig | null;
  /**
   * The club finder's map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL):
   * OpenStreetMap's unless told; null (MAP_TILE_URL set empty) for no map, the list alone.
   */
  map: MapTiles | null;
}

export interface HelloAssoConfig {
  /** HELLOASSO_API_URL: the sandbox unless told (`https://api.helloasso.com` in production). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  /**
   * HELLOASSO_SIGNATURE_KEY: the key HelloAsso signs its notifications with (`x-ha-signature`);
   * empty: notifications are not checked for a signature, but a payment is still only recorded
   * after our server read the checkout back from HelloAsso's API.
   */
  signatureKey: string;
  /** HELLOASSO_TIMEOUT_MS: how long to wait for HelloAsso's API before telling the visitor it is unavailable. */
  timeoutMs: number;
}

export const HELLOASSO_SANDBOX_URL = 'https://api.helloasso-sandbox.com';

/** Where uploaded images are stored: UPLOADS_DIR, else `<dataDir>/uploads`. */
export const uploadsDirectory = (config: Pick<ServerConfig, 'uploadsDir' | 'dataDir'>): string =>
  config.uploadsDir || path.join(config.dataDir, 'uploads');

/** The repository's root: the folder above api/, wherever the code runs from (src/ or dist/). */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Racine du dépôt introuvable depuis ${start}`);
    dir = parent;
  }
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} doit être un entier positif (reçu « ${value} »)`);
  return parsed;
}

/** A limit that 0 would turn off (PostgreSQL's 0 is « no limit »): a whole number of at least 1. */
function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = int(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} doit être un entier d'au moins 1 (reçu « ${value} »)`);
  return parsed;
}

/**
 * TRUST_PROXY: empty/0/false → none; a whole number → that many hops (`true`, as before, → 1);
 * else proxy addresses.
 */
/** S3_*: the bucket of the files, or null without S3_BUCKET; a half-given key is refused. */
export function fileBucketSetting(env: NodeJS.ProcessEnv): FileBucket | null {
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) return null;
  const endpoint = (env.S3_ENDPOINT ?? '').trim();
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error(
      `S3_ENDPOINT doit être une adresse http(s) sans chemin (ex. https://s3.fr-par.scw.cloud), pas « ${endpoint} »`,
    );
  }
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? '').trim();
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? '').trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : donnez les deux, ou aucun');
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    bucket,
    endpoint: endpoint.replace(/\/$/, ''),
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: ['1', 'true', 'oui'].includes((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
  };
}

export function trustProxySetting(value: string | undefined): ServerConfig['trustProxy'] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
    throw new Error(
      `TRUST_PROXY doit être un nombre de relais (1) ou des adresses de relais séparées par des virgules (reçu « ${raw} »)`,
    );
  }
  return entries.join(',');
}

/** PUBLIC_URL: an http(s) origin, no path; required in production, `http://localhost:<PORT>` otherwise. */
export function publicUrlSetting(env: NodeJS.ProcessEnv, port: number): string {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (!raw) {
    if (env.NODE_ENV === 'production')
      throw new Error('PUBLIC_URL est obligatoire en production (ex. https://www.wado-france.fr)');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL n'est pas une adresse valide (reçu « ${raw} »)`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      `PUBLIC_URL doit être l'origine du site, sans chemin (ex. https://www.wado-france.fr ; reçu « ${raw} »)`,
    );
  }
  return url.origin;
}

/** DATABASE_URL: empty (SQLite) or a `postgres://` / `postgresql://` URL. */
export function databaseUrlSetting(value: string | undefined): string {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error(
      'DATABASE_URL doit être une adresse PostgreSQL (ex. postgres://wado:motdepasse@localhost:5432/wado), ou vide pour SQLite',
    );
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = findRepoRoot();
  const port = int(env.PORT, 8080, 'PORT');
  const publicUrl = publicUrlSetting(env, port);
  const remoteOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_(MF_[A-Z]+)$/.exec(key);
    if (match && value) remoteOverrides[match[1]!.toLowerCase().replace('_', '-')] = value;
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: databaseUrlSetting(env.DATABASE_URL),
    databaseWaits: {
      lockTimeoutMs: positive(
        env.DATABASE_LOCK_TIMEOUT_MS,
        DEFAULT_DATABASE_WAITS.lockTimeoutMs,
        'DATABASE_LOCK_TIMEOUT_MS',
      ),
      statementTimeoutMs: positive(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_DATABASE_WAITS.statementTimeoutMs,
        'DATABASE_STATEMENT_TIMEOUT_MS',
      ),
      idleInTransactionTimeoutMs: positive(
        env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
        DEFAULT_DATABASE_WAITS.idleInTransactionTimeoutMs,
        'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS',
      ),
    },
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(root, 'shell', 'dist')),
    remotesRoot: path.resolve(env.REMOTES_ROOT ?? root),
    mediaDir: path.join(root, 'api', 'media'),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : '',
    fileBucket: fileBucketSetting(env),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, IMAGE_MAX_BYTES, 'UPLOAD_MAX_BYTES'),
    uploadPixelsPerHour: uploadPixelsPerHour(env.UPLOAD_MEGAPIXELS_PER_HOUR),
    documentMaxBytes: int(env.DOCUMENT_MAX_BYTES, DOCUMENT_MAX_BYTES, 'DOCUMENT_MAX_BYTES'),
    documentCheck: {
      timeoutMs: Math.max(1, int(env.DOCUMENT_CHECK_TIMEOUT_MS, 5_000, 'DOCUMENT_CHECK_TIMEOUT_MS')),
      memoryMb: Math.max(1, int(env.DOCUMENT_CHECK_MEMORY_MB, 256, 'DOCUMENT_CHECK_MEMORY_MB')),
    },
    seedDir: path.join(root, 'api', 'src', 'db', 'seed'),
    compiledSchemasDir: null,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    publicUrl,
    timeouts: {
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
      headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
      timeoutCheckMs: 1_000,
    },
    remoteOverrides,
    remoteTimeoutMs: int(env.REMOTE_TIMEOUT_MS, DEFAULT_REMOTE_TIMEOUT_MS, 'REMOTE_TIMEOUT_MS'),
    pageCacheSeconds: int(env.PAGE_CACHE_SECONDS, 10, 'PAGE_CACHE_SECONDS'),
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 20, 'RATE_LIMIT_MAX'),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    shop: shopSettings(env),
    newsletter: { ratePerMinute: Math.max(1, int(env.NEWSLETTER_RATE_PER_MINUTE, 60, 'NEWSLETTER_RATE_PER_MINUTE')) },
    unpaidOrders: {
      perEmail: int(env.SHOP_MAX_UNPAID_PER_EMAIL, MAX_UNPAID_ORDERS_PER_EMAIL, 'SHOP_MAX_UNPAID_PER_EMAIL'),
      perAddress: int(env.SHOP_MAX_UNPAID_PER_ADDRESS, MAX_UNPAID_ORDERS_PER_ADDRESS, 'SHOP_MAX_UNPAID_PER_ADDRESS'),
      sharePercent: unpaidSharePercent(env.SHOP_UNPAID_SHARE_PERCENT),
    },
    authFailures: {
      max: int(env.AUTH_FAILURES_MAX, 10, 'AUTH_FAILURES_MAX'),
      windowMs: int(env.AUTH_FAILURES_WINDOW_MS, 15 * 60_000, 'AUTH_FAILURES_WINDOW_MS'),
    },
    signInSlowdown: {
      afterFailures: int(env.AUTH_SLOWDOWN_AFTER, 5, 'AUTH_SLOWDOWN_AFTER'),
      maxDelayMs: Math.max(1_000, int(env.AUTH_SLOWDOWN_MAX_DELAY_MS, 15 * 60_000, 'AUTH_SLOWDOWN_MAX_DELAY_MS')),
      forgetAfterMs: Math.max(1_000, int(env.AUTH_SLOWDOWN_FORGET_MS, 24 * 60 * 60_000, 'AUTH_SLOWDOWN_FORGET_MS')),
    },
    helloAsso: helloAssoSettings(env),
    map: mapTilesSetting(env),
  };
}

/** OpenStreetMap's tile server and the attribution its tile usage policy requires. */
export const OPENSTREETMAP_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© les contributeurs d’OpenStreetMap',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

/** A tile template as a URL (its placeholders filled in). */
const tileAddress = (template: string) => new URL(template.replace(/\{[a-z]+\}/g, '0'));

/** The origin the map's tiles come from (the Content-Security-Policy's `img-src`). */
export const tileServerOrigin = (tiles: MapTiles): string => tileAddress(tiles.tileUrl).origin;

/**
 * MAP_TILE_URL: an http(s) address with `{z}`, `{x}` and `{y}` (OpenStreetMap's when unset, no
 * map when set empty), on one host (no `{s}` subdomains: the Content-Security-Policy allows that
 * origin only); MAP_TILE_ATTRIBUTION and MAP_TILE_ATTRIBUTION_URL: what the map must credit.
 */
export function mapTilesSetting(env: NodeJS.ProcessEnv): MapTiles | null {
  const tileUrl = (env.MAP_TILE_URL ?? OPENSTREETMAP_TILES.tileUrl).trim();
  if (tileUrl === '') return null;
  const placeholders = ['{z}', '{x}', '{y}'].every((placeholder) => tileUrl.includes(placeholder));
  let url: URL | undefined;
  try {
    url = tileAddress(tileUrl);
  } catch {
    // Reported below.
  }
  const placeholderInHost = /^[a-z]+:\/\/[^/]*\{/i.test(tileUrl);
  if (!placeholders || placeholderInHost || !url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Error(
      `MAP_TILE_URL doit être l'adresse http(s) des tuiles avec {z}, {x} et {y}, sur un seul hôte (ex. ${OPENSTREETMAP_TILES.tileUrl} ; reçu « ${tileUrl} »), ou vide pour ne pas afficher de carte`,
    );
  }
  const attribution = (env.MAP_TILE_ATTRIBUTION ?? '').trim();
  const attributionUrl = (env.MAP_TILE_ATTRIBUTION_URL ?? '').trim();
  if (attributionUrl && !/^https?:\/\/[^\s<>"]+$/.test(attributionUrl)) {
    throw new Error(`MAP_TILE_ATTRIBUTION_URL doit être une adresse http(s) (reçu « ${attributionUrl} »)`);
  }
  const isOpenStreetMap = url.host === 'tile.openstreetmap.org';
  if (!attribution && !isOpenStreetMap) {
    throw new Error(
      'MAP_TILE_ATTRIBUTION est obligatoire avec un autre serveur de tuiles que celui d’OpenStreetMap : le texte que ses conditions demandent d’afficher sur la carte',
    );
  }
  return {
    tileUrl,
    attribution: attribution || OPENSTREETMAP_TILES.attribution,
    attributionUrl: attribution ? attributionUrl : attributionUrl || OPENSTREETMAP_TILES.attributionUrl,
  };
}

/** HELLOASSO_*: all three of client id, secret and organization, or none (no card payment). */
export function helloAssoSettings(env: NodeJS.ProcessEnv): HelloAssoConfig | null {
  const clientId = (env.HELLOASSO_CLIENT_ID ?? '').trim();
  const clientSecret = (env.HELLOASSO_CLIENT_SECRET ?? '').trim();
  const organizationSlug = (env.HELLOASSO_ORGANIZATION_SLUG ?? '').trim();
  const given = [clientId, clientSecret, organizationSlug].filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) {
    throw new Error(
      'HelloAsso : HELLOASSO_CLIENT_ID, HELLOASSO_CLIENT_SECRET et HELLOASSO_ORGANIZATION_SLUG vont ensemble (les trois, ou aucun pour ne pas proposer la carte)',
    );
  }
  const rawUrl = (env.HELLOASSO_API_URL ?? '').trim() || HELLOASSO_SANDBOX_URL;
  let apiUrl: URL;
  try {
    apiUrl = new URL(rawUrl);
  } catch {
    throw new Error(`HELLOASSO_API_URL n'est pas une adresse valide (reçu « ${rawUrl} »)`);
  }
  if (!/^https?:$/.test(apiUrl.protocol))
    throw new Error(`HELLOASSO_API_URL doit être en http(s) (reçu « ${rawUrl} »)`);
  return {
    apiUrl: apiUrl.origin,
    clientId,
    clientSecret,
    organizationSlug,
    signatureKey: (env.HELLOASSO_SIGNATURE_KEY ?? '').trim(),
    timeoutMs: Math.max(1, int(env.HELLOASSO_TIMEOUT_MS, 10_000, 'HELLOASSO_TIMEOUT_MS')),
  };
}

/** SHOP_UNPAID_SHARE_PERCENT: a whole percentage from 1 to 100. */
export function unpaidSharePercent(value: string | undefined): number {
  const percent = int(value, UNPAID_ORDERS_SHARE_PERCENT, 'SHOP_UNPAID_SHARE_PERCENT');
  if (percent < 1 || percent > 100) {
    throw new Error(
      `SHOP_UNPAID_SHARE_PERCENT doit être un pourcentage entier de 1 à 100 (100 : sans limite ; reçu « ${value} »)`,
    );
  }
  return percent;
}

/** UPLOAD_MEGAPIXELS_PER_HOUR, in pixels: 0 (no quota) or at least the largest image accepted. */
function uploadPixelsPerHour(value: string | undefined): number {
  const megapixels = int(value, 1_500, 'UPLOAD_MEGAPIXELS_PER_HOUR');
  if (megapixels !== 0 && megapixels * 1_000_000 < MAX_UPLOAD_PIXELS) {
    throw new Error(
      `UPLOAD_MEGAPIXELS_PER_HOUR doit valoir 0 (sans quota) ou au moins ${MAX_UPLOAD_PIXELS / 1_000_000} (la plus grande image acceptée) ; reçu « ${value} »`,
    );
  }
  return megapixels * 1_000_000;
}

/** SMTP_URL, MAIL_FROM. */
function shopSettings(env: NodeJS.ProcessEnv): ServerConfig['shop'] {
  if (env.SHOP_ADMIN_TOKEN) {
    // The treasurer now signs in (a `treasurer` role, or a personal API token): an old setting must not look active.
    throw new Error(
      "SHOP_ADMIN_TOKEN n'est plus utilisé : la trésorerie se connecte avec le rôle « treasurer » ou un jeton personnel (voir docs/hosting.md, « Sécurité ») ; retirez ce réglage",
    );
  }
  return {
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Wado France – Boutique <boutique@wado-france.fr>',
    ...(env.MAIL_CLAIM_MS ? { claimMs: Math.max(1, int(env.MAIL_CLAIM_MS, 0, 'MAIL_CLAIM_MS')) } : {}),
  };
}
