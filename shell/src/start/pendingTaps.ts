/**
 * Taps on controls that need the page's script, made before the browser has taken the page over
 * (`<html data-page-ready>`): part of the page start script (startAfterPageLoad.ts), so it is there
 * as soon as the server's HTML shows, seconds before React on a slow phone. Nothing of the app
 * imported (pageReady.ts only): the start script must stay small.
 *
 * A control that only works with JavaScript says so with `data-needs-js="<name>"` (a name unique in
 * the page and the same in the server's and the browser's render: `add-to-cart`). A tap on it, or
 * inside it, is held: the control shows that it waits (`aria-busy`, and `data-waiting`, which the
 * shell's global styles draw), and the tap is done again once the page is taken over. A form marked
 * so holds its submission only (its fields stay usable: a size chosen before the takeover counts).
 */

import { isPageReady, whenPageReady } from './pageReady';

export const NEEDS_JS_ATTRIBUTE = 'data-needs-js';
export const WAITING_ATTRIBUTE = 'data-waiting';

/** A held tap: the marked control's name, and the element to click again (a form's submit button). */
interface HeldTap {
  name: string;
  target: HTMLElement;
  /** `aria-busy` as the page had it, put back when the wait ends. */
  ariaBusy: string | null;
}

const isSubmitButton = (element: Element): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement && element.type === 'submit') ||
  (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image'));

/** The element to click again: the control itself, or the form's submit button that was tapped. */
function heldTarget(control: Element, clicked: Element): HTMLElement | null {
  if (!(control instanceof HTMLFormElement)) return control instanceof HTMLElement ? control : null;
  const button = clicked.closest('button, input');
  return button && isSubmitButton(button) && button.form === control ? button : null;
}

/** The control again, should the page have replaced it (looked up by its name). */
function reconnected(doc: Document, tap: HeldTap): HTMLElement | null {
  if (tap.target.isConnected) return tap.target;
  const control = Array.from(doc.querySelectorAll(`[${NEEDS_JS_ATTRIBUTE}]`)).find(
    (element) => element.getAttribute(NEEDS_JS_ATTRIBUTE) === tap.name,
  );
  if (!(control instanceof HTMLFormElement)) return control instanceof HTMLElement ? control : null;
  return Array.from(control.elements).find(isSubmitButton) ?? control;
}

/**
 * Holds taps on `[data-needs-js]` controls until `<html>` gets `data-page-ready`, then does each
 * control's last one again (once). Returns what stops it (for tests); it stops by itself once the
 * page is ready, and does nothing on a page that already is.
 */
export function holdTapsUntilReady(doc: Document = document): () => void {
  if (isPageReady(doc)) return () => undefined;
  const held = new Map<string, HeldTap>();

  const hold = (name: string, target: HTMLElement) => {
    const previous = held.get(name);
    const again = previous?.target === target;
    if (previous && !again) release(previous);
    held.delete(name); // The last tap is the one done, after the others.
    held.set(name, { name, target, ariaBusy: again ? previous.ariaBusy : target.getAttribute('aria-busy') });
    target.setAttribute('aria-busy', 'true');
    target.setAttribute(WAITING_ATTRIBUTE, '');
  };

  const release = (tap: HeldTap) => {
    tap.target.removeAttribute(WAITING_ATTRIBUTE);
    if (tap.ariaBusy === null) tap.target.removeAttribute('aria-busy');
    else tap.target.setAttribute('aria-busy', tap.ariaBusy);
  };

  const onClick = (event: MouseEvent) => {
    const clicked = event.target instanceof Element ? event.target : null;
    const control = clicked?.closest(`[${NEEDS_JS_ATTRIBUTE}]`);
    if (!clicked || !control) return;
    const target = heldTarget(control, clicked);
    if (!target) return; // A field of a form that waits: the visitor fills it in.
    // Stopped before React's own listeners (on the page's root), which may already answer part
    // of the page: the tap is done once, after the takeover.
    event.preventDefault();
    event.stopPropagation();
    hold(control.getAttribute(NEEDS_JS_ATTRIBUTE) ?? '', target);
  };

  // A form sent without a click on a button (Enter in a form that has none).
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(NEEDS_JS_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopPropagation();
    hold(form.getAttribute(NEEDS_JS_ATTRIBUTE) ?? '', event.submitter ?? form);
  };

  const replay = () => {
    const taps = [...held.values()];
    held.clear();
    for (const tap of taps) release(tap);
    for (const tap of taps) {
      const target = reconnected(doc, tap);
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target?.click();
    }
  };

  const stop = () => {
    stopWaiting();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };

  const stopWaiting = whenPageReady(doc, () => {
    stop();
    // After the task that marked the page ready: React ends what that render started first.
    setTimeout(replay, 0);
  });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  return stop;
}
