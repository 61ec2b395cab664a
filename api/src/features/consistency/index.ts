import type { Db } from '../../db/connection';
import { clubFigures, clubReferences } from './clubs';
import { eventDates } from './events';
import type { Inconsistency } from './inconsistency';
import { publishedTexts } from './published';
import { achievementsAgainstResults, resultFigures } from './results';
import { staffRoles } from './staff';

export type { ConsistencyRule, Inconsistency } from './inconsistency';

// For the back office’s checks of a change: the dates of an event’s album and results against the event.
export { albumBeforeEvent, resultsOutsideEvent } from './events';

/**
 * The contradictions between what the site publishes at `now` (a fact written in several places
 * that disagrees with itself), each with where it shows and what it contradicts, in French:
 * - an event's results, album and news dated outside it (`dates`);
 * - medal counts in the prose about a competition other than its podiums give (`médailles`), and
 *   numbers of competitors or nations that disagree (`chiffres`);
 * - a competitor's achievements that the results contradict (`palmarès`);
 * - a club named for a person that is not in the directory, a number of clubs above the
 *   directory's (`clubs`);
 * - a person named with a role that the committee or the coaches list gives to someone else
 *   (`encadrement`).
 * A plain read of the database: the tests check the seeded site with it, the back office can check
 * what editors enter.
 */
export async function findInconsistencies(db: Db, now: Date): Promise<Inconsistency[]> {
  const texts = await publishedTexts(db, now);
  const found = await Promise.all([
    eventDates(db, now),
    resultFigures(db, now),
    achievementsAgainstResults(db),
    clubReferences(db),
    clubFigures(db, texts),
    staffRoles(db, texts),
  ]);
  return found.flat();
}
