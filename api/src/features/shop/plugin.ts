import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Mailer } from '../mail';
import { memberRoutes } from '../members/routes';
import { adminOrderRoutes } from '../orders/adminRoutes';
import { createOrderExpiry, registerOrderPayments } from '../orders';
import { orderRoutes } from '../orders/routes';
import { shopAdminRoutes } from './adminRoutes';
import { shopRoutes } from './routes';

/**
 * Everything of the shop: catalogue, its editing (`shop` role), member check, orders, the treasurer's
 * API (the e-mail outbox's sender is the server's).
 */
export async function shopPlugin(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: ServerConfig; mailer: Mailer },
) {
  await app.register(shopRoutes, { db });
  await app.register(shopAdminRoutes);
  await app.register(memberRoutes, { db });
  const { cardPayments } = app;
  // HelloAsso's confirmation of an order's card payment marks it paid.
  if (cardPayments) registerOrderPayments(cardPayments, app.log);
  await app.register(orderRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    unpaidCaps: config.unpaidOrders,
    cardPayments,
    clock: app.clock,
  });
  await app.register(adminOrderRoutes, { db, mailer, publicUrl: config.publicUrl });
  // Unpaid orders past their due date or hold are cancelled at start-up, then every minute.
  const expiry = createOrderExpiry({ db, mailer, log: app.log, cardPayments });
  app.addHook('onReady', () => expiry.start());
  app.addHook('onClose', () => expiry.stop());
}
