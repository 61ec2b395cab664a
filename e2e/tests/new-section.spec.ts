import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_PATH } from '@wado/shared/contract';
import { expect, test } from './fixtures';
import { adminMenu, signIn, SIGNED_OUT_401 } from './support/backOffice';
import { startExtraServer, type TestServer } from './support/extraServer';
import { copyWithNewSection, NEW_SECTION, runInCopy } from './support/newSection';
import { createPerson } from './support/people';

/**
 * A section added as docs/section-team.md says, declared in apps.json and nowhere else: in a copy
 * of the repository, its folder and its manifest entry are written, then the copy's own scripts
 * lint it (with the boundaries between apps), build it with the shell and the server, and the
 * built site composes it into the back office over Module Federation.
 */
test.describe('a new section declared only in apps.json', () => {
  // The sign-in page asks who is signed in first (401 before signing in).
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });
  let copy: string;
  let server: TestServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    copy = copyWithNewSection();
    runInCopy(copy, ['scripts/build.mjs', 'shell', NEW_SECTION.name, 'api']);
    server = await startExtraServer(
      { SHELL_DIR: path.join(copy, 'shell', 'dist'), REMOTES_ROOT: copy },
      path.join(copy, 'api', 'dist', 'server.js'),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  test('its lint zone is the same as every section’s: its sources pass, an import of another section is refused', () => {
    test.setTimeout(180_000);
    const probe = path.join(copy, NEW_SECTION.name, 'src', 'probe.ts');
    fs.writeFileSync(probe, "export { routes } from '../../mf-wado/src/routes';\n");
    const script = `
      const { ESLint } = require('eslint');
      (async () => {
        const results = await new ESLint({ cwd: process.cwd() }).lintFiles(['${NEW_SECTION.name}']);
        process.stdout.write(JSON.stringify(results.map((r) => ({
          file: require('node:path').relative(process.cwd(), r.filePath),
          messages: r.messages.map((m) => m.ruleId + ': ' + m.message),
        }))));
      })();
    `;
    const results = JSON.parse(runInCopy(copy, ['-e', script])) as { file: string; messages: string[] }[];
    fs.rmSync(probe);
    const probeFile = path.join(NEW_SECTION.name, 'src', 'probe.ts');
    expect(results.filter((result) => result.file !== probeFile && result.messages.length > 0)).toEqual([]);
    const refused = results.find((result) => result.file === probeFile)?.messages ?? [];
    expect(refused.some((message) => message.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  test('the built site lists it, serves its entry and shows its screens in the back office', async ({ page }) => {
    const site = server!;
    const config = (await (await fetch(`${site.url}${RUNTIME_CONFIG_PATH}`)).json()) as {
      remotes: Record<string, { manifest: string }>;
    };
    expect(Object.keys(config.remotes)).toContain(NEW_SECTION.name);
    const manifest = await fetch(new URL(config.remotes[NEW_SECTION.name]!.manifest, site.url));
    expect(manifest.status).toBe(200);

    await createPerson(site, 'essai@example.org', ['wado'], 'mot de passe de la rubrique d’essai');
    await signIn(page, 'essai@example.org', 'mot de passe de la rubrique d’essai', site.url);
    const entry = adminMenu(page).getByRole('link', { name: NEW_SECTION.label });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(`${site.url}/admin/${NEW_SECTION.name}`);
    // Its own module (./admin, loaded over federation) gives the section's menu and its screen.
    await page
      .getByRole('navigation', { name: `Rubrique ${NEW_SECTION.label}` })
      .getByRole('link', { name: 'Essai' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: NEW_SECTION.heading })).toBeVisible();

    // A section the person's roles do not open stays out of her menu: the manifest's access is read.
    await expect(adminMenu(page).getByRole('link', { name: 'Boutique' })).toHaveCount(0);
  });
});
