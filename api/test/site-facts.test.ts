import type { FastifyInstance } from 'fastify';
import type { ContentPage, EditableTextPage, SearchResponse, TextPageFactsRefusal } from '@wado/shared/contract';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import { FACTS_TO_CONFIRM } from '../src/features/editing/pages';
import { expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';
import { orderBody, postOrder } from './shopHelpers';

/**
 * The settings' facts (IBAN, cheques, contact, address) are written once, in « Réglages »: text
 * pages name them by reference and show their current value, in the page, its search entry and
 * the sale conditions an order's e-mail carries. A copy typed in a text becomes a reference; an
 * IBAN, e-mail or phone that is not the settings' is saved only once confirmed.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let admin: Record<string, string>;
let association: Record<string, string>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  admin = (await signInAs(app, ['admin'])).headers;
  association = (await signInAs(app, ['association'])).headers;
});
afterAll(() => cleanup?.());
afterEach(async () => {
  const restored = await saveSettings(SEED_SETTINGS);
  expect(restored.statusCode).toBe(200);
});

const saveSettings = (payload: object) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload });
const page = async (url: string) => (await app.inject(url)).json<ContentPage>().body;
const savePage = (slug: string, payload: object, headers = association) =>
  app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers, payload });
const storedBody = async (slug: string) =>
  (await app.db.selectFrom('content_pages').select('body').where('slug', '=', slug).executeTakeFirstOrThrow()).body;

const NEW_IBAN = 'FR1420041010050500013M02606';
const NEW_IBAN_PRINTED = 'FR14 2004 1010 0505 0001 3M02 606';
const OLD_IBAN_PRINTED = 'FR76 1234 5678 9012 3456 7890 104';

describe('a change of settings', () => {
  it('reaches every text page, its search entry and the sale conditions of an order’s e-mail', async () => {
    expect(await page('/api/content/donations')).toContain(`**IBAN** : ${OLD_IBAN_PRINTED}`);
    expect(await page('/api/saleConditions')).toContain(`IBAN ${OLD_IBAN_PRINTED}`);
    const before = await page('/api/content/mentions_legales');
    expect(before).toContain('[contact@wado-france.fr](mailto:contact@wado-france.fr)');
    // Stored as references, shown as values: no visitor ever sees the braces.
    expect(await storedBody('donations')).toContain('**IBAN** : {{iban}}');

    const saved = await saveSettings({
      ...SEED_SETTINGS,
      iban: NEW_IBAN,
      email: 'bureau@wado-france.fr',
      phone: '01 40 00 00 00',
      addressLines: ['12 rue Neuve', '75011 Paris'],
    });
    expect(saved.statusCode).toBe(200);

    const pages = ['donations', 'mentions_legales', 'confidentialite', 'admission', 'association', 'features'];
    for (const slug of pages) {
      const body = await page(`/api/content/${slug}`);
      expect({ slug, old: body.includes('contact@wado-france.fr') || body.includes('04 78 42 19 37') }).toEqual({
        slug,
        old: false,
      });
      expect(body).not.toContain('{{');
    }
    expect(await page('/api/content/donations')).toContain(`**IBAN** : ${NEW_IBAN_PRINTED}`);
    expect(await page('/api/content/mentions_legales')).toContain(
      '[bureau@wado-france.fr](mailto:bureau@wado-france.fr)',
    );
    const conditions = await page('/api/saleConditions');
    expect(conditions).toContain(`IBAN ${NEW_IBAN_PRINTED}`);
    expect(conditions).toContain('siège : 12 rue Neuve, 75011 Paris ;');
    expect(conditions).not.toContain(OLD_IBAN_PRINTED);

    // A search after a change brings the index up to date before it answers.
    const found = (
      await app.inject(`/api/search?q=${encodeURIComponent('bureau@wado-france.fr')}`)
    ).json<SearchResponse>();
    expect(found.items.map((item) => item.url)).toContain('/donations');

    const order = await postOrder(app, orderBody({ payment: 'transfer' }));
    expect(order.statusCode).toBe(201);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('topic', 'like', 'order%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(`IBAN ${NEW_IBAN_PRINTED}`);
    expect(mail.text).not.toContain(OLD_IBAN_PRINTED);
    expect(mail.text).not.toContain('{{');
  });
});

describe('saving a text page', () => {
  it('turns a copy of a settings’ fact into its reference', async () => {
    const payload = {
      title: 'Faire un don',
      body: 'Virement sur FR76 1234 5678 9012 3456 7890 104 ; écrivez à contact@wado-france.fr.',
    };
    const saved = await savePage('donations', payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EditableTextPage>().body).toBe('Virement sur {{iban}} ; écrivez à {{email-texte}}.');
    expect(await page('/api/content/donations')).toBe(
      `Virement sur ${OLD_IBAN_PRINTED} ; écrivez à contact@wado-france.fr.`,
    );
  });

  it('asks to confirm an IBAN, e-mail or phone that is not the settings’, writing nothing until confirmed', async () => {
    const payload = { title: 'Faire un don', body: `Virement sur ${NEW_IBAN_PRINTED}, ou appelez le 06 12 34 56 78.` };
    const before = await storedBody('donations');
    const audit = await app.db.selectFrom('audit_log').select('id').execute();
    const refused = await savePage('donations', payload);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<TextPageFactsRefusal>();
    expect(body.error).toBe('Conflict');
    expect(body.message).toContain(FACTS_TO_CONFIRM);
    expect(body.message).toContain(
      `un IBAN « ${NEW_IBAN_PRINTED} », alors que les réglages donnent « ${OLD_IBAN_PRINTED} »`,
    );
    expect(body.strays).toEqual([
      { kind: 'iban', found: NEW_IBAN_PRINTED, settings: OLD_IBAN_PRINTED },
      { kind: 'telephone', found: '06 12 34 56 78', settings: '04 78 42 19 37' },
    ]);
    expect(await storedBody('donations')).toBe(before);
    expect(await app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);

    const confirmed = await savePage('donations', { ...payload, confirmFacts: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await storedBody('donations')).toBe(payload.body);
    // Saved again, the same text asks nothing: it was confirmed once.
    expect((await savePage('donations', { ...payload, title: 'Dons' })).statusCode).toBe(200);
  });

  it('refuses a reference that names no fact, writing nothing', async () => {
    const before = await storedBody('history');
    expectApiError(
      await savePage('history', { title: 'Histoire', body: 'Notre IBAN : {{ibna}}.' }),
      400,
      '{{ibna}} ne désigne aucune coordonnée des réglages : choisissez-la dans « Insérer une coordonnée ».',
    );
    expect(await storedBody('history')).toBe(before);
  });
});
