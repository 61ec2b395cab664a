import { MENU } from '@wado/shared/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectExpanded, menuGroupToggle, phoneMenuToggle } from './support/menu';
import {
  expectNoOverflow,
  findOverflow,
  openContextAt,
  overflowOf,
  resizeTo,
  waitForPageReady,
  WIDTHS,
  type Width,
} from './support/overflow';

/** A licence holder of the seed (api/src/db/seed/licensees/holders.ts): the member prices show. */
const MEMBER = { licence: 'WF26004217', lastName: 'Lefèvre' };

/** Several articles in several sizes, 10 in all (the most an order takes), from sizes with stock for many orders. */
const CART: { item: string; size?: RegExp; quantity: string }[] = [
  { item: 'karategi-kihon-blanc', size: /^170 cm/, quantity: '2' },
  { item: 'karategi-kihon-blanc', size: /^180 cm/, quantity: '1' },
  { item: 'tee-shirt-wado-france', size: /^M\b/, quantity: '2' },
  { item: 'tee-shirt-wado-france', size: /^XL\b/, quantity: '1' },
  { item: 'ecusson-brode', quantity: '3' },
  { item: 'gourde-inox', quantity: '1' },
];

test.describe('the overflow finder', () => {
  test('names what is cut or past the screen, and leaves alone what is hidden or meant to scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 600 });
    await page.setContent(`
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>body { margin: 0 } p { margin: 0 }</style>
      <p id="price" style="width: 40px; overflow: hidden; white-space: nowrap">72,00 €</p>
      <p id="ellipsis" style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Karatégi Kihon</p>
      <button id="wide" style="margin-left: 250px; width: 120px">S'inscrire</button>
      <input id="search" style="width: 80px" placeholder="Mot japonais, kana ou sens en français">
      <div id="unfocusable" style="width: 100px; overflow-x: auto"><p style="width: 300px">Total TTC à payer</p></div>
      <div tabindex="0" style="width: 100px; overflow-x: auto"><p style="width: 300px">Un tableau qui défile</p></div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Caché</span>
      <div style="height: 0; overflow: hidden"><p>Panneau fermé</p></div>
      <p style="visibility: hidden; position: absolute; left: -500px">Invisible</p>
      <p style="width: 280px">Tient dans l'écran</p>
    `);
    const found = (await page.evaluate(findOverflow)).map(({ kind, selector, text }) =>
      `${kind} ${selector} ${text}`.trim(),
    );
    expect(found.sort()).toEqual(
      [
        'page html',
        'cut p#price 72,00 €',
        'cut p#ellipsis Karatégi Kihon',
        "viewport button#wide S'inscrire",
        'cut input#search placeholder : Mot japonais, kana ou sens en français',
        'cut div#unfocusable > p Total TTC à payer',
      ].sort(),
    );
  });
});

test.describe('nothing sticks out of the screen or of its box, at 320, 375 and 1280 px', () => {
  // Independent pages: spread over both workers.
  test.describe.configure({ mode: 'parallel' });

  // Each route at each width: every-route.spec.ts and every-route-mobile.spec.ts (one visit per route).
  for (const width of WIDTHS) {
    test(`the menu at ${width} px, each group open in turn`, async ({ browser, baseURL }) => {
      const context = await openContextAt(browser, baseURL!, width);
      const page = await context.newPage();
      await page.goto('/');
      await waitForPageReady(page);
      const offenders: string[] = [];
      const phoneMenu = phoneMenuToggle(page);
      if (await phoneMenu.isVisible()) await phoneMenu.click();
      for (const group of MENU.filter((entry) => entry.links.length > 1)) {
        await menuGroupToggle(page, group.label).click();
        await expectExpanded(menuGroupToggle(page, group.label), true);
        offenders.push(...(await overflowOf(page, width, `menu, ${group.label} ouvert`)));
      }
      await context.close();
      expectNoOverflow(offenders);
    });
  }

  /**
   * A member's order, measured at each step (cart, licence, billing empty and wrong, summary,
   * confirmation) at each of `widths`: the window narrowed from the first to the next and back,
   * as every-route-mobile.spec.ts does, so that one order serves both phone widths.
   */
  async function checkout(page: Page, widths: readonly Width[]): Promise<string[]> {
    const offenders: string[] = [];
    const measure = async (state: string) => {
      for (const [index, width] of widths.entries()) {
        if (index > 0) await resizeTo(page, width);
        offenders.push(...(await overflowOf(page, width, state)));
      }
      if (widths.length > 1) await resizeTo(page, widths[0]!);
    };
    const go = async (path: string) => {
      await page.goto(path);
      await waitForPageReady(page);
    };
    await go('/shop');
    await page.getByRole('button', { name: "J'accepte" }).click();
    for (const line of CART) {
      await go(`/shop/${line.item}`);
      if (line.size) await page.getByRole('radio', { name: line.size }).check();
      await page.getByLabel('Quantité').selectOption(line.quantity);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
    }
    await go('/cart');
    await expect(page.getByRole('link', { name: 'Panier, 10 articles' })).toBeVisible();
    await measure('panier');

    await page.getByRole('link', { name: 'Continuer la commande' }).click();
    await expect(page.locator('main h1')).toHaveText('Êtes-vous licencié ?');
    await page.getByRole('radio', { name: 'Oui, je suis licencié' }).check();
    await page.getByLabel('Numéro de licence').fill(MEMBER.licence);
    await page.getByLabel('Nom du licencié').fill(MEMBER.lastName);
    await page.getByRole('button', { name: 'Vérifier ma licence' }).click();
    await expect(page.getByText(`Licence ${MEMBER.licence} vérifiée`)).toBeVisible();
    await measure('licence vérifiée');

    await page.getByRole('button', { name: 'Continuer vers les coordonnées' }).click();
    await expect(page.locator('main h1')).toHaveText('Facturation');
    await measure('formulaire vide');
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'champs sont à corriger' })).toBeVisible();
    await measure('formulaire en erreur');
    await page.getByLabel(/^Prénom/).fill('Marie-Amélie');
    await page.getByLabel(/^Nom/).fill('Delacroix-Beaumarchais');
    await page.getByLabel(/^Adresse e-mail/).fill('marie-amelie.delacroix-beaumarchais@exemple.fr');
    await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await page.getByLabel(/^Adresse$|^Adresse \*/).fill('128 boulevard de la Croix-Rousse');
    await page.getByLabel(/^Code postal/).fill('69004');
    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.getByRole('radio', { name: /^Virement bancaire/ }).check();
    await page.getByRole('button', { name: 'Vérifier ma commande' }).click();

    await expect(page.locator('main h1')).toHaveText('Récapitulatif de la commande');
    await measure('récapitulatif');
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

    await expect(page.locator('main h1')).toHaveText('Merci, votre commande est enregistrée');
    await measure('confirmation');
    return offenders;
  }

  // On a phone at 375 px, each step also narrowed to 320 px; on a computer at 1280 px.
  for (const widths of [[375, 320], [1280]] as const) {
    test(`a member's order, every step, at ${widths.join(' and ')} px`, async ({ browser, baseURL }) => {
      const context = await openContextAt(browser, baseURL!, widths[0]);
      try {
        expectNoOverflow(await checkout(await context.newPage(), widths));
      } finally {
        await context.close();
      }
    });
  }
});
