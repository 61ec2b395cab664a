import { useHydrated } from '../data/renderEnvironment';

/**
 * Images below the fold wait for the page's takeover. A phone on a slow connection asks for every
 * `loading="lazy"` image up to 2,500 px below the screen at its first layout: /shop's 24 product
 * photos, /news's nine illustrations and the partners' logos took the six HTTP/1.1 connections
 * and the uplink while main.js and the section's files were on their way, and the takeover came
 * 100–400 ms later on the bench's phone (docs/performance.md, « Où passe la reprise sur le
 * téléphone du banc »). So the server renders them with their address in `data-held-src` (and
 * `data-held-srcset`), and the browser's render that takes the page over gives it back as `src`:
 * they load right after, still lazily. A render in the browser that is not a takeover (a page
 * reached through the menu, a component test) has `src` at once.
 *
 * If the takeover never comes (a section's files unreachable), the page's start script gives the
 * addresses back itself once the page has loaded (shell/src/start/heldImages.ts): the page the
 * server rendered keeps its pictures.
 */
export const HELD_SRC_ATTRIBUTE = 'data-held-src';
export const HELD_SRCSET_ATTRIBUTE = 'data-held-srcset';

/** True on the server and while React takes the server's page over; false for any other render. */
export function useImagesHeld(): boolean {
  return !useHydrated();
}

export interface ImageSourceAttributes {
  src?: string;
  srcSet?: string;
  'data-held-src'?: string;
  'data-held-srcset'?: string;
}

/** An image's `src` and `srcSet`, or the same addresses held back while `held`. */
export function imageSource(held: boolean, src: string, srcSet?: string): ImageSourceAttributes {
  if (!held) return srcSet ? { src, srcSet } : { src };
  return srcSet ? { 'data-held-src': src, 'data-held-srcset': srcSet } : { 'data-held-src': src };
}
