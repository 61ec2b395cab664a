/**
 * `GET /api/admin/consistency`: what the site publishes that contradicts itself (an event's
 * results dated outside it, medal counts in a text that the podiums contradict, a club named for
 * someone not in the directory…), for the back office's home (« À vérifier »). Each person sees
 * what the sections she edits show.
 */
import Type, { type Static } from 'typebox';

export const ConsistencyItem = Type.Object({
  rule: Type.String(),
  /** The public page where it shows. */
  where: Type.String(),
  /** What contradicts what (French). */
  message: Type.String(),
  /** The back-office screen where it is fixed: the record's editor when one is known, else its section. */
  edit: Type.String(),
});
export type ConsistencyItem = Static<typeof ConsistencyItem>;

export const ConsistencyReport = Type.Object({ items: Type.Array(ConsistencyItem) });
export type ConsistencyReport = Static<typeof ConsistencyReport>;
