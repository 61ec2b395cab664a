import type { SiteSettingsInput } from '../schemas/settings';
import {
  formatIban,
  formatSiret,
  isValidBic,
  isValidIban,
  isValidSiret,
  normalizeSiteSettings,
  validateSiteSettings,
} from './association';

const VALID: SiteSettingsInput = {
  name: 'Wado France',
  fullName: 'Wado France – Association nationale',
  addressLines: ['18 rue Émile-Zola', '69002 Lyon'],
  email: 'contact@wado-france.fr',
  phone: '04 78 42 19 37',
  socialLinks: [{ label: 'Facebook', url: 'https://www.facebook.com/wadofrance' }],
  publisher: 'Wado France, association loi 1901',
  publicationDirector: 'Hélène Marchand',
  hostName: 'Rhône Datacentre SAS',
  hostAddress: '8 quai Perrache, 69002 Lyon',
  siret: '41234567000027',
  accountHolder: 'Wado France',
  iban: 'FR7612345678901234567890104',
  bic: 'WADOFRPPLYO',
  chequeOrder: 'Wado France',
  chequeAddress: 'Maison des associations, 69002 Lyon',
  shippingFeeCents: 690,
  freeShippingFromCents: 8000,
  copyrightYear: 2023,
  taxReceiptEligible: true,
  taxReceiptObject: 'Promouvoir et enseigner le karaté Wadō-ryū en France',
  taxReceiptQuality: 'Association d’intérêt général à caractère sportif',
  taxReceiptSignatory: 'Karim Benali',
  taxReceiptSignatoryRole: 'Trésorier',
  newsletterSenderName: 'Wado France',
  newsletterSenderEmail: 'newsletter@wado-france.fr',
};

describe('the settings’ rules', () => {
  it('accepts IBANs whose check digits hold, with or without spaces', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('be71 0961 2345 6769')).toBe(true);
  });

  it('refuses an IBAN with a wrong digit, length or country', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76 1234 5678 9012 3456 7890 123')).toBe(false);
    expect(isValidIban('FR7630006000011234567890')).toBe(false);
    expect(isValidIban('ZZ89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('accepts BICs of 8 or 11 characters of a known country', () => {
    expect(isValidBic('AGRIFRPP')).toBe(true);
    expect(isValidBic('agrifrpp882')).toBe(true);
    expect(isValidBic('AGRIFRP')).toBe(false);
    expect(isValidBic('AGRIZZPP')).toBe(false);
    expect(isValidBic('1GRIFRPP')).toBe(false);
  });

  it('accepts a SIRET of 14 digits whose Luhn key holds', () => {
    expect(isValidSiret('412 345 670 00027')).toBe(true);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('41234567000028')).toBe(false);
    expect(isValidSiret('4123456700002')).toBe(false);
  });

  it('writes IBAN and SIRET as people read them', () => {
    expect(formatIban('FR7612345678901234567890104')).toBe('FR76 1234 5678 9012 3456 7890 104');
    expect(formatSiret('41234567000027')).toBe('412 345 670 00027');
  });

  it('finds nothing to fix in valid settings, once normalized', () => {
    const typed = {
      ...VALID,
      iban: 'fr76 1234 5678 9012 3456 7890 104',
      siret: '412 345 670 00027',
      bic: ' wadofrpplyo ',
    };
    const normalized = normalizeSiteSettings(typed);
    expect(normalized).toMatchObject({ iban: VALID.iban, siret: VALID.siret, bic: VALID.bic });
    expect(validateSiteSettings(normalized)).toEqual({});
  });

  it('names each field to fix in French', () => {
    const errors = validateSiteSettings(
      normalizeSiteSettings({
        ...VALID,
        name: ' ',
        email: 'contact@',
        siret: '41234567000028',
        iban: 'FR7612345678901234567890123',
        bic: 'WADO',
        shippingFeeCents: -1,
        socialLinks: [{ label: 'Facebook', url: 'javascript:alert(1)' }],
        addressLines: [],
      }),
    );
    expect(errors).toEqual({
      name: 'Nom court : ce champ est obligatoire.',
      email: "Adresse e-mail de contact : le format n'est pas valide (exemple : contact@exemple.fr).",
      siret: 'SIRET : il faut 14 chiffres dont la clé de contrôle est juste (exemple : 412 345 670 00027).',
      iban: 'IBAN : ce numéro n’est pas un IBAN valide : vérifiez le pays, la longueur et chaque chiffre.',
      bic: 'BIC : il faut 8 ou 11 caractères (exemple : AGRIFRPP ou AGRIFRPP882).',
      shippingFeeCents: 'Frais de port Colissimo : le montant doit être positif ou nul.',
      socialLinks:
        'Réseaux sociaux : lien 1 : l’adresse doit commencer par https:// (exemple : https://www.facebook.com/…).',
      addressLines: 'Adresse postale : indiquez au moins une ligne.',
    });
  });
});
