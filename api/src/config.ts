import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '@wado/shared/contract';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the SQLite file (and of the runtime remote configuration, when one is written). */
  dataDir: string;
  /** Built shell (index.html + static/). */
  shellDir: string;
  /** Built remotes, served under /remotes/<name>/. */
  remotesRoot: string;
  /** Logos and other images of ours. */
  mediaDir: string;
  /** Seed content (Markdown pages). */
  seedDir: string;
  logLevel: string;
  /** Behind a reverse proxy that terminates HTTPS. */
  trustProxy: boolean;
  /** Remote manifest overrides: REMOTE_MF_SHOP=http://localhost:3005/mf-manifest.json … */
  remoteOverrides: Record<string, string>;
  remoteTimeoutMs: number;
  /** Writes (POST…) per client address and route: `max` per `windowMs`; max 0 turns it off. */
  rateLimit: { max: number; windowMs: number };
  /** The shop: treasurer's token (empty: admin API disabled), SMTP for the outbox, the site's public address for links in e-mails. */
  shop: { adminToken: string; smtpUrl: string; mailFrom: string; publicUrl: string };
}

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
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} doit être un entier positif (reçu « ${value} »)`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = findRepoRoot();
  const remoteOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_(MF_[A-Z]+)$/.exec(key);
    if (match && value) remoteOverrides[match[1]!.toLowerCase().replace('_', '-')] = value;
  }
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(root, 'shell', 'dist')),
    remotesRoot: path.resolve(env.REMOTES_ROOT ?? root),
    mediaDir: path.join(root, 'api', 'media'),
    seedDir: path.join(root, 'api', 'src', 'db', 'seed'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    remoteOverrides,
    remoteTimeoutMs: int(env.REMOTE_TIMEOUT_MS, DEFAULT_REMOTE_TIMEOUT_MS, 'REMOTE_TIMEOUT_MS'),
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 20, 'RATE_LIMIT_MAX'),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    shop: shopSettings(env, int(env.PORT, 8080, 'PORT')),
  };
}

/** SHOP_ADMIN_TOKEN (24 characters at least), SMTP_URL, MAIL_FROM, PUBLIC_URL. */
function shopSettings(env: NodeJS.ProcessEnv, port: number): ServerConfig['shop'] {
  const adminToken = env.SHOP_ADMIN_TOKEN ?? '';
  if (adminToken && adminToken.length < 24) throw new Error('SHOP_ADMIN_TOKEN doit compter au moins 24 caractères');
  return {
    adminToken,
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Wado France – Boutique <boutique@wado-france.fr>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}
