/**
 * Per-record access rules, as Payload CMS has them: within the roles that open a part of the back
 * office, whether a person may list, read, create, update or delete each record, decided from the
 * person and the record (or the input). The editing framework applies them to its routes; the bin
 * applies the same rules to what was deleted, so that nobody sees or puts back through the bin a
 * record that is not hers.
 */
import type { BinKind } from '@wado/shared/contract';
import type { SignedInPerson } from './auth';

/** What a rule may not do, in French: the record is the person's to read, not to change. */
export const RECORD_FORBIDDEN =
  'Cette fiche n’est pas de votre ressort : seules les personnes qui en ont la charge la modifient.';

/**
 * The rules of a kind of record, each given the signed-in person; a rule left out allows what the
 * roles allow. `list` is `read` unless told otherwise: a list shows only what the person may read.
 */
export interface RecordAccess<Input, Record> {
  list?: (person: SignedInPerson, record: Record) => boolean;
  read?: (person: SignedInPerson, record: Record) => boolean;
  create?: (person: SignedInPerson, input: Input) => boolean;
  /** Both the record as it is and what the person would make of it (she may not give it away). */
  update?: (person: SignedInPerson, current: Record, input: Input) => boolean;
  delete?: (person: SignedInPerson, current: Record) => boolean;
}

/**
 * The rules of a kind whose lists are paged by the database (news, events…): a rule per record
 * would leave holes in the pages, so what a person may see is a query filter (Payload's `Where`):
 * the columns and the values her records have (`true`: every record). A record outside it is
 * absent to her (404, missing from the list); an input that would put a record outside it, or
 * create one there, is refused (403) with nothing written.
 */
export interface KindAccess<Input> {
  where(person: SignedInPerson): RecordFilter | true;
  /** Whether she may give a record this input (create, save, restore a version). */
  input(person: SignedInPerson, input: Input): boolean;
}

/** Column → value: the records a person may see have these. */
export type RecordFilter = Readonly<Record<string, string | number>>;

/** Whether a row (or a deleted record kept as a row) is within a person's filter. */
export function withinFilter(filter: RecordFilter | true, row: object): boolean {
  if (filter === true) return true;
  const columns = row as Record<string, unknown>;
  return Object.entries(filter).every(([column, value]) => columns[column] === value);
}

/**
 * What the bin asks of a deleted record (kept as the back office read it): whether the person may
 * see it, and whether she may put it back or delete it for good (whoever may delete a record may
 * undo its deletion). Method signatures: a kind's rules take its own record type.
 */
export interface DeletedRecordRules {
  read?(person: SignedInPerson, record: object): boolean;
  delete?(person: SignedInPerson, current: object): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The per-record rules of each kind that has them, by its kind in the bin; filled as the
     * editing routes are registered (one map for the whole server, shared by every context).
     */
    recordRules: Map<BinKind, DeletedRecordRules>;
  }
}
