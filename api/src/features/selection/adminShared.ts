/**
 * What the national team's collections share in the back office: the club chosen from the
 * directory, the portrait (uploaded, or the one delivered with the site), the slug made once from
 * the name, the place in the list.
 */
import type { ImageRef, MediaImage } from '@wado/shared/contract';
import { sql } from 'kysely';
import { existingImage, slugFromTitle, type Store } from '../editing';
import { HttpError } from '../errors';
import { DEFAULT_IMAGE, imageOf, imagesOfUploads } from '../media';
import { image } from '../paging';

export const CLUB_NOT_IN_DIRECTORY =
  'Le club choisi n’est pas dans l’annuaire des clubs : choisissez-en un dans la liste.';

/** The directory's club of `id`; 400 when none is chosen or the directory has none of that id. */
export async function directoryClub(db: Store, id: number | null): Promise<{ id: number; name: string; city: string }> {
  if (id === null) throw new HttpError(400, 'Choisissez le club dans l’annuaire des clubs affiliés.');
  const club = await db.selectFrom('clubs').select(['id', 'name', 'city']).where('id', '=', id).executeTakeFirst();
  if (!club) throw new HttpError(400, CLUB_NOT_IN_DIRECTORY);
  return club;
}

/** The tables of the national team whose rows have a slug made from their name. */
type NamedTable = 'coaches' | 'competitors' | 'competitions';

/** A slug made from `name`, numbered (`-2`, `-3`…) when another row of `table` has it. */
export async function slugFromName(db: Store, table: NamedTable, name: string, fallback: string): Promise<string> {
  const base = slugFromTitle(name, fallback);
  const { rows } = await sql<{ slug: string }>`SELECT slug FROM ${sql.table(table)}
    WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`.execute(db);
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
}

/** The place of a new row of `table`: after every other. */
export async function lastPosition(db: Store, table: 'coaches' | 'competitors'): Promise<number> {
  const { rows } = await sql<{ last: number | null }>`SELECT MAX(position) AS last FROM ${sql.table(table)}`.execute(
    db,
  );
  const last = rows[0]?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

/** The size portraits are shown at. */
export const PORTRAIT = { width: 240, height: 240 };

/** The portrait columns of a row. */
export interface PortraitColumns {
  portrait: string;
  portrait_alt: string;
  portrait_upload_id: number | null;
}

/** The portraits rows show, by upload id (one query for a whole list). */
export const portraitUploads = (db: Store, rows: readonly PortraitColumns[]) =>
  imagesOfUploads(
    db,
    rows.map((row) => row.portrait_upload_id),
  );

/** A row's portrait: its upload, else the one delivered with the site, else the site's picture. */
export function portraitOf(uploads: Map<number, MediaImage>, row: PortraitColumns): MediaImage {
  const delivered = row.portrait
    ? image(row.portrait, row.portrait_alt, PORTRAIT.width, PORTRAIT.height)
    : { ...DEFAULT_IMAGE, alt: row.portrait_alt };
  return imageOf(uploads, row.portrait_upload_id, row.portrait_alt, delivered);
}

/** The editor's value of a row's portrait: the uploaded one, or null (the delivered one stays). */
export const portraitInputOf = (row: PortraitColumns): ImageRef | null =>
  row.portrait_upload_id === null ? null : { uploadId: row.portrait_upload_id, alt: row.portrait_alt };

/**
 * The portrait columns of an input (400 when the upload is not there); without an upload, the
 * alternative text of the delivered portrait stays.
 */
export async function portraitColumns(db: Store, ref: ImageRef | null) {
  const uploaded = await existingImage(db, ref, { lenient: false });
  return uploaded
    ? { portrait_upload_id: uploaded.ref.uploadId, portrait_alt: uploaded.ref.alt.trim() }
    : { portrait_upload_id: null };
}
