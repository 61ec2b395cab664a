import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import type { Mailer } from '../mail';
import { newsletterAdminRoutes } from './admin';
import { oneClickUnsubscribeRoutes } from './oneClick';
import { createNewsletterDispatcher } from './sending';

/**
 * Writing and sending the newsletter: the back office's routes, the one-click unsubscribe of its
 * e-mails, and the dispatcher that hands them to the outbox at the configured pace.
 */
export async function newsletterSendingPlugin(
  app: Api,
  { db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<ServerConfig, 'publicUrl' | 'shop' | 'newsletter'> },
) {
  const dispatcher = createNewsletterDispatcher(
    db,
    mailer,
    { publicUrl: config.publicUrl, ratePerMinute: config.newsletter.ratePerMinute, mailFrom: config.shop.mailFrom },
    app.log,
  );
  // Stops before the outbox and the database (a plugin's hooks run before its parent's).
  app.addHook('onClose', () => dispatcher.close());
  await app.register(oneClickUnsubscribeRoutes, { db });
  await app.register(newsletterAdminRoutes, { db, mailer, dispatcher, mailFrom: config.shop.mailFrom });
}
