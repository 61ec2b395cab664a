import type { MediaImage } from '@wado/shared';

/**
 * The picture link previews show for a page with its own image: a photo (JPEG of an upload…). A
 * drawing in SVG is left out: link previews do not read SVG, the site's default picture is better.
 */
export function shareImage(image: MediaImage | null | undefined): string | undefined {
  if (!image) return undefined;
  return /\.svg(?:$|\?)/i.test(image.url) ? undefined : image.url;
}
