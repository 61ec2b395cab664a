/**
 * How wide the section's images are shown (the `sizes` of MediaImg), so that a phone downloads an
 * uploaded photo in the width it shows and not the largest one. The content is at most 72rem wide.
 */

/** A card of a grid (news, albums): one column on a phone, two from 42rem, three from 62rem. */
export const CARD_IMAGE_SIZES = '(min-width: 72rem) 23rem, (min-width: 62rem) 33vw, (min-width: 42rem) 50vw, 100vw';

/** A photo's thumbnail in an album: columns of 14rem or more, never wider than 28rem past one column. */
export const THUMBNAIL_SIZES = '(min-width: 33rem) 28rem, 100vw';

/** The small pictures of the home page's widgets. */
export const WIDGET_IMAGE_SIZES = '6.5rem';

/** A portrait in a round frame: 4.5rem in lists, 7rem on the interview. */
export const PORTRAIT_SIZES = '4.5rem';
export const LARGE_PORTRAIT_SIZES = '7rem';
