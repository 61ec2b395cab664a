import fs from 'node:fs';
import path from 'node:path';
import { defaultRemoteManifests, REMOTE_NAMES, type RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../config';

/** `<DATA_DIR>/runtime-config.json`: written by a release, read on every page (no restart). */
export function runtimeConfigFile(config: ServerConfig): string {
  return path.join(config.dataDir, 'runtime-config.json');
}

/**
 * Where each remote lives: under /remotes/<name>/ by default, then what the data directory's
 * file says, then the REMOTE_MF_* variables. The map tiles are the server's settings (MAP_TILE_*).
 */
export function currentRuntimeConfig(config: ServerConfig): RuntimeConfig {
  const remotes = defaultRemoteManifests();
  let fromFile: Partial<RuntimeConfig> = {};
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(runtimeConfigFile(config), 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      fromFile = parsed as Partial<RuntimeConfig>;
  } catch {
    // No file (or unreadable): the defaults stand.
  }
  for (const name of REMOTE_NAMES) {
    const manifest = fromFile.remotes?.[name]?.manifest ?? config.remoteOverrides[name];
    if (typeof manifest === 'string') remotes[name] = { manifest };
  }
  return {
    apiBaseUrl: typeof fromFile.apiBaseUrl === 'string' ? fromFile.apiBaseUrl : '',
    remotes,
    remoteTimeoutMs: config.remoteTimeoutMs,
    map: config.map,
  };
}
