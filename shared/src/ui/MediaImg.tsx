import type { ImgHTMLAttributes } from 'react';
import type { MediaImage } from '../schemas/common';
import { imageSource, useImagesHeld } from './heldImages';
import styles from './MediaImg.module.css';

/** The page's content is at most 72rem wide: an image is never shown wider than that. */
export const DEFAULT_IMAGE_SIZES = '(min-width: 72rem) 72rem, 100vw';

export type MediaImgProps = {
  image: MediaImage;
  decorative?: boolean;
  /**
   * How wide the image is shown (the `sizes` of its candidates), so the browser picks the
   * smallest file that is sharp enough: the content's width unless told (a thumbnail says less).
   */
  sizes?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes'>;

/**
 * An image of ours as the API describes it: its French text alternative (or none when
 * `decorative`, the text beside it saying the same) and its intrinsic size, so the page does not
 * move when it arrives. Loading and priority are the caller's (`loading="lazy"` below the fold,
 * which also holds its addresses back until the page is taken over: heldImages.ts).
 * An uploaded photo comes in several widths and formats: a `<picture>` then offers AVIF and WebP
 * to the browsers that read them, JPEG to the others, each in the width the page needs.
 */
export function MediaImg({ image, decorative = false, sizes = DEFAULT_IMAGE_SIZES, ...rest }: MediaImgProps) {
  const held = useImagesHeld() && rest.loading === 'lazy';
  const responsive = Boolean(image.srcset || image.sources?.length);
  const img = (
    <img
      {...imageSource(held, image.url, image.srcset)}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      {...(responsive ? { sizes } : {})}
      {...rest}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          {...(held ? { 'data-held-srcset': source.srcset } : { srcSet: source.srcset })}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
