import { MENU, type RemoteName } from '@wado/shared/contract';
import { expect, expectLayout, test } from './fixtures';
import { menuGroupToggle } from './support/menu';

// Each route served inside the layout: every-route.spec.ts (one visit per route for every check).
test.describe('the routes of the spec', () => {
  test('the features page is flagged as under construction, once', async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('note')).toContainText('Page en construction');
    await expect(page.locator('main').getByText(/construction|en cours de rédaction/)).toHaveCount(1);
  });

  test('each remote is loaded from its own manifest, React only once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const firstPathOf: Record<RemoteName, string> = {
      'mf-association': '/history',
      'mf-wado': '/wado',
      'mf-selection': '/admission',
      'mf-media': '/news',
      'mf-shop': '/general_terms_and_conditions_of_sale',
    };
    await page.goto('/');
    await expect(page.locator('main h1')).toHaveText('Bienvenue à Wado France');
    // The home page's widgets (latest news, next events) come from mf-media: it is loaded already.
    await expect(page.getByRole('heading', { level: 2, name: 'Dernières actualités' })).toBeVisible();
    expect(requested).toContain('/remotes/mf-media/remoteEntry.js');
    for (const [remote, path] of Object.entries(firstPathOf)) {
      const entry = requested.includes(`/remotes/${remote}/remoteEntry.js`)
        ? Promise.resolve()
        : page.waitForResponse(`**/remotes/${remote}/remoteEntry.js`);
      // A client-side navigation, as a click in the menu: the page is not reloaded.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await entry;
      await expect(page.locator('main h1')).not.toHaveText('Bienvenue à Wado France');
      await expect(page.locator('main h1')).toBeVisible();
      expect(requested).toContain(`/remotes/${remote}/mf-manifest.json`);
    }
    // A remote's own copy of React would be a chunk listed for 'react' in its manifest.
    for (const remote of Object.keys(firstPathOf)) {
      const manifest = (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const shared of manifest.shared.filter((entry) => ['react', 'react-dom'].includes(entry.name))) {
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
          expect(requested).not.toContain(`/remotes/${remote}/${file}`);
        }
      }
    }
  });

  test('the menu has the groups and links of the spec', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const group of MENU) {
      if (group.links.length === 1) {
        await expect(nav.getByRole('link', { name: group.label, exact: true })).toHaveAttribute(
          'href',
          group.links[0]!,
        );
      } else {
        await menuGroupToggle(page, group.label).click();
        for (const path of group.links) await expect(nav.locator(`a[href="${path}"]`)).toBeVisible();
        await page.keyboard.press('Escape');
      }
    }
  });
});

test.describe('not-found screen', () => {
  test.use({ allowConsoleErrors: [/404/] });

  test('an unknown path answers 404 with the screen of the spec, whose button goes home', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 : Page introuvable' })).toBeVisible();
    await expect(
      page.getByText('La page que vous recherchez est actuellement indisponible ou inexistante.'),
    ).toBeVisible();
    await expectLayout(page);
    await page.getByRole('button', { name: "Retourner à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue à Wado France' })).toBeVisible();
  });

  test('a detail page of an unknown id answers 404, and its section explains it inside the layout', async ({
    page,
  }) => {
    const response = await page.goto('/news/article-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expectLayout(page);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: '404 : Page introuvable' })).toHaveCount(0);
  });
});
