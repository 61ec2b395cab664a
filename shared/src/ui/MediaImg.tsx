import type { ImgHTMLAttributes } from 'react';
import type { MediaImage } from '../schemas/common';

export type MediaImgProps = { image: MediaImage; decorative?: boolean } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>;

/**
 * An image of ours as the API describes it: its French text alternative (or none when
 * `decorative`, the text beside it saying the same) and its intrinsic size, so the page does not
 * move when it arrives. Loading and priority are the caller's (`loading="lazy"` below the fold).
 */
export function MediaImg({ image, decorative = false, ...rest }: MediaImgProps) {
  return <img src={image.url} alt={decorative ? '' : image.alt} width={image.width} height={image.height} {...rest} />;
}
