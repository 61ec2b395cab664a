import { expect, test } from './fixtures';
import { phoneMenuToggle } from './support/menu';
import { expectTakenOver } from './support/pageReady';

test('in the phone menu, a link that gets the focus prefetches its section: the tap renders with the remote unreachable', async ({
  page,
}) => {
  const downloaded: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/mf-shop/')) downloaded.push(pathname);
  });
  await page.goto('/');
  // The menu's focus handlers are there once the server's page is taken over, not before.
  await expectTakenOver(page);
  await page.getByRole('button', { name: "J'accepte" }).click();
  await phoneMenuToggle(page).click();
  const shopLink = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'BOUTIQUE' });
  await shopLink.focus();
  await expect.poll(() => downloaded.filter((file) => /__federation_expose_routes/.test(file))).toHaveLength(1);
  // The screen's chunk follows the routes module; wait until the page's downloads are over.
  await page.waitForLoadState('networkidle');
  await page.route('**/remotes/mf-shop/**', (route) => route.abort('connectionrefused'));
  await shopLink.tap();
  await expect(page.locator('main h1')).toHaveText('Boutique');
});
