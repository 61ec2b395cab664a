import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  OrderQuote,
  SiteSettings,
  SiteSettingsInput,
  SiteSettingsRecord,
  SiteSettingsRefusal,
} from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import { SETTINGS_REFUSED } from '../src/features/settings/routes';
import { expectApiError, startTestApp } from './helpers';
import { rolesOtherThan, signInAs } from './people';
import { TSHIRT } from './shopHelpers';

/**
 * The site's settings: read by everyone, written by an `admin` only, each refusal with its French
 * message per field and nothing written; what the server computes from them (a quote's shipping,
 * the payment instructions, the e-mails) follows a save at once.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: { headers: Record<string, string>; email: string };

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  admin = await signInAs(app, ['admin']);
});
afterAll(() => cleanup?.());

const save = (payload: unknown, headers = admin.headers) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });

const stored = async () => app.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
const auditCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('kind', '=', 'site_settings')
        .executeTakeFirstOrThrow()
    ).count,
  );

afterEach(async () => {
  // Each test starts from the delivered settings.
  const response = await save(SEED_SETTINGS);
  expect(response.statusCode).toBe(200);
});

describe('GET /api/site/settings', () => {
  it('gives visitors the delivered settings, without the newsletter sender nor who saved them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const {
      newsletterSenderName: _name,
      newsletterSenderEmail: _email,
      ...visible
    } = SEED_SETTINGS satisfies SiteSettingsInput;
    expect(response.json<SiteSettings>()).toEqual(visible);
  });

  it('prints the copyright year of the spec in the delivered settings', () => {
    const spec = fs.readFileSync(path.resolve(__dirname, '../../shared/spec/spec.md'), 'utf8');
    expect(String(SEED_SETTINGS.copyrightYear)).toBe(/Copyright line year: (\d{4})/.exec(spec)?.[1]);
  });
});

describe('who may read and write the admin settings', () => {
  it('refuses a visitor (401) and every role but admin (403), writing nothing', async () => {
    const before = await stored();
    const changed = { ...SEED_SETTINGS, email: 'pirate@exemple.fr' };
    expectApiError(await app.inject({ method: 'GET', url: '/api/admin/settings' }), 401, SIGN_IN_REQUIRED);
    const origin = { origin: new URL(app.publicUrl).origin };
    expectApiError(await save(changed, origin), 401, SIGN_IN_REQUIRED);
    for (const role of rolesOtherThan(['admin'])) {
      const { headers } = await signInAs(app, [role]);
      expectApiError(await app.inject({ method: 'GET', url: '/api/admin/settings', headers }), 403, ROLE_REQUIRED);
      expectApiError(await save(changed, headers), 403, ROLE_REQUIRED);
    }
    expect(await stored()).toEqual(before);
  });

  it('lets an admin read them, newsletter sender included, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<SiteSettingsRecord>()).toMatchObject(SEED_SETTINGS);
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves normalized settings with an audit line holding before and after', async () => {
    const audits = await auditCount();
    const response = await save({
      ...SEED_SETTINGS,
      email: ' Secretariat@Wado-France.fr ',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'agrifrpp882',
      siret: '732 829 320 00074',
      socialLinks: [
        { label: 'Facebook', url: 'https://www.facebook.com/wadofrance' },
        { label: 'Instagram', url: 'https://www.instagram.com/wadofrance' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const record = response.json<SiteSettingsRecord>();
    expect(record).toMatchObject({
      email: 'secretariat@wado-france.fr',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP882',
      siret: '73282932000074',
      updatedBy: admin.email,
    });
    expect(record.socialLinks).toHaveLength(2);
    const visible = (await app.inject({ method: 'GET', url: '/api/site/settings' })).json<SiteSettings>();
    expect(visible.email).toBe('secretariat@wado-france.fr');

    expect(await auditCount()).toBe(audits + 1);
    const line = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'site_settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor: admin.email, action: 'update', record_id: '1' });
    expect(JSON.parse(line.before!)).toMatchObject({ email: SEED_SETTINGS.email, iban: SEED_SETTINGS.iban });
    expect(JSON.parse(line.after!)).toMatchObject({ email: 'secretariat@wado-france.fr', bic: 'AGRIFRPP882' });
  });

  it.each([
    ['iban', { iban: 'FR76 1234 5678 9012 3456 7890 123' }, 'IBAN : ce numéro n’est pas un IBAN valide'],
    ['bic', { bic: 'WADO-FR' }, 'BIC : il faut 8 ou 11 caractères'],
    ['siret', { siret: '412 345 678 00029' }, 'SIRET : il faut 14 chiffres dont la clé de contrôle est juste'],
    ['email', { email: 'contact@wado' }, "Adresse e-mail de contact : le format n'est pas valide"],
    ['newsletterSenderEmail', { newsletterSenderEmail: 'newsletter' }, 'Adresse de l’expéditeur de la newsletter'],
    ['shippingFeeCents', { shippingFeeCents: -100 }, 'Frais de port Colissimo : le montant doit être positif ou nul.'],
    ['freeShippingFromCents', { freeShippingFromCents: -1 }, 'Livraison offerte à partir de : le montant doit être'],
    ['socialLinks', { socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] }, 'Réseaux sociaux : lien 1'],
    [
      'taxReceiptSignatory',
      { taxReceiptSignatory: '  ' },
      'Signataire des reçus fiscaux : ce champ est obligatoire pour établir les reçus fiscaux.',
    ],
    [
      'taxReceiptQuality',
      { taxReceiptQuality: 'Association\nd’intérêt général' },
      'Qualité de l’organisme bénéficiaire : une seule ligne',
    ],
  ])('refuses a bad %s (400, its French message) and writes nothing', async (field, change, message) => {
    const before = await stored();
    const audits = await auditCount();
    const response = await save({ ...SEED_SETTINGS, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<SiteSettingsRefusal>();
    expect(body.message).toBe(SETTINGS_REFUSED);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(body.fields?.[field]).toContain(message);
    expect(await stored()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('lets an association that issues no tax receipt leave their facts empty', async () => {
    const response = await save({
      ...SEED_SETTINGS,
      taxReceiptEligible: false,
      taxReceiptSignatory: '',
      taxReceiptQuality: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteSettingsRecord>()).toMatchObject({ taxReceiptEligible: false, taxReceiptSignatory: '' });
    expect((await stored()).tax_receipt_eligible).toBe(0);
  });

  it('refuses a body that is not the settings (400 in French), writing nothing', async () => {
    const before = await stored();
    const { phone: _phone, ...withoutPhone } = SEED_SETTINGS;
    const response = await save(withoutPhone);
    expect(response.statusCode).toBe(400);
    expect(response.json<SiteSettingsRefusal>().message).toMatch(/phone/);
    expect(await stored()).toEqual(before);
  });
});

describe('what the server computes from the settings', () => {
  const quote = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { lines: [{ itemId: TSHIRT.itemId, variantId: TSHIRT.m, quantity: 2 }], delivery: 'colissimo' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<OrderQuote>();
  };

  it('prices an order’s shipping with the saved fee and threshold', async () => {
    expect(await quote()).toMatchObject({ subtotalCents: 3800, shippingCents: 690, totalCents: 4490 });
    expect((await save({ ...SEED_SETTINGS, shippingFeeCents: 450 })).statusCode).toBe(200);
    expect(await quote()).toMatchObject({ subtotalCents: 3800, shippingCents: 450, totalCents: 4250 });
    expect((await save({ ...SEED_SETTINGS, freeShippingFromCents: 3000 })).statusCode).toBe(200);
    expect(await quote()).toMatchObject({ subtotalCents: 3800, shippingCents: 0, totalCents: 3800 });
  });

  it('writes the saved names in the news feed', async () => {
    expect((await save({ ...SEED_SETTINGS, name: 'Wado Hexagone' })).statusCode).toBe(200);
    const feed = await app.inject({ method: 'GET', url: '/api/news/feed.xml' });
    expect(feed.body).toContain('<title>Wado Hexagone – Actualités</title>');
  });
});
