import type { ImgHTMLAttributes } from 'react';
import { imageSource, useImagesHeld } from './heldImages';

export type LazyImgProps = { src: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'>;

/**
 * An image below the fold: `loading="lazy"`, decoded off the main thread, and held back until the
 * page is taken over when the server renders it (heldImages.ts).
 */
export function LazyImg({ src, srcSet, ...rest }: LazyImgProps) {
  const held = useImagesHeld();
  return <img {...imageSource(held, src, srcSet)} loading="lazy" decoding="async" {...rest} />;
}
