import { expect, test } from './fixtures';
import { startExtraServer } from './support/extraServer';

/**
 * A team may host its remote on its own static host or CDN: here mf-wado is served by a second
 * server on another port (another origin), and the site's runtime configuration points at it.
 */
test.describe('a remote served from another origin', () => {
  let remoteHost: Awaited<ReturnType<typeof startExtraServer>>;
  let site: Awaited<ReturnType<typeof startExtraServer>>;

  test.beforeAll(async () => {
    remoteHost = await startExtraServer({});
    site = await startExtraServer({ REMOTE_MF_WADO: `${remoteHost.url}/remotes/mf-wado/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await site?.stop();
    await remoteHost?.stop();
  });

  test('loads and renders, allowed by CORS and by the CSP, while the other sections stay on the site', async ({
    page,
  }) => {
    const remoteOrigin = new URL(remoteHost.url).origin;
    const wadoFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/mf-wado/')) wadoFiles.push(new URL(response.url()).origin);
    });
    const answer = await page.goto(`${site.url}/wado`);
    expect(answer!.headers()['content-security-policy']).toContain(`script-src 'self' ${remoteOrigin}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(wadoFiles.length).toBeGreaterThan(1);
    expect(new Set(wadoFiles)).toEqual(new Set([remoteOrigin]));

    const associationFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/mf-association/')) associationFiles.push(new URL(response.url()).origin);
    });
    await page.goto(`${site.url}/history`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new Set(associationFiles)).toEqual(new Set([new URL(site.url).origin]));
  });
});
