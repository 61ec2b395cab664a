import { expect, type Locator, type Page } from '@playwright/test';

/** Is the element the document's focused element? */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * The server sends each page already rendered; React then hydrates it. A control typed into
 * before React has taken it over would lose what was typed: wait until it has (React marks the
 * DOM nodes it owns with a `__reactFiber$…` property).
 */
export async function expectHydrated(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: `${target} hydrated`,
    })
    .toBe(true);
}

/** Opens a page and waits for its content (main heading, no loading indicator) to be live. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Chargement...');
  await expectHydrated(heading);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails
 * if it never does within `max` presses. Then checks the focus can be seen.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if ((await target.count()) === 1 && (await isFocused(target))) {
      await expectVisibleFocus(target);
      await expectHydrated(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} jamais atteint en ${max} appuis sur ${backwards ? 'Maj+Tab' : 'Tab'}`);
}

/**
 * The focused element (or the element that draws its indicator, e.g. the label around a radio)
 * shows a ring: an outline of 2 px or more, or a box-shadow it does not have without the focus.
 */
export async function expectVisibleFocus(focused: Locator, indicator: Locator = focused): Promise<void> {
  await expect(focused).toBeFocused();
  const style = await indicator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth: parseFloat(computed.outlineWidth),
      outlineColor: computed.outlineColor,
      boxShadow: computed.boxShadow,
    };
  });
  const outlined =
    style.outlineStyle !== 'none' && style.outlineWidth >= 2 && !/rgba\(\d+, \d+, \d+, 0\)/.test(style.outlineColor);
  expect(outlined || style.boxShadow !== 'none', `visible focus on ${focused}: ${JSON.stringify(style)}`).toBe(true);
}
