// The live releases of the sections (`LiveReleases`): which one each page is served and rendered with.
export type { LiveReleases } from './liveReleases';
