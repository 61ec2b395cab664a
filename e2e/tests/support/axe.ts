import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** RGAA builds on WCAG 2.1 AA: the A and AA rules of WCAG 2.0 and 2.1. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element: rule, impact, what axe says, where, and the offending HTML. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) =>
      [
        `• ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `    ${node.target.join(' > ')}\n      ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Waits for the page's own content: its main heading, and no loading indicator left in <main>. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Chargement...');
  await expect(page.locator('main [role="status"][aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe with the WCAG 2.1 A/AA rules on the page as it is; fails with a readable list. Legacy
 * mode runs axe in the page itself: the default opens a blank page for every analysis (to gather
 * the results of cross-origin frames, which the site has none of), which cost 0.7 s of the 1.9 s
 * each route's check took. Only the violations come back with every element: the rules passed,
 * not applicable or left to a person (which no test reads) with one each, 15–35 % of an analysis
 * (/lexicon, one core: 4.0–4.9 s → 3.1–3.3 s).
 */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations, `${label}\n${describeViolations(results.violations)}`).toEqual([]);
}
