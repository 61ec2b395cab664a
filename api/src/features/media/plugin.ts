import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { eventRoutes } from './events/routes';
import { galleryRoutes } from './gallery/routes';
import { interviewRoutes } from './interviews/routes';
import { newsRoutes } from './news/routes';
import { pressRoutes } from './press/routes';

/**
 * Every endpoint of the events, news and media library screens: published records only, as of
 * the server's clock (`app.clock`, which tests move), read at each request.
 */
export async function mediaRoutes(app: Api, { db }: { db: Db }) {
  const options = { db, now: () => app.clock.now() };
  await app.register(eventRoutes, options);
  await app.register(newsRoutes, options);
  await app.register(galleryRoutes, options);
  await app.register(pressRoutes, options);
  await app.register(interviewRoutes, options);
}
