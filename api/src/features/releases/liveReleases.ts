import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRemoteName, type RemoteName } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import {
  isReleasePath,
  isReleaseVersion,
  liveVersions,
  releaseFiles,
  releaseManifestUrl,
  storedVersions,
} from './store';

/** Left in a release folder this replica copied from the database: only those are removed when pruned. */
const COPIED_MARK = '.from-database';

/** How often copies of pruned releases are looked for, besides at each change of a live release. */
const CLEAN_UP_EVERY_MS = 10 * 60_000;

/**
 * A replica's view of the live releases on PostgreSQL. Each page asks first (`refresh`: one
 * query of a few rows): a section published from any machine is live on the next page of every
 * replica. A release is served and rendered from this replica's own copy under
 * `<DATA_DIR>/releases/`, written once from the database (staged, then renamed whole); copies of
 * releases pruned from the database are removed at the next change.
 */
export class LiveReleases {
  private manifests: Partial<Record<RemoteName, string>> = {};
  private applied: string | null = null;
  private refreshing: Promise<void> | null = null;
  private lastCleanUp = 0;
  private readonly copying = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Db,
    readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The manifests of the live releases, as last read (a section without one is absent). */
  current(): Partial<Record<RemoteName, string>> {
    return this.manifests;
  }

  /**
   * Reads which releases are live and makes sure this replica has their files. Calls at the same
   * time share one reading. The database out of reach: the last known releases stay live (the
   * page itself then answers what it can).
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.read()
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'versions en ligne illisibles : les précédentes restent'),
      )
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async read(): Promise<void> {
    const live = await liveVersions(this.db);
    const key = JSON.stringify(Object.entries(live).sort());
    if (key === this.applied) {
      if (Date.now() - this.lastCleanUp >= CLEAN_UP_EVERY_MS) await this.removePrunedCopies(live);
      return;
    }
    const manifests: Partial<Record<RemoteName, string>> = {};
    for (const [remote, version] of Object.entries(live) as [RemoteName, string][]) {
      if (await this.ensureCopy(remote, version)) manifests[remote] = releaseManifestUrl(remote, version);
      else this.log.error({ remote, version }, 'version en ligne sans fichiers dans la base : la précédente reste');
    }
    this.manifests = manifests;
    this.applied = key;
    await this.removePrunedCopies(live);
  }

  /**
   * Makes sure `<dir>/<remote>/<version>/` holds that release, copied from the database if need
   * be. False when the database has no such release (a stranger's guess, a pruned one).
   */
  ensureCopy(remote: string, version: string): Promise<boolean> {
    if (!isRemoteName(remote) || !isReleaseVersion(version)) return Promise.resolve(false);
    const target = path.join(this.dir, remote, version);
    if (fs.existsSync(target)) return Promise.resolve(true);
    const key = `${remote}/${version}`;
    let copy = this.copying.get(key);
    if (!copy) {
      copy = this.copy(remote, version, target).finally(() => this.copying.delete(key));
      this.copying.set(key, copy);
    }
    return copy;
  }

  private async copy(remote: string, version: string, target: string): Promise<boolean> {
    const files = await releaseFiles(this.db, remote, version);
    if (files.length === 0) return false;
    const staging = path.join(this.dir, remote, `.copy-${randomBytes(8).toString('hex')}`);
    try {
      // The dictionary-compressed copies last: the server sends none older than its file.
      const ordered = files
        .filter((entry) => isReleasePath(entry.path))
        .sort((a, b) => Number(a.path.endsWith('.dcz')) - Number(b.path.endsWith('.dcz')));
      for (const file of ordered) {
        const destination = path.join(staging, ...file.path.split('/'));
        await fs.promises.mkdir(path.dirname(destination), { recursive: true });
        await fs.promises.writeFile(destination, file.bytes);
      }
      await fs.promises.writeFile(path.join(staging, COPIED_MARK), '');
      await fs.promises.rename(staging, target).catch((error: unknown) => {
        // Another process sharing this folder put it there first: the same files.
        if (!fs.existsSync(target)) throw error;
      });
      return true;
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true });
    }
  }

  /**
   * Removes this replica's copies of releases the database no longer holds (never a live one, nor
   * a release published into this folder by the file-based release command), and copies left
   * half-written by a server that stopped (an hour old).
   */
  private async removePrunedCopies(live: Partial<Record<RemoteName, string>>): Promise<void> {
    this.lastCleanUp = Date.now();
    const stored = await storedVersions(this.db);
    for (const remote of await fs.promises.readdir(this.dir).catch(() => [] as string[])) {
      if (!isRemoteName(remote)) continue;
      for (const version of await fs.promises.readdir(path.join(this.dir, remote)).catch(() => [] as string[])) {
        const folder = path.join(this.dir, remote, version);
        if (version.startsWith('.copy-')) {
          const stats = await fs.promises.stat(folder).catch(() => null);
          if (stats && Date.now() - stats.mtimeMs > 60 * 60_000)
            await fs.promises.rm(folder, { recursive: true, force: true });
          continue;
        }
        if (version.startsWith('.') || live[remote] === version || stored.get(remote)?.has(version)) continue;
        if (fs.existsSync(path.join(folder, COPIED_MARK)))
          await fs.promises.rm(folder, { recursive: true, force: true });
      }
    }
  }
}
