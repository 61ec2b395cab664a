import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Mailer } from '../mail';
import { createCardPayments, type CardPayments } from './card';
import { createHelloAssoClient } from './helloasso/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments through HelloAsso; null when HelloAsso is not configured (no card offered). */
    cardPayments: CardPayments | null;
  }
}

/**
 * Gives the server its card payments, on the root instance (called, not registered): the features
 * registered after it (orders, registrations, donations) find `app.cardPayments` and add their
 * « paid » step to it.
 */
export function decorateCardPayments(
  app: FastifyInstance,
  { config, mailer }: { config: ServerConfig; mailer: Mailer },
) {
  const cardPayments = config.helloAsso
    ? createCardPayments({
        client: createHelloAssoClient(config.helloAsso),
        publicUrl: config.publicUrl,
        mailer,
        log: app.log,
        now: () => app.clock.now(),
      })
    : null;
  app.decorate('cardPayments', cardPayments);
}
