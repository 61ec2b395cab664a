import type { SiteSettingsInput } from '@wado/shared/contract';
import type { Db } from '../connection';
import { settingsRow } from '../../features/settings/store';

/**
 * The association's settings as delivered (fictitious, as the rest of the seed): the only place
 * where they are written in code. Admins change them in the back office (`/admin/reglages`).
 */
export const SEED_SETTINGS: SiteSettingsInput = {
  name: 'Wado France',
  fullName: 'Wado France – Association nationale de Wadō-ryū karaté',
  addressLines: ['Maison des associations', '18 rue Émile-Zola', '69002 Lyon'],
  email: 'contact@wado-france.fr',
  phone: '04 78 42 19 37',
  socialLinks: [{ label: 'Wado France sur Facebook', url: 'https://www.facebook.com/wadofrance' }],
  publisher:
    'Wado France – Association nationale de Wadō-ryū karaté, association régie par la loi du 1er juillet 1901, fondée en 1989 et déclarée à la préfecture du Rhône (numéro RNA : W691234567)',
  publicationDirector: 'Hélène Marchand, présidente',
  hostName: 'Rhône Datacentre SAS',
  hostAddress: '8 quai Perrache, 69002 Lyon – 04 72 10 20 30',
  siret: '41234567000027',
  accountHolder: 'Wado France',
  iban: 'FR7612345678901234567890104',
  bic: 'WADOFRPPLYO',
  chequeOrder: 'Wado France',
  chequeAddress: 'Wado France – Boutique, Maison des associations, 18 rue Émile-Zola, 69002 Lyon',
  shippingFeeCents: 690,
  freeShippingFromCents: 8000,
  copyrightYear: 2023,
  taxReceiptEligible: true,
  taxReceiptObject:
    'Promouvoir, enseigner et développer la pratique du karaté Wadō-ryū en France, former ses enseignants et ses juges, et représenter ses pratiquants en compétition',
  taxReceiptQuality: 'Association d’intérêt général à caractère sportif (article 200, 1, b du Code général des impôts)',
  taxReceiptSignatory: 'Karim Benali',
  taxReceiptSignatoryRole: 'Trésorier',
  newsletterSenderName: 'Wado France',
  newsletterSenderEmail: 'newsletter@wado-france.fr',
};

/** Writes the delivered settings once; a later start never overwrites what an admin saved. */
export async function seedSiteSettings(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ ...settingsRow(SEED_SETTINGS), updated_at: now.toISOString(), updated_by: null })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
