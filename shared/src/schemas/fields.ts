/**
 * Building blocks of the back office's input schemas, shared by every section: a record's id,
 * days, instants, lines of text, Markdown, links. The server refuses what they refuse (400).
 */
import Type, { type TSchema } from 'typebox';
import { NOT_IN_A_LINE_CLASS } from '../contract/safeText';

/** The longest Markdown text of a record or a page. */
export const MARKDOWN_MAX_LENGTH = 40_000;
/** The longest title. */
export const TITLE_MAX_LENGTH = 200;

/** `T | null` */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A record's id in the database. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A calendar day, `YYYY-MM-DD`. */
export const Day = Type.String({ pattern: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$' });

/** An instant with its time zone (`2026-12-01T09:00:00.000Z`, `2026-12-01T10:00:00+01:00`). */
export const Instant = Type.String({ format: 'date-time', maxLength: 40 });

/** One line of text, not blank (a title, a name, a place). */
export const Line = (maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    // At least one visible character (`\S` alone would take an invisible mark for one).
    pattern: `^[^${NOT_IN_A_LINE_CLASS}]*[^${NOT_IN_A_LINE_CLASS}\\s][^${NOT_IN_A_LINE_CLASS}]*$`,
  });
/** One line that may stay empty (an address not known yet). */
export const OptionalLine = (maxLength: number) => Type.String({ maxLength, pattern: `^[^${NOT_IN_A_LINE_CLASS}]*$` });
/** Markdown (no raw HTML is ever rendered), possibly empty. */
export const Markdown = (maxLength = MARKDOWN_MAX_LENGTH) => Type.String({ maxLength });
/** A link to another site. */
export const WebLink = Type.String({ maxLength: 500, pattern: '^https?://[^\\s<>"]+$' });

/**
 * The answer of a collection's list (`GET /api/admin/{collection}`): every record, in the order the
 * back office shows them. Collections are small (a few hundred rows at most): no pages.
 */
export const CollectionList = <Item extends TSchema>(item: Item) => Type.Object({ items: Type.Array(item) });
