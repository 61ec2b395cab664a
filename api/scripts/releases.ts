/**
 * The releases of a site on PostgreSQL (DATABASE_URL), for scripts/release.mjs, which builds the
 * section and then calls this; every replica serves what is live here at its next page.
 *   npx tsx api/scripts/releases.ts publish <remote> <built folder> <version> <keep>
 *   npx tsx api/scripts/releases.ts rollback <remote>
 *   npx tsx api/scripts/releases.ts list [remote]
 *   npx tsx api/scripts/releases.ts prune [remote] <keep>
 * The messages are release.mjs's own, in French.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@wado/shared/contract';
import { hasZstd, releaseSizeTable, shellDictionariesOf, writeReleaseCopies } from '../../shared/build/dictionaries';
import { databaseUrlSetting, findRepoRoot } from '../src/config';
import { migrate, openDatabase, type Db } from '../src/db/connection';
import {
  liveVersions,
  publishRelease,
  pruneReleases,
  releaseHistory,
  releaseManifestUrl,
  releaseFiles,
  rollbackRelease,
} from '../src/features/releases/store';

const root = findRepoRoot(__dirname);

/**
 * Before the release goes live: its files compressed against those of the version live now (the
 * live release, copied out of the database, or the default build under `<remote>/dist`), which a
 * returning visitor holds as dictionaries (shared/build/dictionaries.ts); stored with the release.
 */
async function compressAgainstLive(db: Db, remote: RemoteName, dir: string): Promise<void> {
  if (!hasZstd()) {
    console.log('Copies contre la version précédente non écrites : la commande zstd manque (paquet Debian zstd).');
    return;
  }
  const live = (await liveVersions(db))[remote];
  const previous = live ? fs.mkdtempSync(path.join(os.tmpdir(), `wado-${remote}-`)) : path.join(root, remote, 'dist');
  try {
    // Only the top-level files: the hashed scripts and style sheets are there.
    for (const file of live ? await releaseFiles(db, remote, live) : []) {
      if (!file.path.includes('/')) fs.writeFileSync(path.join(previous, file.path), file.bytes);
    }
    const copies = writeReleaseCopies(dir, previous, shellDictionariesOf(path.join(root, 'shell', 'dist', 'static')));
    console.log(`Copies compressées contre la version en ligne (octets) :\n${releaseSizeTable(copies)}`);
  } finally {
    if (live) fs.rmSync(previous, { recursive: true, force: true });
  }
}

function remoteOf(name: string | undefined): RemoteName {
  if (!name || !isRemoteName(name)) throw new Error(`remote inconnu « ${name ?? ''} » (${REMOTE_NAMES.join(', ')})`);
  return name;
}

async function prune(db: Db, remotes: readonly RemoteName[], keep: number) {
  for (const remote of remotes) {
    const removed = await pruneReleases(db, remote, keep);
    if (removed.length > 0) {
      const kept = (await releaseHistory(db, remote)).length;
      console.log(`${remote} : ${removed.length} ancienne(s) version(s) retirée(s), ${kept} gardée(s).`);
    }
  }
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  const databaseUrl = databaseUrlSetting(process.env.DATABASE_URL);
  if (!databaseUrl) throw new Error('DATABASE_URL manque : sans elle, les versions sont des dossiers de DATA_DIR');
  const db = openDatabase({ dataDir: '', databaseUrl });
  try {
    await migrate(db);
    const now = new Date();
    switch (command) {
      case 'publish': {
        const [name, dir, version, keep] = args;
        const remote = remoteOf(name);
        await compressAgainstLive(db, remote, dir!);
        await publishRelease(db, { remote, version: version!, dir: dir!, now });
        console.log(`${remote} ${version} est en ligne (${releaseManifestUrl(remote, version!)}).`);
        await prune(db, [remote], Number(keep));
        break;
      }
      case 'rollback': {
        const remote = remoteOf(args[0]);
        const previous = await rollbackRelease(db, remote, now);
        if (previous === undefined) throw new Error(`${remote} n'a pas de version publiée en ligne : rien à annuler`);
        console.log(
          previous
            ? `${remote} revient à ${previous} (${releaseManifestUrl(remote, previous)}).`
            : `${remote} revient à la construction par défaut (/remotes/${remote}/).`,
        );
        break;
      }
      case 'list': {
        const live = await liveVersions(db);
        for (const remote of args[0] ? [remoteOf(args[0])] : REMOTE_NAMES) {
          console.log(`${remote}${live[remote] ? '' : ' — en ligne : construction par défaut (/remotes/)'}`);
          for (const entry of await releaseHistory(db, remote)) {
            console.log(
              `  ${entry.version === live[remote] ? '●' : ' '} ${entry.version}  publié le ${entry.publishedAt}`,
            );
          }
        }
        break;
      }
      case 'prune': {
        const keep = Number(args[args.length - 1]);
        const remote = args.length > 1 ? remoteOf(args[0]) : undefined;
        await prune(db, remote ? [remote] : REMOTE_NAMES, keep);
        break;
      }
      default:
        throw new Error(`commande inconnue « ${command ?? ''} »`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
