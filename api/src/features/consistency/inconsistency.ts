/** The kinds of contradiction the consistency check looks for. */
export type ConsistencyRule = 'dates' | 'médailles' | 'chiffres' | 'palmarès' | 'clubs' | 'encadrement';

/** One contradiction between two places of the site, in French, for an editor to fix. */
export interface Inconsistency {
  rule: ConsistencyRule;
  /** The public page where it shows (`/news/…`, `/result/…`, `/coaches`…). */
  where: string;
  /** What contradicts what. */
  message: string;
}
