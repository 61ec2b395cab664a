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
