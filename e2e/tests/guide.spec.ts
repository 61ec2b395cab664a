import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, helloAssoEnv, SERVER_ENV, test as base } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import {
  adminMenu,
  expectImageLoaded,
  jpegPhoto,
  passwordResetLinkFromOutbox,
  SIGNED_OUT_401,
  signIn,
} from './support/backOffice';
import { startExtraServer, type TestServer } from './support/extraServer';
import { expectNoOverflow, overflowOf } from './support/overflow';
import { lastSeasonOf, pendingSeasonTransfer } from './support/licences';
import { createPerson, usersCommand } from './support/people';
// The guide's data is the shell's (shell/src/admin/guide/topics.ts, which imports only
// @wado/shared/contract): the test reads the very names the page shows.
import {
  GUIDE_TOPICS,
  SCREENSHOT_SIZE,
  screenshotNames,
  type GuideControl,
  type GuideStep,
  type GuideTopic,
} from '../../shell/src/admin/guide/topics';

/**
 * The volunteers' guide (/admin/guide), walked on the built site: each topic's journey by a new
 * person of its roles, every control found by the name the guide gives it (a renamed button fails
 * here), a screenshot saved at each step that has one, into the folder the guide page shows them
 * from (commit them with the change). Then the guide page itself, at 1280 and 375 px.
 *
 * The journeys publish, delete and order: they run on a server of their own, so that the other
 * files of the worker find the seeded data as it was.
 */

