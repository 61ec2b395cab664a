import type { Page } from '@playwright/test';
import { freePort } from '../../scripts/testing/freePort';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import {
  adminMenu,
  expectImageLoaded,
  invitationLinkFromOutbox,
  jpegPhoto,
  newsCount,
  SIGNED_OUT_401,
  signIn,
} from './support/backOffice';
import { startExtraServer } from './support/extraServer';
import { apiToken, createPerson } from './support/people';

/**
 * The back office in Chromium, against the built site: people are created on the host's command
 * line (`npm run users`) or invited from /admin/personnes, then use the screens as volunteers would.
 */

const PASSWORD = 'un mot de passe assez long';

/** Unique per run: the worker's database is shared by the tests of that worker. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('an admin invites a media editor, who publishes a news item with a photo', () => {
  // Signed-out visits (sign-in, invitation) ask /api/auth/me, which answers 401.
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('invitation e-mail, password, draft with a photo, preview, invisible until published, then on /news, the home page and the RSS feed', async ({
    page,
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const admin = `admin.${id}@wado-france.test`;
    const editor = `redaction.${id}@wado-france.test`;
    const title = `Stage de kata à Lyon ${id}`;
    const summary = 'Deux jours de travail des kata de base avec les experts fédéraux.';
    const alt = 'Des karatékas en kimono alignés dans un dojo';

    // The admin, created on the host, invites the editor with the « Médias » role.
    await createPerson(site, admin, ['admin'], PASSWORD);
    await signIn(page, admin, PASSWORD);
    await adminMenu(page).getByRole('link', { name: 'Personnes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personnes' })).toBeVisible();
    await page.getByLabel('Adresse e-mail de la personne').fill(editor);
    await page.getByRole('checkbox', { name: /^Médias/ }).check();
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.getByText(`Invitation envoyée à ${editor}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

    // The editor follows the e-mailed link, chooses a password and is signed in.
    const link = invitationLinkFromOutbox(site, editor);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeVisible();
    await expect(page.getByText(editor)).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmez le nouveau mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
    await expect(page.getByText(`Compte : ${editor}`)).toBeVisible();
    // Their menu: the media section, not the admin's places.
    await expect(adminMenu(page).getByRole('link', { name: 'Personnes' })).toHaveCount(0);

    // A news item with a photo: without its alternative text, it is not saved.
    await adminMenu(page).getByRole('link', { name: 'Médias' }).click();
    await expect(page).toHaveURL(/\/admin\/mf-media\/actualites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle actualité' })).toBeVisible();
    await page.locator('#news-title').fill(title);
    await page.locator('#news-summary').fill(summary);
    await page.locator('#news-body').fill('Le stage a réuni **quarante** pratiquants.\n\n- kihon\n- kata');
    await page.locator('#news-author').fill('La commission technique');
    await page.getByLabel('Choisir une image').setInputFiles({
      name: 'stage-lyon.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(),
    });
    const chosen = page.getByRole('img', { name: 'Aperçu de l’image choisie' });
    await expect(chosen).toBeVisible();
    await expect(chosen).toHaveAttribute('src', /^\/media\/uploads\//);
    const before = newsCount(site);
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(
      page.getByRole('link', { name: 'Image : le texte alternatif est obligatoire (décrivez l’image).' }),
    ).toBeVisible();
    expect(newsCount(site)).toBe(before);

    await page.getByLabel('Texte alternatif').fill(alt);
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(
      page.getByText('Brouillon créé : il n’est pas visible du public tant qu’il n’est pas publié.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/mf-media\/actualites\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’actualité' })).toBeVisible();
    const publication = page.getByRole('region', { name: 'Publication' });
    await expect(publication).toContainText('Statut : Brouillon');
    const slug = await page.getByLabel('Adresse de la page').inputValue();
    expect(slug).toMatch(/^stage-de-kata-a-lyon-\d+$/);
    expect(newsCount(site)).toBe(before + 1);

    // The preview is the public view of the draft.
    await page.getByRole('link', { name: 'Aperçu' }).click();
    await expect(page).toHaveURL(/\/admin\/mf-media\/actualites\/\d+\/apercu$/);
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article).toContainText('La commission technique');
    await expect(article).toContainText(summary);
    await expect(article.locator('strong', { hasText: 'quarante' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText(['kihon', 'kata']);
    const previewImage = article.getByRole('img', { name: alt });
    await expect(previewImage).toHaveAttribute('src', /^\/media\/uploads\//);
    await expectImageLoaded(previewImage);

    // Not published yet: a visitor sees nothing of it.
    const beforePublication = await browser.newContext({ baseURL: site.url, locale: 'fr-FR' });
    try {
      const visitor = await beforePublication.newPage();
      await visitor.goto('/news');
      await expect(visitor.locator('main h1')).toHaveText('Actualités');
      await expect(visitor.locator('main li h2').first()).toBeVisible();
      await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
      expect((await visitor.request.get(`/api/news/${slug}`)).status()).toBe(404);
      expect(await (await visitor.request.get('/api/news/feed.xml')).text()).not.toContain(title);
      expect(await (await visitor.request.get('/api/news?limit=50')).text()).not.toContain(title);
    } finally {
      await beforePublication.close();
    }

    // Published now.
    await page.getByRole('link', { name: '← Retour à la modification' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’actualité' })).toBeVisible();
    await publication.getByRole('button', { name: 'Publier maintenant' }).click();
    await expect(publication.getByText('Publié : la page est visible de tous.')).toBeVisible();
    await expect(publication).toContainText('Statut : Publié');
    await expect(publication.getByRole('link', { name: 'Voir la page publique (nouvel onglet)' })).toHaveAttribute(
      'href',
      `/news/${slug}`,
    );

    // A visitor sees it on /news, on its own page, on the home page and in the RSS feed, with its image.
    const afterPublication = await browser.newContext({ baseURL: site.url, locale: 'fr-FR' });
    try {
      const visitor = await afterPublication.newPage();
      await visitor.goto('/news');
      const card = visitor.locator('main li').filter({ has: visitor.getByRole('link', { name: title }) });
      await expect(card).toContainText(summary);
      const cardImage = card.getByRole('img', { name: alt });
      await expect(cardImage).toHaveAttribute('src', /^\/media\/uploads\//);
      await expectImageLoaded(cardImage);

      await card.getByRole('link', { name: title }).click();
      await expect(visitor).toHaveURL(new RegExp(`/news/${slug}$`));
      await expect(visitor.locator('main h1')).toHaveText(title);
      await expectImageLoaded(visitor.locator('main article').getByRole('img', { name: alt }));

      await visitor.goto('/');
      const latest = visitor.getByRole('region', { name: 'Dernières actualités' });
      const item = latest.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: title }) });
      await expect(item).toBeVisible();
      const thumb = item.locator('img');
      await expect(thumb).toHaveAttribute('src', /^\/media\/uploads\//);
      await expectImageLoaded(thumb);

      const feed = await visitor.request.get('/api/news/feed.xml');
      expect(feed.ok()).toBe(true);
      const xml = await feed.text();
      const entry = /<item>(?:(?!<\/item>).)*<\/item>/gs;
      const ours = [...xml.matchAll(entry)].map((match) => match[0]).find((text) => text.includes(title));
      expect(ours, xml).toBeDefined();
      expect(ours).toContain(`<link>${site.url}/news/${slug}</link>`);
      expect(ours).toContain(`<description>${summary}</description>`);
      const enclosure = /<enclosure url="([^"]+)" type="image\/jpeg"/.exec(ours!)?.[1] ?? '';
      expect(enclosure.startsWith(`${site.url}/media/uploads/`), ours).toBe(true);
      const picture = await visitor.request.get(enclosure);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
    } finally {
      await afterPublication.close();
    }

    // Leave the worker's site as the other files of this worker expect it (they count the seeded news).
    const token = await apiToken(site, `nettoyage.${id}@wado-france.test`, ['media']);
    const auth = { authorization: `Bearer ${token}` };
    const found = await page.request.get(`/api/admin/news?q=${encodeURIComponent(title)}`, { headers: auth });
    const [created] = (await found.json()).items as { id: number; title: string }[];
    expect(created?.title).toBe(title);
    expect((await page.request.delete(`/api/admin/news/${created!.id}`, { headers: auth })).ok()).toBe(true);
    expect((await page.request.get(`/api/news/${slug}`)).status()).toBe(404);
  });
});

test.describe('a wado editor', () => {
  // The signed-out sign-in page's 401, and the 403s the API answers to the forged calls below (one
  // pattern: a list of two would be read by Playwright as a value and its options).
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[13]/] });

  test('cannot reach news editing: no « Médias » in the menu, « Accès réservé » at its address, 403 from the API', async ({
    page,
    site,
  }) => {
    const email = `wado.${unique()}@wado-france.test`;
    await createPerson(site, email, ['wado'], PASSWORD);
    await signIn(page, email, PASSWORD);

    const menu = adminMenu(page);
    await expect(menu.getByRole('link', { name: 'Le Wado' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Médias' })).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: 'Médias' })).toHaveCount(0);

    // Typed in the address bar: the shell says why, and never downloads the media section's code.
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-media/')) mediaRequests.push(request.url());
    });
    for (const address of ['/admin/mf-media/actualites', '/admin/mf-media/actualites/nouveau']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé' })).toBeVisible();
      await expect(page.locator('main')).toContainText(
        'Cette page est réservée aux personnes qui ont le rôle « Médias',
      );
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    expect(mediaRequests).toEqual([]);

    // The API refuses whatever the browser is made to send, from the site's own page (right origin).
    const before = newsCount(site);
    const answers = await page.evaluate(async () => {
      const send = async (url: string, init?: RequestInit) => {
        const response = await fetch(url, init);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      };
      const news = { title: 'Intrus', summary: 'Intrus', body: '', author: 'Intrus', image: null, eventId: null };
      return {
        list: await send('/api/admin/news'),
        create: await send('/api/admin/news', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(news),
        }),
      };
    });
    for (const answer of [answers.list, answers.create]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Votre rôle ne permet pas cette action : demandez-la à un administrateur.');
    }
    expect(newsCount(site)).toBe(before);
  });
});

test.describe('the media remote down', () => {
  test.use({
    // The signed-out 401 included (« Failed to load resource »).
    allowConsoleErrors: [/Failed to load resource|net::ERR_|RUNTIME-|mf[-_]media|remote|Section en erreur/i],
  });

  test('stays in its slot: the menu, the wado text pages and sign-out go on working', async ({ page }) => {
    test.setTimeout(90_000);
    // Nothing listens there: the manifest of mf-media cannot be fetched.
    const dead = `http://127.0.0.1:${await freePort()}/remotes/mf-media/mf-manifest.json`;
    const server = await startExtraServer({ REMOTE_MF_MEDIA: dead, REMOTE_TIMEOUT_MS: '4000' });
    try {
      const email = `media.wado.${unique()}@wado-france.test`;
      await createPerson(server, email, ['media', 'wado'], PASSWORD);
      await signIn(page, email, PASSWORD, server.url);
      expect(
        await page.evaluate(async () => {
          const config = (await (await fetch('/runtime-config.json')).json()) as {
            remotes: Record<string, { manifest: string }>;
          };
          return config.remotes['mf-media']?.manifest;
        }),
      ).toBe(dead);

      await adminMenu(page).getByRole('link', { name: 'Médias' }).click();
      const main = page.locator('main');
      await expect(main.getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' })).toBeVisible({
        timeout: 15_000,
      });
      const retry = main.getByRole('button', { name: 'Réessayer' });
      await expect(retry).toBeVisible();
      // Still down: trying again says so again.
      await retry.click();
      await expect(main.getByRole('heading', { name: 'Cette rubrique est momentanément indisponible' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText(`Compte : ${email}`)).toBeVisible();

      // The rest of the back office: the menu, the text pages of Le Wado (edited and published).
      // The section opens on its first screen (the lexicon); its text pages are beside it.
      await adminMenu(page).getByRole('link', { name: 'Le Wado' }).click();
      await expect(page).toHaveURL(/\/admin\/mf-wado\/lexique$/);
      await main.getByRole('link', { name: 'Pages de texte' }).click();
      await expect(page).toHaveURL(/\/admin\/mf-wado\/pages$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Pages de texte' })).toBeVisible();
      const edit = main.getByRole('link', { name: /^Modifier « / }).first();
      await expect(edit).toBeVisible();
      await edit.click();
      await expect(main.getByRole('heading', { level: 1, name: /^Modifier « / })).toBeVisible();
      const text = main.getByRole('textbox', { name: 'Texte', exact: true });
      await text.fill(`${await text.inputValue()}\n\nMis à jour pendant la panne de la rubrique Médias.`);
      await main.getByRole('button', { name: 'Enregistrer et publier' }).click();
      await expect(main.getByText(/^Page enregistrée et publiée le /)).toBeVisible();

      await adminMenu(page).getByRole('link', { name: 'Accueil' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();

      // Signing out works, and the session is gone.
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
      expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
      await page.goto(`${server.url}/admin/mf-wado/pages`);
      await expect(page).toHaveURL(/\/admin\/connexion\?retour=/);
    } finally {
      await server.stop();
    }
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    allowConsoleErrors: [SIGNED_OUT_401],
  });

  const fitsTheScreen = async (page: Page, label: string) => {
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${label}: no horizontal scroll`).toBeLessThanOrEqual(375);
    expect(widths.client, label).toBe(375);
  };

  test('the sign-in page and the news editor fit, and axe finds nothing on sign-in, home, news list and editor', async ({
    page,
    site,
  }) => {
    test.setTimeout(90_000);
    const email = `mobile.${unique()}@wado-france.test`;
    await createPerson(site, email, ['media'], PASSWORD);

    await page.goto('/admin/connexion');
    await waitForContent(page);
    await fitsTheScreen(page, '/admin/connexion');
    await expectNoViolations(page, '/admin/connexion');

    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
    await waitForContent(page);
    await fitsTheScreen(page, '/admin');
    await expectNoViolations(page, '/admin');

    // The menu is behind a button on a phone.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await adminMenu(page).getByRole('link', { name: 'Médias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await waitForContent(page);
    await expect(page.getByRole('status').filter({ hasText: /actualité/ })).toBeVisible();
    await fitsTheScreen(page, 'news list');
    await expectNoViolations(page, 'news list');

    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle actualité' })).toBeVisible();
    await waitForContent(page);
    await fitsTheScreen(page, 'new news item');
    await expectNoViolations(page, 'new news item');

    // A saved draft with its photo: the publication panel, deletion and versions are there too.
    await page.locator('#news-title').fill(`Sur le téléphone ${unique()}`);
    await page.locator('#news-summary').fill('Écrit depuis un téléphone.');
    await page.locator('#news-author').fill('La rédaction');
    await page.getByLabel('Choisir une image').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(1200, 900),
    });
    await page.getByLabel('Texte alternatif').fill('Un tatami vu de haut');
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’actualité' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Publication' })).toBeVisible();
    await waitForContent(page);
    await fitsTheScreen(page, 'saved news item');
    await expectNoViolations(page, 'saved news item');
  });
});
