/** The sections' releases, on PostgreSQL (migration 034). */
export interface ReleaseTables {
  releases: {
    /** `mf-shop`… */
    remote: string;
    /** `20261201-101500-ab12cd34`: the time of its publishing, then the hash of its files. */
    version: string;
    published_at: string;
  };
  release_files: {
    remote: string;
    version: string;
    /** Inside the release, `/`-separated (`mf-manifest.json`, `server/remoteEntry.js`…). */
    path: string;
    bytes: Buffer;
  };
  /** The live release of each section that has one (none: the build under /remotes/). */
  live_releases: {
    remote: string;
    version: string;
    changed_at: string;
  };
}
