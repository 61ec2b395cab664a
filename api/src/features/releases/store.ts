import fs from 'node:fs';
import path from 'node:path';
import { isRemoteName, type RemoteName } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';

/**
 * The sections' releases in the database (PostgreSQL): what `npm run release` writes when
 * DATABASE_URL is set, and what every replica reads. Publishing is one transaction (the files,
 * the history line, the live pointer): a replica sees the whole release live, or the old one.
 */

/** A version as release.mjs names them; never a dot-name nor anything with a slash. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const isReleaseVersion = (version: string) => VERSION.test(version) && !version.includes('..');

/** A file's path inside a release: relative, `/`-separated, no `.`/`..` segment, no dot-file. */
export function isReleasePath(file: string): boolean {
  const segments = file.split('/');
  return segments.every((segment) => segment !== '' && !segment.startsWith('.') && !segment.includes('\\'));
}

export const releaseManifestUrl = (remote: string, version: string) =>
  `/releases/${remote}/${version}/mf-manifest.json`;

/** Every file of a built release folder, as stored (paths `/`-separated, sorted). */
function filesOf(dir: string): { path: string; bytes: Buffer }[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => ({ path: file.split(path.sep).join('/'), bytes: fs.readFileSync(path.join(dir, file)) }))
    .filter((file) => isReleasePath(file.path));
}

/** Stores the built folder `dir` as `version` of `remote` and makes it live, in one transaction. */
export async function publishRelease(
  db: Db,
  { remote, version, dir, now }: { remote: RemoteName; version: string; dir: string; now: Date },
): Promise<void> {
  if (!isReleaseVersion(version)) throw new Error(`version refusée : ${version}`);
  const files = filesOf(dir);
  await db.transaction().execute(async (trx) => {
    // Publishing, rolling back and pruning one section take turns, from whichever machine.
    await lockForTransaction(trx, `release:${remote}`);
    await trx.insertInto('releases').values({ remote, version, published_at: now.toISOString() }).execute();
    // A few rows at a time: a release is some hundred files, each up to a few hundred kilobytes.
    for (let start = 0; start < files.length; start += 20) {
      await trx
        .insertInto('release_files')
        .values(files.slice(start, start + 20).map((file) => ({ remote, version, ...file })))
        .execute();
    }
    await setLive(trx, remote, version, now);
  });
}

async function setLive(db: Db, remote: RemoteName, version: string | null, now: Date): Promise<void> {
  if (version === null) {
    await db.deleteFrom('live_releases').where('remote', '=', remote).execute();
    return;
  }
  await db
    .insertInto('live_releases')
    .values({ remote, version, changed_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet({ version, changed_at: now.toISOString() }))
    .execute();
}

export interface ReleaseEntry {
  version: string;
  publishedAt: string;
}

/** A section's releases, oldest first. */
export async function releaseHistory(db: Db, remote: RemoteName): Promise<ReleaseEntry[]> {
  const rows = await db
    .selectFrom('releases')
    .select(['version', 'published_at'])
    .where('remote', '=', remote)
    .orderBy('published_at')
    .orderBy('version')
    .execute();
  return rows.map((row) => ({ version: row.version, publishedAt: row.published_at }));
}

/** The live version of each section that has one. */
export async function liveVersions(db: Db): Promise<Partial<Record<RemoteName, string>>> {
  const rows = await db.selectFrom('live_releases').select(['remote', 'version']).execute();
  return Object.fromEntries(rows.filter((row) => isRemoteName(row.remote)).map((row) => [row.remote, row.version]));
}

/** Takes the section's release lock (publish, rollback and prune take turns), then reads its live release. */
async function lockedLiveRelease(trx: Db, remote: RemoteName) {
  await lockForTransaction(trx, `release:${remote}`);
  return trx.selectFrom('live_releases').select('version').where('remote', '=', remote).executeTakeFirst();
}

/**
 * Makes the release before the live one live again (or, before the first, the build under
 * /remotes/). Returns the version now live (null: the default build), or undefined when the
 * section had no release live.
 */
export async function rollbackRelease(db: Db, remote: RemoteName, now: Date): Promise<string | null | undefined> {
  return db.transaction().execute(async (trx) => {
    const live = await lockedLiveRelease(trx, remote);
    if (!live) return undefined;
    const history = await releaseHistory(trx, remote);
    const index = history.findIndex((entry) => entry.version === live.version);
    const previous = index > 0 ? history[index - 1]!.version : null;
    await setLive(trx, remote, previous, now);
    return previous;
  });
}

/**
 * Removes a section's releases older than its last `keep` (the live one always stays), files
 * included; returns the versions removed. Each replica then drops its own copies of them.
 */
export async function pruneReleases(db: Db, remote: RemoteName, keep: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const live = await lockedLiveRelease(trx, remote);
    const history = await releaseHistory(trx, remote);
    const removed = history
      .filter((entry, index) => index < history.length - keep && entry.version !== live?.version)
      .map((entry) => entry.version);
    if (removed.length > 0) {
      await trx.deleteFrom('release_files').where('remote', '=', remote).where('version', 'in', removed).execute();
      await trx.deleteFrom('releases').where('remote', '=', remote).where('version', 'in', removed).execute();
    }
    return removed;
  });
}

/** The files of one release (none when it is not stored). */
export async function releaseFiles(
  db: Db,
  remote: string,
  version: string,
): Promise<{ path: string; bytes: Buffer }[]> {
  const rows = await db
    .selectFrom('release_files')
    .select(['path', 'bytes'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();
  return rows.map((row) => ({ path: row.path, bytes: Buffer.from(row.bytes) }));
}

/** Every stored release, by section. */
export async function storedVersions(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db.selectFrom('releases').select(['remote', 'version']).execute();
  const byRemote = new Map<string, Set<string>>();
  for (const row of rows) byRemote.set(row.remote, (byRemote.get(row.remote) ?? new Set()).add(row.version));
  return byRemote;
}
