/**
 * The bin (`/api/admin/bin`): what the person's sections deleted in the last 30 days, newest
 * first; `POST …/{id}/restore` puts one back with its links, `DELETE …/{id}` deletes it for
 * good, `POST /api/admin/bin/empty` deletes for good all the person may see.
 */
import Type, { type Static } from 'typebox';

export const BinEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** « Actualité », « Club »… */
  label: Type.String(),
  title: Type.String(),
  deletedAt: Type.String(),
  deletedBy: Type.String(),
  /** When it is deleted for good. */
  expiresAt: Type.String(),
});
export type BinEntry = Static<typeof BinEntry>;

export const BinList = Type.Object({ items: Type.Array(BinEntry) });
export type BinList = Static<typeof BinList>;

export const BinEntryParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type BinEntryParams = Static<typeof BinEntryParams>;
