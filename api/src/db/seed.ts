import fs from 'node:fs';
import path from 'node:path';
import { splitTitle } from '@wado/shared/contract';
import type { Db } from './connection';
import { seedShop } from './seed/shop/seedShop';
import { seedAssociationAndWado } from './seed/association';
import { seedLicenceHolders } from './seed/licensees';
import { seedSelectionAndMedia } from './seed/selectionMedia';
import { seedSiteSettings } from './seed/settings';

const PARTNERS = [
  {
    name: 'Région Sport Rhône',
    file: 'region-auvergne-rhone-sport.svg',
    website: 'https://www.region-sport-rhone.fr',
    description: 'Conseil régional des sports, soutien des stages jeunes.',
  },
  {
    name: 'Lyon Sports',
    file: 'ville-de-lyon-sports.svg',
    website: 'https://www.lyon-sports.fr',
    description: 'Office municipal des sports, accueil du rassemblement national.',
  },
  {
    name: 'Budo Équipement',
    file: 'budo-equipement.svg',
    website: 'https://www.budo-equipement.fr',
    description: 'Équipementier arts martiaux, fournisseur des karategis de la boutique.',
  },
  {
    name: 'Maison du Japon',
    file: 'maison-du-japon.svg',
    website: 'https://www.maison-du-japon.fr',
    description: 'Centre culturel japonais, partenaire des conférences sur le budo.',
  },
  {
    name: 'Kinésport Santé',
    file: 'kinesport-sante.svg',
    website: 'https://www.kinesport-sante.fr',
    description: 'Réseau de kinésithérapeutes du sport, suivi de la sélection nationale.',
  },
  {
    name: 'Mutuelle Sportive',
    file: 'assurance-mutuelle-sportive.svg',
    website: 'https://www.mutuelle-sportive.fr',
    description: 'Assureur des licenciés et des manifestations.',
  },
];

/** Markdown pages of `seed/content/`: the first `# ` line is the title, the rest the body. */
export function readSeedPages(seedDir: string): { slug: string; title: string; body: string }[] {
  const dir = path.join(seedDir, 'content');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.replace(/\.md$/, ''), ...splitTitle(fs.readFileSync(path.join(dir, file), 'utf8')) }));
}

/**
 * First start fills the tables; later starts only add what a new release brings (a page that
 * did not exist), never overwriting what editors changed in the database.
 */
export async function seed(db: Db, seedDir: string, now = new Date()): Promise<void> {
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const page of readSeedPages(seedDir)) {
      await trx
        .insertInto('content_pages')
        .values({ ...page, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .execute();
    }
    const { count } = await trx
      .selectFrom('partners')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) {
      await trx
        .insertInto('partners')
        .values(
          PARTNERS.map((partner, position) => ({
            name: partner.name,
            image: `/media/partners/${partner.file}`,
            website: partner.website,
            description: partner.description,
            position,
          })),
        )
        .execute();
    }
  });
  await seedSiteSettings(db, now);
  await seedShop(db, now);
  await seedAssociationAndWado(db);
  await seedLicenceHolders(db, now);
  await seedSelectionAndMedia(db, now);
}
