import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { waitForContent } from './axe';
import { expectTakenOver } from './pageReady';

/** The widths every page is checked at: the narrowest phone, a common phone, a desktop. */
export const WIDTHS = [320, 375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** Phones as the `phone` project of playwright.config.ts emulates them (the meta viewport applies, touch). */
export async function openContextAt(browser: Browser, baseURL: string, width: Width): Promise<BrowserContext> {
  const phone = width < 1024;
  return browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width, height: phone ? 740 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
}

/** Sets the window to `width` and waits until the layout has followed (two frames: styles, then layout). */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()!.height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** After a navigation: the page taken over by the browser (html[data-page-ready]) and its content loaded. */
export async function waitForPageReady(page: Page): Promise<void> {
  await expectTakenOver(page);
  await waitForContent(page);
}

export interface Offender {
  /** `page`: the document scrolls sideways; `viewport`: past the screen's edge; `cut`: text cut by its box. */
  kind: 'page' | 'viewport' | 'cut';
  selector: string;
  text: string;
  /** How many CSS pixels stick out (or are cut). */
  px: number;
}

/**
 * Everything visible that sticks out: the document wider than the screen, a text or a control past
 * the screen's left or right edge, a text partly cut by a box that hides or scrolls its overflow
 * (« 72, » for « 72,00 € »). Left out: what an intentionally scrolling container holds
 * (`overflow-x: auto|scroll` and reachable by keyboard, `tabindex`), visually hidden helpers (clip
 * patterns, 1 px boxes) and text a box hides entirely (a closed panel). Runs in the page.
 */
export function findOverflow(): Offender[] {
  const offenders: Offender[] = [];
  const root = document.documentElement;
  const screenWidth = root.clientWidth;
  if (root.scrollWidth > root.clientWidth)
    offenders.push({ kind: 'page', selector: 'html', text: '', px: root.scrollWidth - root.clientWidth });

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };

  const shortSelector = (element: Element): string => {
    const part = (node: Element) => {
      const tag = node.tagName.toLowerCase();
      if (node.id) return `${tag}#${node.id}`;
      const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
      return className ? `${tag}.${className}` : tag;
    };
    const parts = [part(element)];
    for (
      let node = element.parentElement;
      node && parts.length < 3 && node !== document.body;
      node = node.parentElement
    )
      parts.unshift(part(node));
    return parts.join(' > ');
  };

  /** Hidden on purpose: not rendered, invisible, or a visually hidden helper (it or an ancestor). */
  const hiddenOnPurpose = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
      const style = styleOf(node);
      if (style.display === 'none' || style.opacity === '0') return true;
      if (style.clip !== 'auto' && style.clip !== '' && (style.position === 'absolute' || style.position === 'fixed'))
        return true;
      if (/inset\((50|100)%/.test(style.clipPath)) return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') return true;
    }
    return styleOf(element).visibility !== 'visible';
  };

  type Box = { left: number; right: number; top: number; bottom: number };
  /** The boxes that clip `element`'s content, innermost first; null when a scrolling container holds it. */
  const clipsOf = (element: Element, includeSelf: boolean): Box[] | null => {
    const clips: Box[] = [];
    let node: Element | null = includeSelf ? element : element.parentElement;
    for (; node && node !== root && node !== document.body; node = node.parentElement) {
      const style = styleOf(node);
      // A scrolling box is intentional when a keyboard can reach it (tabindex), as a region that
      // scrolls must be: an unfocusable one is a fallback that hides what it cuts.
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && node.hasAttribute('tabindex')) return null;
      if (style.overflowX === 'hidden' || style.overflowX === 'clip' || style.overflowY !== 'visible') {
        const box = node.getBoundingClientRect();
        const left = box.left + node.clientLeft;
        const top = box.top + node.clientTop;
        clips.push({ left, right: left + node.clientWidth, top, bottom: top + node.clientHeight });
      }
      // A fixed box is placed against the screen: the boxes around it in the document do not clip it.
      if (style.position === 'fixed') break;
    }
    return clips;
  };

  const textOf = (element: Element) =>
    ((element instanceof HTMLElement ? element.innerText : element.textContent) ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  const report = (element: Element, kind: Offender['kind'], px: number) => {
    if (px > 0.5) offenders.push({ kind, selector: shortSelector(element), text: textOf(element), px: Math.ceil(px) });
  };

  const CONTROLS = 'a, button, input, select, textarea, img, svg, video, iframe, canvas, label, [role="button"]';
  const range = document.createRange();
  const measureContext = document.createElement('canvas').getContext('2d')!;
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    const textNodes = [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    const isControl = element.matches(CONTROLS);
    if (textNodes.length === 0 && !isControl) continue;
    if (hiddenOnPurpose(element)) continue;

    const textBoxes: Box[] = textNodes.flatMap((node) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 0);
    });
    if (textBoxes.length > 0) {
      const clips = clipsOf(element, true);
      if (!clips) continue;
      // Text partly inside a clipping box and partly outside it is cut; text entirely outside is hidden on purpose.
      const visible = textBoxes.filter((text) =>
        clips.every(
          (clip) =>
            text.right > clip.left && text.left < clip.right && text.bottom > clip.top && text.top < clip.bottom,
        ),
      );
      if (visible.length === 0 && !isControl) continue;
      let cut = 0;
      for (const text of visible)
        for (const clip of clips)
          cut = Math.max(
            cut,
            text.right - clip.right,
            clip.left - text.left,
            text.bottom - clip.bottom,
            clip.top - text.top,
          );
      report(element, 'cut', cut);
      const right = Math.max(...visible.map((text) => Math.min(text.right, ...clips.map((clip) => clip.right))));
      const left = Math.min(...visible.map((text) => Math.max(text.left, ...clips.map((clip) => clip.left))));
      report(element, 'viewport', Math.max(right - screenWidth, -left));
    }
    const style = styleOf(element);
    if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
      report(element, 'cut', element.scrollWidth - element.clientWidth);

    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.placeholder) {
      // A placeholder is a hint meant to be read whole: wider than the field, its end is cut.
      const placeholder = getComputedStyle(element, '::placeholder');
      measureContext.font = placeholder.font || style.font;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const cut = measureContext.measureText(element.placeholder).width - room;
      if (element.value === '' && cut > 1)
        offenders.push({
          kind: 'cut',
          selector: shortSelector(element),
          text: `placeholder : ${element.placeholder.slice(0, 46)}`,
          px: Math.ceil(cut),
        });
    }

    if (isControl) {
      const clips = clipsOf(element, false);
      if (!clips) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const right = Math.min(box.right, ...clips.map((clip) => clip.right));
      const left = Math.max(box.left, ...clips.map((clip) => clip.left));
      if (right <= left) continue; // Entirely clipped away.
      report(element, 'viewport', Math.max(right - screenWidth, -left));
    }
  }
  // What makes the document scroll sideways: the outermost boxes past the screen's edges (their
  // parent stays inside), named even when they hold no text of their own (a card, a row).
  if (root.scrollWidth > root.clientWidth) {
    const pastEdge = (element: Element) => {
      const box = element.getBoundingClientRect();
      return Math.max(box.right - screenWidth, -box.left);
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      const parent = element.parentElement;
      if (pastEdge(element) <= 0.5 || (parent && parent !== document.body && pastEdge(parent) > 0.5)) continue;
      if (hiddenOnPurpose(element) || !clipsOf(element, false)) continue;
      // A fixed box follows the layout viewport, which a phone widens to the document: a consequence.
      if (styleOf(element).position === 'fixed') continue;
      report(element, 'viewport', pastEdge(element));
    }
  }

  // One line per element and kind, the largest excess.
  const unique = new Map<string, Offender>();
  for (const offender of offenders) {
    const key = `${offender.kind} ${offender.selector} ${offender.text}`;
    if ((unique.get(key)?.px ?? -1) < offender.px) unique.set(key, offender);
  }
  return [...unique.values()];
}

/** `/path à 320 px : texte coupé de 22 px — selector « text »`, one line per offender. */
export function describeOffenders(url: string, width: number, offenders: Offender[]): string[] {
  const kinds = { page: 'la page défile de côté', viewport: "dépasse de l'écran", cut: 'texte coupé' };
  return offenders.map(
    (offender) =>
      `${url} à ${width} px : ${kinds[offender.kind]} de ${offender.px} px — ${offender.selector}` +
      (offender.text ? ` « ${offender.text} »` : ''),
  );
}

/** The offenders of the page as it is now, described; `state` tells apart the states of one address. */
export async function overflowOf(page: Page, width: number, state = ''): Promise<string[]> {
  const url = new URL(page.url());
  const where = `${url.pathname}${url.search}${state ? ` (${state})` : ''}`;
  return describeOffenders(where, width, await page.evaluate(findOverflow));
}

/** Fails with every offender of every page and width checked, so that one run lists them all. */
export function expectNoOverflow(lines: string[]): void {
  expect(lines, `Ce qui dépasse :\n${lines.join('\n')}`).toEqual([]);
}
