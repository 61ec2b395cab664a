import fs from 'node:fs';
import path from 'node:path';
import { defaultRemoteManifests, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../config';

/** `<DATA_DIR>/runtime-config.json`: written by a release, read on every page (no restart). */
export function runtimeConfigFile(config: ServerConfig): string {
  return path.join(config.dataDir, 'runtime-config.json');
}

/** The file as last read, and which version of it that was (a release replaces it). */
const lastRead = new Map<string, { stamp: string; content: Partial<RuntimeConfig> }>();

/**
 * What a release wrote in the file, read again only when the file changed: a stat per page and
 * per response's security headers, instead of reading and parsing it, or raising an error when
 * there is no file (the usual case), on every request.
 */
function releasedConfig(file: string): Partial<RuntimeConfig> {
  const stats = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
  if (!stats) {
    lastRead.delete(file);
    return {};
  }
  const stamp = `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
  const known = lastRead.get(file);
  if (known?.stamp === stamp) return known.content;
  let content: Partial<RuntimeConfig> = {};
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      content = parsed as Partial<RuntimeConfig>;
  } catch {
    // Unreadable (or replaced since the stat): the defaults stand until the next change.
  }
  lastRead.set(file, { stamp, content });
  return content;
}

/**
 * Where each remote lives: under /remotes/<name>/ by default, then the REMOTE_MF_* variables,
 * then what the data directory's file says, then (on PostgreSQL) the release live in the
 * database, `released`. The map tiles are the server's settings (MAP_TILE_*).
 */
export function currentRuntimeConfig(
  config: ServerConfig,
  released: Partial<Record<RemoteName, string>> = {},
): RuntimeConfig {
  const remotes = defaultRemoteManifests();
  const fromFile = releasedConfig(runtimeConfigFile(config));
  for (const name of REMOTE_NAMES) {
    const manifest = released[name] ?? fromFile.remotes?.[name]?.manifest ?? config.remoteOverrides[name];
    if (typeof manifest === 'string') remotes[name] = { manifest };
  }
  return {
    apiBaseUrl: typeof fromFile.apiBaseUrl === 'string' ? fromFile.apiBaseUrl : '',
    remotes,
    remoteTimeoutMs: config.remoteTimeoutMs,
    map: config.map,
  };
}
