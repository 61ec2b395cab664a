import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { eventRoutes } from './events/routes';
import { galleryRoutes } from './gallery/routes';
import { interviewRoutes } from './interviews/routes';
import { newsRoutes } from './news/routes';
import { pressRoutes } from './press/routes';

/** Every endpoint of the events, news and media library screens. `now` is injectable for tests. */
export async function mediaRoutes(app: Api, options: { db: Db; now?: () => Date }) {
  await app.register(eventRoutes, options);
  await app.register(newsRoutes, options);
  await app.register(galleryRoutes, options);
  await app.register(pressRoutes, options);
  await app.register(interviewRoutes, options);
}
