import { expect, test } from './fixtures';
import { expectExpanded, menuGroupToggle, phoneMenuToggle } from './support/menu';
import { expectVisibleFocus, isFocused, openPage, tabTo } from './support/keyboard';

/**
 * The site with a keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows): every control
 * used here is reached with Tab and shows a visible focus ring; no mouse click anywhere.
 */
test.describe('keyboard only', () => {
  test('skip link first, to the main content; a route change focuses the new h1 and retitles the page', async ({
    page,
  }) => {
    await openPage(page, '/history');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /^Aller au contenu/ });
    await expect(skip).toBeFocused();
    await expectVisibleFocus(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab starts inside the page's content, not in the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

    // A click in the menu: the new page's h1 gets the focus (after its remote and data load).
    await menuGroupToggle(page, 'LE WADO').click();
    await page.getByRole('link', { name: 'Lexique' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lexique du Wado' })).toBeFocused();
    await expect(page).toHaveTitle('Lexique – Wado France');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  test('desktop menu: a group opens with Enter, its links are tabbed through, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const group = menuGroupToggle(page, "L'ASSOCIATION");
    await tabTo(page, group);
    // Reaching a group does not open it: its toggle says it is closed, and its links are hidden.
    await expectExpanded(group, false);
    await expect(nav.getByRole('link', { name: 'Histoire' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expectExpanded(group, true);
    await tabTo(page, nav.getByRole('link', { name: 'Histoire' }), { max: 3 });
    await page.keyboard.press('Escape');
    await expectExpanded(group, false);
    await expect(group).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Histoire' })).toBeHidden();
    // Space opens it too; Tab past its last link closes it.
    await page.keyboard.press('Space');
    await expectExpanded(group, true);
    await tabTo(page, nav.getByRole('link', { name: 'Dons et mécénat' }), { max: 10 });
    await page.keyboard.press('Tab');
    await expect(menuGroupToggle(page, 'LE WADO')).toBeFocused();
    await expectExpanded(group, false);
    // Shift+Tab goes back, and Enter on a link opens its page with the focus on its h1.
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Kihon et kata' }), { max: 8 });
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Spécificités' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/special$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page).toHaveTitle(/^Spécificités.* – Wado France$/);
  });

  test('terms banner: reached with Shift+Tab from the top, accepted with Enter', async ({ page }) => {
    await openPage(page, '/');
    const accept = page.getByRole('button', { name: "J'accepte" });
    await tabTo(page, accept, { backwards: true, max: 3 });
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('region', { name: "Conditions générales d'utilisation" }).getByRole('link'),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: "Conditions générales d'utilisation" })).toHaveCount(0);
    expect((await (await page.request.get('/cookies/isAlreadyAccepted')).json()).accepted).toBe(true);
  });

  test('newsletter: a wrong address raises the alert, a right one is subscribed, all with the keyboard', async ({
    page,
  }) => {
    await openPage(page, '/');
    const email = page.getByLabel('Votre adresse e-mail');
    await tabTo(page, email);
    await page.keyboard.type('pas-une-adresse');
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts).toEqual(["Your email didn't match any email expression"]);
    await expect(email).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('clavier.seul@exemple.fr');
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: "S'inscrire" });
    await expectVisibleFocus(submit);
    await page.keyboard.press('Space');
    await expect(page.getByText("Votre demande d'inscription a été envoyée.", { exact: false })).toBeVisible();
  });

  test('club finder: search, region, clear, all from the keyboard', async ({ page }) => {
    await openPage(page, '/affiliated_clubs');
    await expect(page.locator('main h1')).toHaveText('Clubs affiliés');
    const search = page.getByLabel('Rechercher un club');
    await tabTo(page, search);
    await page.keyboard.type('saint-etienne');
    await page.keyboard.press('Enter');
    const clubs = page.getByRole('list', { name: 'Clubs les plus proches' }).getByRole('heading', { level: 3 });
    await expect(clubs.first()).toHaveText('Karaté Wado Saint-Étienne');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    const region = page.getByLabel('Région');
    await tabTo(page, region, { max: 5 });
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/region=/);
    const shown = await page.getByText(/clubs? sur 60/).textContent();
    expect(shown).not.toContain('60 clubs sur 60');
  });

  test('lexicon: search and category with the keyboard', async ({ page }) => {
    await openPage(page, '/lexicon');
    await expect(page.locator('main h1')).toHaveText('Lexique du Wado');
    await tabTo(page, page.getByLabel('Rechercher un terme'));
    await page.keyboard.type('hirondelle');
    await expect(page.getByRole('term')).toHaveCount(1);
    await expect(page.getByRole('term')).toContainText('Wanshu');
    await expect(page).toHaveURL(/\/lexicon\?q=hirondelle$/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await tabTo(page, page.getByLabel('Catégorie'), { max: 5 });
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/category=/);
  });

  test('gallery viewer: open with Enter, arrows, focus kept inside, Escape gives the focus back to the photo', async ({
    page,
  }) => {
    await openPage(page, '/gallery');
    await expect(page.locator('main h1')).toHaveText('Galerie photo');
    await tabTo(page, page.getByRole('link', { name: /Stage d'été de Mimizan/ }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText("Stage d'été de Mimizan");
    const thumb = page.getByRole('button', { name: /^Agrandir la photo 2/ });
    await tabTo(page, thumb);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Photo 2 sur 6')).toBeVisible();
    await expectVisibleFocus(dialog.getByRole('button', { name: /Fermer/ }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 3 sur 6')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Photo 2 sur 6')).toBeVisible();
    // Tab and Shift+Tab stay in the viewer; its buttons work with Enter.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Photo suivante' }), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Photo 3 sur 6')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(thumb);
  });

  test('cart and billing: add, change the quantity, remove, then the billing form with its errors', async ({
    page,
  }) => {
    await openPage(page, '/shop/petit-lexique-karateka');
    await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
    await openPage(page, '/shop/ecusson-brode');
    await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
    await page.keyboard.press('Enter');
    const cartLink = page.getByRole('link', { name: 'Panier, 2 articles' });
    await tabTo(page, cartLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Panier');
    await expect(page.locator('main h1')).toBeFocused();

    // Quantity with the arrows, then remove a line with Space.
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    await tabTo(page, page.getByLabel(/^Quantité de Petit lexique/));
    await page.keyboard.press('ArrowDown');
    await expect(total).not.toHaveText(before!);
    await expect(page.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    const remove = page.getByRole('button', { name: /^Retirer Petit lexique/ });
    await tabTo(page, remove, { max: 3 });
    await page.keyboard.press('Space');
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'retiré du panier' })).toBeVisible();
    // The focus is not lost with the removed line: it is still in the cart.
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

    // On to the billing form (no licence), with the keyboard.
    await tabTo(page, page.getByRole('link', { name: 'Continuer la commande' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Êtes-vous licencié ?');
    await expect(page.locator('main h1')).toBeFocused();
    // A radio group: Tab enters it on its first choice, the arrows pick another.
    await tabTo(page, page.getByRole('radio', { name: /^Oui/ }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Non/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: /^Continuer/ }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Facturation');

    // Submit with mistakes: the errors are announced and the focus goes to the first wrong field.
    await tabTo(page, page.getByLabel(/^Prénom/));
    await page.keyboard.type('Élise');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Moreau');
    await page.keyboard.press('Tab');
    await page.keyboard.type('elise.moreau@exemple');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('champs sont à corriger');
    const emailField = page.getByLabel(/^Adresse e-mail/);
    await expectVisibleFocus(emailField);
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(/.+/);
    await page.keyboard.press('End');
    await page.keyboard.type('.fr');
    for (const [label, value] of [
      [/^Téléphone/, '06 12 34 56 78'],
      [/^Adresse \*?$/, '12 rue des Lilas'],
      [/^Code postal/, '69003'],
      [/^Ville/, 'Lyon'],
    ] as const) {
      const field = page.getByLabel(label);
      await tabTo(page, field, { max: 4 });
      await page.keyboard.type(value);
    }
    // Delivery: a radio group moved with the arrows.
    await tabTo(page, page.getByRole('radio', { checked: true }).first(), { max: 3 });
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('button', { name: 'Vérifier ma commande' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Récapitulatif de la commande');
  });
});

test.describe('keyboard only, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu opens with Enter, a group with Space, and Escape closes it back to its button', async ({
    page,
  }) => {
    await openPage(page, '/');
    const toggle = phoneMenuToggle(page);
    await tabTo(page, toggle, { max: 4 });
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(toggle).toHaveAccessibleName('Fermer le menu');
    await expectExpanded(toggle, true);
    await tabTo(page, menuGroupToggle(page, 'LE WADO'), { max: 5 });
    await page.keyboard.press('Space');
    await tabTo(page, nav.getByRole('link', { name: 'Lexique' }), { max: 6 });
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
    await expect(nav.getByRole('link', { name: 'BOUTIQUE' })).toBeHidden();
    // Open again and follow a link: the menu closes, the new page's h1 has the focus.
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'BOUTIQUE' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator('main h1')).toBeFocused();
    expect(await isFocused(toggle)).toBe(false);
  });
});
