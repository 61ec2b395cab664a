import { expect, expectLayout, test } from './fixtures';

test.describe('Événements et médiathèque: dedicated screens', () => {
  test('events: upcoming first, open one from the list, add it to a calendar, then past events', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('main h1')).toHaveText('Événements');
    await expect(page.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
    const titles = page.locator('main ul li h2 a');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: "S'abonner au calendrier" })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\/api\/events\/calendar\.ics$/,
    );

    const title = (await titles.first().textContent())!;
    await titles.first().click();
    await expect(page).toHaveURL(/\/event\/[a-z0-9-]+$/);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: "Comment s'inscrire" })).toBeVisible();
    const ics = await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).getAttribute('href');
    const calendar = await page.request.get(ics!);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await calendar.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);

    await page.getByRole('link', { name: '← Tous les événements' }).click();
    await page.getByRole('link', { name: 'Passés' }).click();
    await expect(page).toHaveURL(/periode=passes/);
    await expect(page.getByRole('link', { name: 'Passés' })).toHaveAttribute('aria-current', 'page');
    await expect(titles.first()).toBeVisible();
    await page.getByLabel("Type d'événement").selectOption('competition');
    await expect(titles).toHaveText([
      'Open international de Wado de Paris',
      'Coupe de France Wado',
      "Championnat d'Europe de Wadō-ryū",
      'Championnat de France Wado',
    ]);

    // A competition the site reports on leads to its results, its photos and its news.
    await titles.first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Événement terminé' })).toBeVisible();
    await expect(page.getByRole('link', { name: "S'inscrire en ligne" })).toHaveCount(0);
    const around = page.getByRole('region', { name: "Autour de l'événement" });
    await expect(around.getByRole('link', { name: 'Open international de Paris' })).toHaveAttribute(
      'href',
      '/gallery?album=open-de-paris-2026',
    );
    await around.getByRole('link', { name: 'Open de Paris : neuf médailles pour la sélection nationale' }).click();
    await expect(page.locator('main h1')).toHaveText('Open de Paris : neuf médailles pour la sélection nationale');
    await page.goBack();
    await around.getByRole('link', { name: 'Open international de Wado de Paris' }).click();
    await expect(page).toHaveURL(/\/result\/open-international-paris-2026$/);
    await expect(page.getByRole('list', { name: "9 médailles pour l'équipe de France" })).toContainText('3 or');
  });

  test('news: newest first, pages, open an article from the list; the RSS feed is announced', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('main h1')).toHaveText('Actualités');
    const titles = page.locator('main ul li h2 a');
    await expect(titles).toHaveCount(9);
    await expect(titles.first()).toHaveText('Open de Paris : neuf médailles pour la sélection nationale');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/api/news/feed.xml',
    );
    const feed = await page.request.get('/api/news/feed.xml');
    expect(await feed.text()).toContain('<rss version="2.0"');

    await page.getByRole('link', { name: 'Page suivante →' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText('Page 2 sur 2')).toBeVisible();
    await expect(titles).toHaveCount(4);
    await titles.first().click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.locator('main h1')).toBeVisible();
    const image = page.locator('main article img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(image).toHaveAttribute('alt', /.{10,}/);
  });

  test('gallery: open an album, view a photo large, move with the keyboard, close with Escape', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.locator('main h1')).toHaveText('Galerie photo');
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.getByRole('link', { name: /Stage d'été de Mimizan/ }).click();
    await expect(page).toHaveURL(/\/gallery\?album=stage-ete-mimizan-2026$/);
    await expect(page.locator('main h1')).toHaveText("Stage d'été de Mimizan");
    const thumb = page.getByRole('button', { name: /^Agrandir la photo 2/ });
    await thumb.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByText('Photo 2 sur 6')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Fermer/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 3 sur 6')).toBeVisible();
    await expect(dialog.locator('figcaption')).toHaveText('Séance du matin en salle.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Photo 1 sur 6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test('press: open an article from the list', async ({ page }) => {
    await page.goto('/press');
    await expect(page.locator('main h1')).toHaveText('Revue de presse');
    const first = page.locator('main li h2 a').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/press\/[a-z0-9-]+$/);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.locator('main article')).toContainText('Le Courrier lyonnais');
  });

  test('interviews: open one from the list, questions and answers', async ({ page }) => {
    await page.goto('/interviews');
    await expect(page.locator('main h1')).toHaveText('Interviews');
    await page.getByRole('link', { name: "L'arbitrage, une autre façon de vivre le karaté" }).click();
    await expect(page).toHaveURL(/\/interview\/francoise-delmas-arbitrage$/);
    await expect(page.locator('main h1')).toHaveText("L'arbitrage, une autre façon de vivre le karaté");
    await expect(page.getByRole('heading', { level: 2, name: 'Comment êtes-vous devenue arbitre ?' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Propos recueillis par');
  });

  test.describe('unknown ids', () => {
    // The browser logs the API's 404 answers; the pages handle them.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('unknown ids say so in French inside the layout', async ({ page }) => {
      const unknown: [string, string][] = [
        ['/news/article-disparu', 'Actualité introuvable'],
        ['/event/evenement-disparu', 'Événement introuvable'],
        ['/press/article-disparu', 'Article de presse introuvable'],
        ['/interview/interview-disparue', 'Interview introuvable'],
      ];
      for (const [path, title] of unknown) {
        await page.goto(path);
        await expect(page.locator('main h1')).toHaveText(title);
        await expectLayout(page);
      }
    });
  });
});

test.describe('home page widgets', () => {
  test('the latest news and next events, each opening its page', async ({ page }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'Dernières actualités' });
    await expect(news.getByRole('listitem')).toHaveCount(3);
    const events = page.getByRole('region', { name: 'Prochains événements' });
    await expect(events.getByRole('listitem')).toHaveCount(3);
    const first = news.getByRole('link').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.locator('main h1')).toHaveText(title);
  });

  test.describe('with mf-media down', () => {
    test.use({
      allowConsoleErrors: [/Failed to load resource|net::ERR_FAILED|RUNTIME-|mf_media|Section en erreur|remote/i],
    });

    test('the rest of the home page stays, each widget slot says so and can retry', async ({ page }) => {
      await page.route('**/remotes/mf-media/mf-manifest.json', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await expect(page.locator('main h1')).toHaveText('Bienvenue à Wado France');
      await expect(page.getByRole('heading', { level: 2, name: 'Nos rubriques' })).toBeVisible();
      const notices = page.locator('main').getByRole('alert').getByRole('heading', { level: 2 });
      await expect(notices).toHaveText([
        'Les actualités sont momentanément indisponibles',
        'Le calendrier est momentanément indisponible',
      ]);
      await expectLayout(page);
      // Another section still works.
      await page.getByRole('link', { name: 'Découvrir le Wado' }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await page.goBack();
      await page.unroute('**/remotes/mf-media/mf-manifest.json');
      await page.locator('main').getByRole('button', { name: 'Réessayer' }).first().click();
      await expect(page.getByRole('region', { name: 'Dernières actualités' }).getByRole('listitem')).toHaveCount(3);
    });
  });
});
