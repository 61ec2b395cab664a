import { ROUTES } from '@wado/shared/contract';
import { expect, test } from '../fixtures';
import { expectNoViolations, waitForContent } from './axe';
import { concreteUrl } from './siteRoutes';

/**
 * axe on every route of the site, the terms already accepted (so that nothing covers the page
 * while axe checks contrast). `viewport` names the width in the failure messages ('' at desktop).
 */
export function describeEveryRouteWithAxe(viewport: string): void {
  test.describe('every route, the terms already accepted', () => {
    // Independent pages, the longest files of the suite: spread over both workers.
    test.describe.configure({ mode: 'parallel' });
    test.beforeEach(async ({ page }) => {
      expect((await page.request.get('/cookies/acceptCookies')).ok()).toBe(true);
    });
    for (const route of ROUTES) {
      test(route.path, async ({ page, baseURL }) => {
        const url = await concreteUrl(route.path, baseURL!);
        await page.goto(url);
        await waitForContent(page);
        if (route.kind === 'home')
          await expect(page.getByRole('heading', { level: 2, name: 'Dernières actualités' })).toBeVisible();
        await expectNoViolations(page, viewport ? `${url} at ${viewport}` : url);
      });
    }
  });
}
