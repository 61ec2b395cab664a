import { expect, type Locator, type Page } from '@playwright/test';

/** The site's main menu (the header's). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * The menu's toggles are the `<summary>` of `<details>` disclosures (they work before JavaScript):
 * browsers expose them as buttons with an expanded state, Playwright's roles do not, so they are
 * found by their text. The phone icon is the first; its name (`Ouvrir le menu` or `Fermer le menu`,
 * the style sheet shows the one of its state) is checked with `toHaveAccessibleName`.
 */
export const phoneMenuToggle = (page: Page) => mainMenu(page).locator('summary').first();

/** The toggle of a group of the menu (`LE WADO`). */
export const menuGroupToggle = (page: Page, label: string) =>
  mainMenu(page).locator('summary').filter({ hasText: label });

/** Whether a toggle's disclosure is open: what browsers tell assistive technologies (expanded). */
export async function expectExpanded(toggle: Locator, expanded: boolean): Promise<void> {
  await expect(toggle.locator('xpath=..')).toHaveJSProperty('open', expanded);
}
