/** Where each seeded image lives (`api/media/<kind>/<file>.svg`) and what it shows. */
import type { MediaImage } from '@wado/shared/contract';
import { COACHES, COMPETITORS } from '../selection/data';
import { ALBUMS } from '../media/gallery';
import { INTERVIEWS } from '../media/interviews';
import { NEWS } from '../media/news';
import { PORTRAIT_SIZE, portraitSvg, SCENE_SIZE, sceneSvg } from './svg';

export function portraitImage(kind: 'coaches' | 'competitors' | 'interviews', slug: string, name: string): MediaImage {
  return { url: `/media/${kind}/${slug}.svg`, alt: `Portrait illustré de ${name}`, ...PORTRAIT_SIZE };
}

export function sceneImage(kind: 'news' | 'gallery', file: string, alt: string): MediaImage {
  return { url: `/media/${kind}/${file}.svg`, alt, ...SCENE_SIZE };
}

export function photoFile(albumSlug: string, index: number): string {
  return `${albumSlug}-${index + 1}`;
}

/** Every seeded image: its path under `api/media/` and its SVG text. */
export function seededImages(): { path: string; svg: string }[] {
  return [
    ...COACHES.map((coach) => ({ path: `coaches/${coach.slug}.svg`, svg: portraitSvg(coach.portrait) })),
    ...COMPETITORS.map((competitor) => ({
      path: `competitors/${competitor.slug}.svg`,
      svg: portraitSvg(competitor.portrait),
    })),
    ...INTERVIEWS.map((interview) => ({
      path: `interviews/${interview.slug}.svg`,
      svg: portraitSvg(interview.portrait),
    })),
    ...NEWS.map((news) => ({ path: `news/${news.slug}.svg`, svg: sceneSvg(news.scene, news.slug) })),
    ...ALBUMS.flatMap((album) =>
      album.photos.map((photo, index) => {
        const file = photoFile(album.slug, index);
        return { path: `gallery/${file}.svg`, svg: sceneSvg(photo.scene, file) };
      }),
    ),
  ];
}
