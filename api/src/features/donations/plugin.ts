import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { Mailer } from '../mail';
import { adminDonationRoutes } from './adminRoutes';
import { createDonationExpiry } from './expiry';
import { registerDonationPayments } from './paid';
import { donationRoutes } from './routes';

/**
 * Online donations: the donor's routes, the treasurer's, the « paid » step of their card payments
 * (number and PDF of the tax receipt, thank-you e-mail), and the hourly expiry of abandoned ones.
 */
export async function donationsPlugin(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const { cardPayments, publicUrl } = app;
  if (cardPayments) registerDonationPayments(cardPayments, { publicUrl, log: app.log });
  await app.register(donationRoutes, { db, cardPayments });
  await app.register(adminDonationRoutes, { db, mailer, publicUrl });
  const expiry = createDonationExpiry({ db, cardPayments, clock: app.clock, log: app.log });
  app.addHook('onReady', () => expiry.start());
  app.addHook('onClose', () => expiry.stop());
}