const test = base.extend<object, { site: TestServer }>({
  site: [
    async ({ helloAsso }, use) => {
      // The worker's settings, card payments included: an event's registrations may have prices.
      const site = await startExtraServer({ ...SERVER_ENV, ...helloAssoEnv(helloAsso) });
      helloAsso.setNotificationUrl(`${site.url}/api/payments/helloasso/notifications`);
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

const SCREENS_DIR = path.join(__dirname, '..', '..', 'shell', 'src', 'admin', 'guide', 'screens');
const PASSWORD = 'un mot de passe assez long';
// Unique where the server refuses a repeat; the names the screenshots show are plain (the server is the file's own).
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const topic = (id: string): GuideTopic => GUIDE_TOPICS.find((candidate) => candidate.id === id)!;

/** A control's name as a pattern: « … » stands for any text; a field's label may add « (obligatoire) ». */
function namePattern(control: GuideControl): RegExp {
  const escaped = control.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.+');
  return new RegExp(`^${escaped}${control.kind === 'field' ? '( \\(obligatoire\\))?' : ''}$`);
}

/**
 * One topic's journey: `control(key)` finds a step's control by the guide's name for it, `shoot(key)`
 * saves the step's screenshot; `done()` checks that every control was used and every screenshot
 * taken, so that a step added to the guide is walked too.
 */
function walk(page: Page, guideTopic: GuideTopic) {
  const used = new Set<string>();
  const shot = new Set<string>();
  const names = screenshotNames(guideTopic);
  const step = (key: string): GuideStep => {
    const found = guideTopic.steps.find((candidate) => candidate.key === key);
    expect(found, `step « ${key} » of « ${guideTopic.title} »`).toBeDefined();
    return found!;
  };
  return {
    control(key: string, scope: Page | Locator = page): Locator {
      const { control } = step(key);
      expect(control, `a control at step « ${key} » of « ${guideTopic.title} »`).toBeDefined();
      used.add(key);
      const name = namePattern(control!);
      if (control!.kind === 'menu') return adminMenu(page).getByRole('link', { name });
      if (control!.kind === 'field') return scope.getByLabel(name);
      return scope.getByRole(control!.kind, { name });
    },
    /** The screenshot of step `key`, with `focus` in the middle of the window. */
    async shoot(key: string, focus?: Locator): Promise<void> {
      const name = names.get(key);
      expect(name, `a screenshot at step « ${key} » of « ${guideTopic.title} »`).toBeDefined();
      shot.add(key);
      // At once: the site scrolls smoothly, and the screenshot would catch the page on its way.
      if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.evaluate(() => document.fonts.ready);
      // A palette PNG: the screens are flat colours and text, a third of the size of a full-colour one.
      const png = await page.screenshot({ animations: 'disabled' });
      const small = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
      fs.mkdirSync(SCREENS_DIR, { recursive: true });
      fs.writeFileSync(path.join(SCREENS_DIR, `${name}.png`), small);
    },
    done(): void {
      const controls = guideTopic.steps.filter((candidate) => candidate.control).map((candidate) => candidate.key);
      expect([...used].sort(), `controls used in « ${guideTopic.title} »`).toEqual([...new Set(controls)].sort());
      expect([...shot].sort(), `screenshots of « ${guideTopic.title} »`).toEqual([...names.keys()].sort());
    },
  };
}

/** A new person signed in; `name` makes her address, shown in the screenshots' header. */
async function signedInAs(page: Page, site: TestServer, roles: string[], name: string): Promise<string> {
  const email = `${name}@wado-france.test`;
  await createPerson(site, email, roles, PASSWORD);
  await signIn(page, email, PASSWORD);
  return email;
}

/** A JSON request of the back office from the page (its session, its origin); returns the answer's body. */
async function adminCall<T>(page: Page, method: string, url: string, body: unknown = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, url, body },
  );
  expect(answer.status, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return JSON.parse(answer.body) as T;
}

/** A published news item made through the API. */
async function publishedNews(page: Page, title: string): Promise<{ id: number }> {
  const news = await adminCall<{ id: number }>(page, 'POST', '/api/admin/news', {
    title,
    summary: 'Deux jours de kihon.',
    body: 'Le stage de la rentrée.',
    author: 'Commission communication',
    image: null,
    eventId: null,
  });
  await adminCall(page, 'POST', `/api/admin/news/${news.id}/publish`);
  return news;
}

/** `YYYY-MM-DD`, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('the guide’s journeys, each with the names the guide gives', () => {
  test.use({ viewport: SCREENSHOT_SIZE, allowConsoleErrors: [SIGNED_OUT_401] });
  test.setTimeout(120_000);

  test('publier une actualité', async ({ page, site }) => {
    const guide = walk(page, topic('publier-une-actualite'));
    await signedInAs(page, site, ['media'], 'redaction');
    await guide.control('section').click();
    await guide.control('new').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle actualité' })).toBeVisible();
    await guide.control('title').fill('Stage d’hiver à Lyon');
    await guide
      .control('summary')
      .fill('Deux jours de kihon et de kata au dojo de Gerland, ouverts à tous les gradés.');
    await guide.control('body').fill('## Au programme\n\nLe samedi, **kihon** ; le dimanche, les kata *Pinan*.');
    await guide.control('author').fill('Commission communication');
    await guide
      .control('image')
      .setInputFiles({ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto() });
    const alt = guide.control('alt');
    await alt.fill('Des karatékas en kimono blanc saluent le tatami');
    await expectImageLoaded(page.getByRole('img', { name: /^Aperçu : Des karatékas/ }));
    await guide.shoot('alt', page.getByRole('group', { name: 'Image' }));
    await guide.control('create').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’actualité' })).toBeVisible();
    await guide.control('preview').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Stage d’hiver à Lyon/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await guide.shoot('preview');
    await page.getByRole('link', { name: '← Retour à la modification' }).click();
    await guide.control('publish', page.getByRole('region', { name: 'Publication' })).click();
    await expect(page.getByRole('region', { name: 'Publication' })).toContainText('Statut : Publié');
    guide.done();
  });

  test('ouvrir les inscriptions à un événement', async ({ page, site }) => {
    const guide = walk(page, topic('ouvrir-les-inscriptions'));
    await signedInAs(page, site, ['media'], 'evenements');
    const title = 'Stage de printemps à Lyon';
    const event = await adminCall<{ id: number }>(page, 'POST', '/api/admin/events', {
      title,
      kind: 'stage',
      startDate: inDays(40),
      endDate: inDays(41),
      place: 'Gymnase Gerland',
      city: 'Lyon',
      address: '8 rue de Gerland, 69007 Lyon',
      summary: 'Deux jours de kata et de kihon.',
      description: 'Le stage de la saison.',
      registration: 'Inscription en ligne ci-dessous.',
      registrationUrl: null,
      registrationDeadline: null,
      image: null,
      albumId: null,
      competitionId: null,
    });
    await adminCall(page, 'POST', `/api/admin/events/${event.id}/publish`);

    await guide.control('section').click();
    await guide.control('events').click();
    await expect(page.getByRole('link', { name: 'Nouvel événement' })).toBeVisible();
    await guide.control('registrations').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscriptions aux événements' })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    const form = page.getByRole('region', { name: 'Ouvrir les inscriptions en ligne' });
    await guide.control('capacity', form).fill('40');
    await guide.control('deadline', form).fill(`${inDays(35)}T20:00`);
    await guide.control('price', form).fill('25,00');
    await guide.control('memberPrice', form).fill('15,00');
    await form.getByRole('checkbox', { name: 'Club' }).check();
    await guide.shoot('memberPrice', form);
    await guide.control('open', form).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Inscriptions ouvertes' })).toBeVisible();
    guide.done();
  });

  test('organiser une compétition', async ({ page, site }) => {
    const guide = walk(page, topic('organiser-une-competition'));
    await signedInAs(page, site, ['selection'], 'selection');
    const title = 'Coupe de France des jeunes';
    await guide.control('section').click();
    await guide.control('events').click();
    await guide.control('new').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeVisible();
    await expect(guide.control('kind')).toHaveValue('competition');
    await guide.control('title').fill(title);
    await guide.control('start').fill(inDays(60));
    await guide.control('end').fill(inDays(60));
    await guide.control('place').fill('Halle des sports');
    await guide.control('city').fill('Orléans');
    await guide.control('summary').fill('Kata et kumite, des poussins aux cadets.');
    await guide.control('create').click();
    await expect(page.getByText('Brouillon créé')).toBeVisible();
    await guide.control('publish', page.getByRole('region', { name: 'Publication' })).click();
    await expect(page.getByRole('region', { name: 'Publication' })).toContainText('Statut : Publié');

    await guide.control('entries').click();
    const competition = guide.control('competition');
    await competition.selectOption((await competition.locator('option', { hasText: title }).getAttribute('value'))!);
    const form = page.getByRole('region', { name: `Ouvrir les inscriptions : ${title}` });
    await guide.control('season', form).selectOption({ index: 0 });
    await guide.control('deadline', form).fill(inDays(45));
    await guide.control('fee', form).fill('12');
    await guide.control('category', form).fill('Kata benjamins mixtes');
    await guide.shoot('category', form);
    await guide.control('open', form).click();
    await expect(page.getByText(`Les inscriptions à « ${title} » sont ouvertes aux clubs.`)).toBeVisible();
    guide.done();
  });

  test('construire un album', async ({ page, site }) => {
    const guide = walk(page, topic('construire-un-album'));
    await signedInAs(page, site, ['media'], 'photos');
    await guide.control('section').click();
    await guide.control('albums').click();
    await guide.control('new').click();
    await guide.control('title').fill('Photos du stage d’hiver');
    await guide.control('date').fill('2026-08-01');
    await guide.control('place').fill('Dojo de Mimizan');
    await guide.control('create').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’album' })).toBeVisible();
    const adding = page.getByRole('region', { name: 'Ajouter des photos' });
    // Three different images: the server keeps one copy of identical files.
    const sizes = [
      [800, 500],
      [640, 480],
      [720, 540],
    ] as const;
    await guide.control('photos', adding).setInputFiles(
      await Promise.all(
        sizes.map(async ([width, height], index) => ({
          name: `photo-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await jpegPhoto(width, height),
        })),
      ),
    );
    await expect(adding.getByRole('status')).toHaveText('3 photos sur 3 envoyées.');
    const alts = [
      'Le groupe salue avant le kihon',
      'Deux gradés en kumite sur la plage',
      'Le stage réuni devant le dojo',
    ];
    const altFields = guide.control('alt', adding);
    await expect(altFields).toHaveCount(alts.length);
    for (const [index, alt] of alts.entries()) await altFields.nth(index).fill(alt);
    await guide.shoot('alt', altFields.first());
    await guide.control('add', adding).click();
    await expect(adding.getByRole('status')).toHaveText('3 photos ajoutées à la fin de l’album.');
    await guide.control('publish', page.getByRole('region', { name: 'Publication' })).click();
    await expect(page.getByRole('region', { name: 'Publication' })).toContainText('Statut : Publié');
    guide.done();
  });

  test('envoyer la newsletter', async ({ page, site }) => {
    const guide = walk(page, topic('envoyer-la-newsletter'));
    // One confirmed subscriber: « Envoyer à … » is there only when someone will receive the letter.
    const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'));
    try {
      const now = new Date().toISOString();
      const address = 'abonnee@exemple.fr';
      db.prepare(
        `INSERT INTO newsletter_subscriptions (email, email_key, consented_at, form_version, source_page, unsubscribe_token, confirmed_at)
         VALUES (?, ?, ?, 'e2e', '', ?, ?)`,
      ).run(address, address, now, `jeton-guide-${unique()}`, now);
    } finally {
      db.close();
    }
    const editor = await signedInAs(page, site, ['media'], 'lettre');
    await guide.control('section').click();
    await guide.control('new').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle lettre' })).toBeVisible();
    await guide.control('subject').fill('Les nouvelles de décembre');
    const image = '/media/news/open-de-paris-neuf-medailles-2026.svg';
    await guide
      .control('body')
      .fill(
        `## L’Open de Paris\n\nNeuf médailles pour la sélection nationale.\n\n![Trois karatékas sur le podium de l’Open de Paris](${image})`,
      );
    const preview = page.getByRole('region', { name: 'Aperçu : Texte de la lettre' });
    await expect(preview.getByRole('img', { name: 'Trois karatékas sur le podium de l’Open de Paris' })).toBeVisible();
    await guide.shoot('body', page.getByRole('textbox', { name: 'Texte de la lettre' }));
    await guide.control('save').click();
    await guide.control('test').click();
    await expect(page.getByText(`Un test est parti vers ${editor}.`, { exact: false })).toBeVisible();
    await guide.control('send').click();
    await page.getByRole('button', { name: 'Oui, envoyer' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Rapport d’envoi' })).toBeVisible();
    guide.done();
  });

  test('mettre un article en vente', async ({ page, site }) => {
    const guide = walk(page, topic('mettre-un-article-en-vente'));
    await signedInAs(page, site, ['shop'], 'boutique');
    await guide.control('section').click();
    await guide.control('new').click();
    await guide.control('name').fill('Gourde Wado France');
    await page.getByLabel(/^Résumé/).fill('Une gourde isotherme aux couleurs de Wado France.');
    await page.getByLabel(/^Catégorie/).selectOption({ label: 'Écussons et accessoires' });
    await guide.control('price').fill('18,90');
    await guide.control('memberPrice').fill('15,90');
    await guide.control('create').click();
    await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();
    for (const [size, stock] of [
      ['50 cl', '12'],
      ['75 cl', '8'],
    ] as const) {
      await guide.control('size').fill(size);
      await guide.control('stock').fill(stock);
      await guide.control('addSize').click();
      await expect(page.getByText(`La taille « ${size} » a été ajoutée.`)).toBeVisible();
    }
    await guide.shoot('addSize', page.getByRole('table', { name: 'Tailles de l’article et leur stock' }));
    await guide
      .control('photo')
      .setInputFiles({ name: 'gourde.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(900, 900) });
    await guide.control('alt').fill('Une gourde bleue marquée Wado France');
    await guide.control('addPhoto').click();
    await expect(page.getByText('La photo a été ajoutée.')).toBeVisible();
    await guide.control('publish').click();
    await expect(page.getByText('L’article est en vente.', { exact: true })).toBeVisible();
    guide.done();
  });

  test('enregistrer un paiement', async ({ page, site }) => {
    const guide = walk(page, topic('enregistrer-un-paiement'));
    const lastName = 'Moreau';
    // A visitor's order paid by transfer, as the shop's form sends it.
    const ordered = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `guide-${unique()}`, Origin: site.url },
      data: {
        lines: [{ itemId: 'petit-lexique-karateka', variantId: 'petit-lexique-karateka-livre-de-poche', quantity: 1 }],
        delivery: 'colissimo',
        billing: {
          firstName: 'Jeanne',
          lastName,
          email: 'jeanne.tresor@exemple.fr',
          phone: '06 12 34 56 78',
          address: '12 rue des Lilas',
          postcode: '69003',
          city: 'Lyon',
        },
        payment: 'transfer',
        acceptTerms: true,
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const { reference } = (await ordered.json()) as { reference: string };

    await signedInAs(page, site, ['treasurer'], 'tresoriere');
    await guide.control('section').click();
    await guide.control('orders').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await guide.control('search').fill(lastName);
    await guide.control('filter').click();
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
    await guide.control('note').fill('Virement reçu le 2 décembre');
    await guide.control('paid').click();
    const dialog = page.getByRole('alertdialog', { name: `Marquer la commande ${reference} comme payée ?` });
    await expect(dialog).toBeVisible();
    await guide.shoot('paid');
    await guide.control('paid', dialog).click();
    await expect(page.getByText('La commande est marquée comme payée.')).toBeVisible();
    await guide.control('money').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paiements reçus' })).toBeVisible();
    await guide.control('show').click();
    await expect(page.locator('main')).toContainText(reference);
    await guide.shoot('show');
    const [download] = await Promise.all([page.waitForEvent('download'), guide.control('export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    guide.done();
  });

  test('corbeille', async ({ page, site }) => {
    const guide = walk(page, topic('corbeille'));
    await signedInAs(page, site, ['media'], 'communication');
    const title = 'Stage de rentrée des jeunes';
    const news = await publishedNews(page, title);
    await page.goto(`/admin/mf-media/actualites/${news.id}`);
    await guide.control('delete').click();
    await page
      .getByRole('alertdialog', { name: 'Mettre à la corbeille ?' })
      .getByRole('button', { name: 'Mettre à la corbeille' })
      .click();
    await expect(page.getByText(`Mis à la corbeille : « ${title} ».`)).toBeVisible();
    await guide.control('bin').click();
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(entry).toContainText('Actualité · supprimé le');
    await guide.shoot('restore', entry);
    await guide.control('restore', entry).click();
    await expect(page.getByText(`Actualité « ${title} » restauré(e), avec ses liens.`)).toBeVisible();
    guide.done();
  });

  test('coordonnées des réglages', async ({ page, site }) => {
    const guide = walk(page, topic('coordonnees-des-reglages'));
    await signedInAs(page, site, ['admin'], 'presidente');
    await guide.control('settings').click();
    await expect(page.getByLabel(/^IBAN/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer les réglages' })).toBeVisible();
    await page.goto('/admin/mf-association/pages');
    await page.getByRole('link', { name: /^Modifier « Les stages nationaux »/ }).click();
    const text = page.getByRole('textbox', { name: 'Texte', exact: true });
    // A sentence at the top of the page, the cursor where the IBAN goes.
    const sentence = 'Pour un virement, notre IBAN : ';
    await text.evaluate((area: HTMLTextAreaElement) => {
      area.focus();
      area.setSelectionRange(0, 0);
    });
    await page.keyboard.type(`${sentence}.\n\n`);
    await text.evaluate((area: HTMLTextAreaElement, at) => area.setSelectionRange(at, at), sentence.length);
    await guide.control('fact').selectOption({ label: 'IBAN' });
    await guide.control('insert').click();
    await expect(text).toHaveValue(new RegExp(`^${sentence}\\{\\{iban\\}\\}\\.`));
    await guide.shoot('insert', guide.control('fact'));
    await guide.control('save').click();
    await expect(page.getByText(/^Page enregistrée et publiée le/)).toBeVisible();
    guide.done();
  });

  test('mot de passe oublié', async ({ page, site }) => {
    const guide = walk(page, topic('mot-de-passe-oublie'));
    const email = 'secretaire@wado-france.test';
    await createPerson(site, email, ['media'], PASSWORD);
    await page.goto('/admin/connexion');
    await guide.control('forgot').click();
    await guide.control('email').fill(email);
    await guide.control('send').click();
    await expect(page.getByRole('status')).toContainText('Si un compte actif existe pour cette adresse');
    await guide.shoot('send');
    await page.goto(passwordResetLinkFromOutbox(site, email));
    await guide.control('password').fill('un tout nouveau mot de passe');
    await guide.control('confirm').fill('un tout nouveau mot de passe');
    await guide.control('save').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
    guide.done();
  });

  test('modifier la fiche de votre club', async ({ page, site }) => {
    const guide = walk(page, topic('modifier-la-fiche-de-votre-club'));
    const club = 'Karaté Wado Perpignan';
    const found = (await (await page.request.get(`/api/clubs?q=${encodeURIComponent(club)}`)).json()) as {
      items: { id: number; name: string }[];
    };
    const clubId = found.items.find((candidate) => candidate.name === club)!.id;
    const email = `responsable.${unique()}@wado-france.test`;
    await usersCommand(
      site,
      ['add', email, '--roles', 'club', '--clubs', String(clubId), '--password-stdin'],
      `${PASSWORD}\n`,
    );
    await signIn(page, email, PASSWORD);
    await guide.control('section').click();
    await guide.control('clubs').click();
    await page.getByRole('main').getByRole('link', { name: club, exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^Nom du club/ })).toHaveValue(club);
    await page.getByRole('textbox', { name: 'Présentation du club' }).fill('Un dojo ouvert à toute la famille.');
    await guide.control('save').click();
    await expect(page.getByText('Modifications enregistrées : le site les montre dès maintenant.')).toBeVisible();
    await expect(guide.control('site')).toHaveAttribute('href', `/club/${clubId}`);
    guide.done();
  });

  test('demander et payer les licences de la saison', async ({ page, site }) => {
    const guide = walk(page, topic('licences-de-la-saison'));
    const id = unique().slice(-9);
    const club = 'Karaté Wado Caen';
    const { clubId, current } = lastSeasonOf(site, club, id);
    const email = `licences.${id}@wado-france.test`;
    await usersCommand(
      site,
      ['add', email, '--roles', 'club', '--clubs', String(clubId), '--password-stdin'],
      `${PASSWORD}\n`,
    );
    await signIn(page, email, PASSWORD);
    await guide.control('section').click();
    await guide.control('licensees').click();
    await expect(guide.control('add')).toBeVisible();
    // The season the test wrote, which the list then keeps in its address.
    await page.goto(`/admin/mf-association/licencies?club=${clubId}&saison=${current.id}`);
    await guide.control('renew').click();
    await guide.control('ask').click();
    await expect(page.getByText(`1 licence demandée pour la saison ${current.label}`)).toBeVisible();
    await guide.control('pay').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByText('Paiement reçu : les licences sont délivrées, avec leur numéro.')).toBeVisible();
    guide.done();
  });

  test('enregistrer le virement d’un club', async ({ page, site }) => {
    const guide = walk(page, topic('virements-des-clubs'));
    const id = unique().slice(-9);
    const { reference } = pendingSeasonTransfer(site, 'Karaté Wado Brest', id);
    await signedInAs(page, site, ['treasurer'], `virements.${id}`);
    await guide.control('money').click();
    const waiting = page.getByRole('region', { name: 'Virements des clubs à recevoir' });
    const transfer = waiting.getByRole('listitem').filter({ hasText: reference });
    await expect(transfer).toContainText('189,00 € · Karaté Wado Brest');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await waitForContent(page);
      await expectNoViolations(page, `the club transfers to record (${width} px)`);
    }
    await guide.control('received', transfer).click();
    await guide.control('confirm', transfer).click();
    await expect(waiting.getByRole('status')).toContainText('Karaté Wado Brest : Virement enregistré');
    await expect(waiting.getByText(reference)).toHaveCount(0);
    await expect(page.locator('main')).toContainText(`${reference} · Karaté Wado Brest`);
    guide.done();
  });

  test('nommer un responsable de club', async ({ page, site }) => {
    const guide = walk(page, topic('nommer-un-responsable-de-club'));
    await signedInAs(page, site, ['association'], `nomination.${unique()}`);
    await guide.control('people').click();
    const form = page.getByRole('region', { name: 'Nommer un responsable de club' });
    const manager = `responsable.${unique()}@wado-france.test`;
    await guide.control('email', form).fill(manager);
    await expect(guide.control('role', form)).toBeChecked();
    await guide.control('filter', form).fill('nantes');
    await form.getByRole('checkbox', { name: 'Wado Club Nantes (Nantes)' }).check();
    await guide.control('send', form).click();
    await expect(page.getByText(`Invitation envoyée à ${manager}.`)).toBeVisible();
    await expect(guide.control('edit').first()).toBeVisible();
    guide.done();
  });
});

for (const width of [1280, 375]) {
  test.describe(`the guide page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowConsoleErrors: [SIGNED_OUT_401] });

    test('a treasurer finds her topics first, every screenshot shown, axe clean, nothing overflowing', async ({
      page,
      site,
    }) => {
      await signedInAs(page, site, ['treasurer'], `guide.${width}`);
      const toggle = adminMenu(page).getByRole('button', { name: 'Menu' });
      if (await toggle.isVisible()) await toggle.click();
      await adminMenu(page).getByRole('link', { name: 'Guide' }).click();
      await waitForContent(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible();
      await expect(page.locator('main section h2').first()).toHaveText('Enregistrer un paiement');
      for (const guideTopic of GUIDE_TOPICS) {
        for (const step of guideTopic.steps.filter((candidate) => candidate.screenshot)) {
          const image = page.getByRole('img', { name: step.screenshot!.alt });
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBe(SCREENSHOT_SIZE.width);
          expect((await image.boundingBox())!.width).toBeLessThanOrEqual(width);
        }
      }
      await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Corbeille' }).click();
      await expect(page).toHaveURL(/#corbeille$/);
      expectNoOverflow(await overflowOf(page, width, `the guide at ${width} px`));
      await expectNoViolations(page, `the guide at ${width} px`);
    });
  });
}
