import { CommitteeMemberInput, CommitteeMemberRecord } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { existingImage, type Collection, type Store } from '../editing';
import { HttpError } from '../errors';
import { uploadedImages } from '../uploads';

type Row = Selectable<Database['committee_members']>;

/** The size of the illustrations delivered with the site (square). */
const ILLUSTRATION_SIZE = 120;

async function memberOf(db: Store, row: Row): Promise<CommitteeMemberRecord> {
  const uploaded =
    row.portrait_upload_id === null
      ? undefined
      : (await uploadedImages(db, [row.portrait_upload_id])).get(row.portrait_upload_id);
  const illustration = row.portrait ? { url: row.portrait, width: ILLUSTRATION_SIZE, height: ILLUSTRATION_SIZE } : null;
  return {
    id: row.id,
    body: row.body_slug,
    name: row.name,
    role: row.role,
    bio: row.bio,
    portrait:
      row.portrait_upload_id === null || !uploaded ? null : { uploadId: row.portrait_upload_id, alt: row.portrait_alt },
    position: row.position,
    shownPortrait: uploaded ? { url: uploaded.url, width: uploaded.width, height: uploaded.height } : illustration,
  };
}

async function columnsOf(db: Store, input: CommitteeMemberInput, current: Row | null) {
  const body = await db.selectFrom('committee_bodies').select('slug').where('slug', '=', input.body).executeTakeFirst();
  if (!body) throw new HttpError(400, 'Cette instance du comité n’existe pas : choisissez-en une dans la liste.');
  const portrait = await existingImage(db, input.portrait, { lenient: false });
  const name = input.name.trim();
  const role = input.role.trim();
  return {
    body_slug: input.body,
    name,
    role,
    bio: input.bio.trim(),
    position: input.position,
    portrait_upload_id: portrait?.ref.uploadId ?? null,
    // An upload carries its own text; the illustration delivered with the site keeps its own.
    portrait_alt: portrait ? portrait.ref.alt.trim() : (current?.portrait_alt ?? ''),
  };
}

const members = (db: Store) => db.selectFrom('committee_members').selectAll();
const row = (db: Store, id: number) => members(db).where('id', '=', id).executeTakeFirst();

/** The committee's members, edited by the `association` role; the /committee page follows. */
export const COMMITTEE_MEMBERS: Collection<typeof CommitteeMemberInput, typeof CommitteeMemberRecord> = {
  path: 'committee',
  table: 'committee_members',
  auditKind: 'committee-member',
  notFound: 'Ce membre du comité est introuvable : il a peut-être été supprimé.',
  duplicate: 'Ce membre du comité existe déjà.',
  schemas: { input: CommitteeMemberInput, record: CommitteeMemberRecord },
  // As the committee page shows them: body by body, each in its order.
  list: async (db) => {
    const rows = await members(db)
      .innerJoin('committee_bodies', 'committee_bodies.slug', 'committee_members.body_slug')
      .selectAll('committee_members')
      .orderBy('committee_bodies.position')
      .orderBy('committee_members.position')
      .orderBy('committee_members.id')
      .execute();
    return Promise.all(rows.map((entry) => memberOf(db, entry)));
  },
  load: async (db, id) => {
    const found = await row(db, id);
    return found && memberOf(db, found);
  },
  create: async (db, input) =>
    (
      await db
        .insertInto('committee_members')
        .values({ ...(await columnsOf(db, input, null)), portrait: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  update: async (db, current, input) => {
    const before = await row(db, current.id);
    await db
      .updateTable('committee_members')
      .set(await columnsOf(db, input, before ?? null))
      .where('id', '=', current.id)
      .execute();
  },
  remove: async (db, current) => {
    await db.deleteFrom('committee_members').where('id', '=', current.id).execute();
  },
};
