import { expect, test } from './fixtures';
import { adminMenu, SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';

/**
 * The site's settings in Chromium, against the built site: an admin changes the contact e-mail
 * in « Réglages du site » and the footer of the public pages shows it at once (server-rendered,
 * then after a navigation). The worker's database is shared: the e-mail is put back at the end.
 */

const PASSWORD = 'un mot de passe assez long';
const DELIVERED_EMAIL = 'contact@wado-france.fr';

test.describe('an admin changes the contact e-mail', () => {
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

  test('the footer shows the new address, server-rendered and after a navigation', async ({ page, site }) => {
    const email = `reglages.${Date.now()}${Math.floor(Math.random() * 1000)}@wado-france.test`;
    const newAddress = `secretariat.${Date.now()}@wado-france.fr`;
    await createPerson(site, email, ['admin'], PASSWORD);
    await signIn(page, email, PASSWORD);

    const setContact = async (address: string) => {
      await adminMenu(page).getByRole('link', { name: 'Réglages du site' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Réglages du site' })).toBeVisible();
      await page.getByLabel(/Adresse e-mail de contact/).fill(address);
      await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
      await expect(page.getByText('Les réglages sont enregistrés')).toBeVisible();
    };

    try {
      await setContact(newAddress);
      await page.goto('/partners');
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: newAddress })).toHaveAttribute('href', `mailto:${newAddress}`);
      await expect(footer.getByRole('link', { name: DELIVERED_EMAIL })).toHaveCount(0);
      // In the page's HTML as the server sent it, before a script ran.
      const html = await (await page.request.get('/mentions_legales')).text();
      expect(html).toContain(`mailto:${newAddress}`);
      // A page reached by the menu keeps the same footer, and its text names the new address
      // wherever it wrote the old one (the text names the setting, it holds no copy).
      await page.locator('footer').getByRole('link', { name: 'Mentions légales' }).click();
      await expect(page.locator('main').getByRole('link', { name: newAddress }).first()).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: DELIVERED_EMAIL })).toHaveCount(0);
    } finally {
      await page.goto('/admin');
      await setContact(DELIVERED_EMAIL);
    }
    await page.goto('/');
    await expect(page.locator('footer').getByRole('link', { name: DELIVERED_EMAIL })).toBeVisible();
  });
});
