import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createMailer } from '../mail/outbox';
import { memberRoutes } from '../members/routes';
import { adminOrderRoutes } from '../orders/adminRoutes';
import { orderRoutes } from '../orders/routes';
import { shopRoutes } from './routes';

/** Everything of the shop: catalogue, member check, orders, the treasurer's API and the e-mail outbox. */
export async function shopPlugin(app: FastifyInstance, { db, config }: { db: Db; config: ServerConfig }) {
  const mailer = createMailer(db, config.shop, app.log);
  app.addHook('onClose', () => mailer.close());
  await app.register(shopRoutes, { db });
  await app.register(memberRoutes, { db });
  await app.register(orderRoutes, { db, mailer, publicUrl: config.shop.publicUrl });
  await app.register(adminOrderRoutes, { db, token: config.shop.adminToken, mailer });
}
