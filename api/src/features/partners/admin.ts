import { PartnerInput, PartnerRecord } from '@wado/shared/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { existingImage, type Collection, type Store } from '../editing';
import { HttpError } from '../errors';
import { uploadedImages } from '../uploads';

type Row = Selectable<Database['partners']>;

/** The size the logos delivered with the site are drawn at. */
const DELIVERED_LOGO = { width: 240, height: 96 };

export const LOGO_REQUIRED = 'Logo : choisissez une image (PNG, JPEG, WebP ou AVIF).';

async function partnerOf(db: Store, row: Row): Promise<PartnerRecord> {
  const uploaded =
    row.logo_upload_id === null ? undefined : (await uploadedImages(db, [row.logo_upload_id])).get(row.logo_upload_id);
  return {
    id: row.id,
    name: row.name,
    logo: uploaded && row.logo_upload_id !== null ? { uploadId: row.logo_upload_id, alt: row.logo_alt } : null,
    website: row.website,
    description: row.description,
    position: row.position,
    shownLogo: uploaded
      ? { url: uploaded.url, width: uploaded.width, height: uploaded.height }
      : row.image
        ? { url: row.image, ...DELIVERED_LOGO }
        : null,
  };
}

/** A partner shows a logo in the footer: an upload, or the one delivered with the site (400 without either). */
async function columnsOf(db: Store, input: PartnerInput, deliveredLogo: string) {
  const logo = await existingImage(db, input.logo, { lenient: false });
  if (!logo && !deliveredLogo) throw new HttpError(400, LOGO_REQUIRED);
  return {
    name: input.name.trim(),
    website: input.website,
    description: input.description.trim(),
    position: input.position,
    logo_upload_id: logo?.ref.uploadId ?? null,
    logo_alt: logo ? logo.ref.alt.trim() : '',
  };
}

const partners = (db: Store) => db.selectFrom('partners').selectAll();
const row = (db: Store, id: number) => partners(db).where('id', '=', id).executeTakeFirst();

/** The partners, edited by the `association` role: the footer's logos and the /partners page follow. */
export const PARTNERS: Collection<typeof PartnerInput, typeof PartnerRecord> = {
  path: 'partners',
  table: 'partners',
  auditKind: 'partner',
  notFound: 'Ce partenaire est introuvable : il a peut-être été supprimé.',
  duplicate: 'Ce partenaire est déjà dans la liste (un autre porte ce nom).',
  schemas: { input: PartnerInput, record: PartnerRecord },
  // The order of the footer.
  list: async (db) => {
    const rows = await partners(db).orderBy('position').orderBy('id').execute();
    return Promise.all(rows.map((entry) => partnerOf(db, entry)));
  },
  load: async (db, id) => {
    const found = await row(db, id);
    return found && partnerOf(db, found);
  },
  create: async (db, input) =>
    (
      await db
        .insertInto('partners')
        .values({ ...(await columnsOf(db, input, '')), image: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  update: async (db, current, input) => {
    const before = await row(db, current.id);
    await db
      .updateTable('partners')
      .set(await columnsOf(db, input, before?.image ?? ''))
      .where('id', '=', current.id)
      .execute();
  },
  remove: async (db, current) => {
    await db.deleteFrom('partners').where('id', '=', current.id).execute();
  },
};
