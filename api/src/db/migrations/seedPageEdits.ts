import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** Replacements in a text page: each `before` is found once in the previous text and becomes `after`. */
export type PageEdits = readonly (readonly [before: string, after: string])[];

/**
 * `body` with `edits` made, if it is still exactly the previous seed text (its SHA-256 is
 * `previousSha256`); else null: an editor changed it, and the back office shows their text.
 */
export function editedSeedText(body: string, previousSha256: string, edits: PageEdits): string | null {
  if (createHash('sha256').update(body).digest('hex') !== previousSha256) return null;
  return edits.reduce((text, [before, after]) => text.replace(before, after), body);
}

/** Makes `edits` in the stored text page `slug` when it still holds the previous seed text. */
export async function editSeedPage(
  db: Kysely<unknown>,
  slug: string,
  previousSha256: string,
  edits: PageEdits,
): Promise<void> {
  const { rows } = await sql<{ body: string }>`SELECT body FROM content_pages WHERE slug = ${slug}`.execute(db);
  const stored = rows[0]?.body;
  const updated = stored === undefined ? null : editedSeedText(stored, previousSha256, edits);
  if (updated === null) return;
  await sql`UPDATE content_pages SET body = ${updated}, updated_at = ${new Date().toISOString()}
    WHERE slug = ${slug} AND body = ${stored}`.execute(db);
}
