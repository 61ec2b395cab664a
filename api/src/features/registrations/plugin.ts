import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { createPeriodicJob } from '../jobs';
import type { Mailer } from '../mail';
import { adminRegistrationRoutes } from './adminRoutes';
import { registrationConfirmRoutes } from './confirm';
import { expireHeldRegistrations, REGISTRATION_EXPIRY_INTERVAL_MS } from './expiry';
import { registrationPaid } from './places';
import { registrationRoutes } from './routes';

/**
 * Registration for events: the visitors' routes (the confirmation of their address included), the
 * organizers' (`media` role), what a card
 * payment confirmed by HelloAsso does to a registration, and the job that frees the places held
 * for payments that never came (at start-up, then every minute).
 */
export async function registrationsPlugin(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const { cardPayments, publicUrl } = app;
  cardPayments?.onPaid('registration', (trx, reference, payment) =>
    registrationPaid(trx, reference, payment, publicUrl),
  );
  await app.register(registrationRoutes, { db, mailer, cardPayments });
  await app.register(registrationConfirmRoutes, { db, mailer });
  await app.register(adminRegistrationRoutes, { db, mailer, cardPayments: cardPayments !== null });
  const expiry = createPeriodicJob({
    name: 'fin des inscriptions non payées',
    intervalMs: REGISTRATION_EXPIRY_INTERVAL_MS,
    run: async () => {
      const expired = await expireHeldRegistrations(db, {
        now: app.clock.now(),
        publicUrl,
        cardPayments,
        log: app.log,
      });
      if (expired.length > 0) {
        app.log.info({ references: expired }, `${expired.length} inscription(s) non payée(s) terminée(s)`);
        mailer.notify();
      }
      return expired;
    },
    fallback: [] as string[],
    log: app.log,
  });
  app.addHook('onReady', () => expiry.start());
  app.addHook('onClose', () => expiry.stop());
}
