/**
 * « Mon espace » (`/api/espace/…`): the sign-in by link, the household, and what each section shows
 * of it (licences and their documents, orders, registrations, donations and their receipts), all
 * under the space's own session (its cookie, on `/api/espace` only); the download of everything the
 * site holds on the household (JSON, and PDF for a person); the household's privacy: moving it to a
 * new address (confirmed by a link e-mailed there, `emailChange.ts`) and erasing what nothing obliges
 * the site to keep (`erasure.ts`); and `GET /api/licences/check/{code}`, the public check a licence
 * card's QR code opens. Nothing here is cached; writes from another site are refused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ESPACE_EMAIL_CHANGES_PER_MAILBOX_PER_HOUR,
  ESPACE_LINK_REQUESTED,
  ESPACE_LINKS_PER_MAILBOX_PER_HOUR,
  ESPACE_SESSION_COOKIE,
  ESPACE_SESSION_IDLE_MS,
  ESPACE_SIGN_IN_REQUIRED,
  foldEmail,
  isValidEmail,
  normalizeEmail,
} from '@wado/shared/contract';
import {
  Done,
  EspaceDonations,
  EspaceEmailChangeConfirm,
  EspaceEmailChangeRequest,
  EspaceErasure,
  EspaceErasureRequest,
  EspaceHousehold,
  EspaceLicenceParams,
  EspaceLicences,
  EspaceLinkRequest,
  EspaceOrders,
  EspaceReferenceParams,
  EspaceRegistrations,
  EspaceCompetitionEntries,
  EspaceSessionRequest,
  LicenceCheck,
  LicenceCheckParams,
  PdfDocument,
  PublicRegistration,
  TextDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { householdDonations, householdReceipt } from '../donations';
import { HttpError } from '../errors';
import { createPeriodicJob } from '../jobs';
import { householdLicenceDocument, householdLicences, householdMembers, licenceCheck } from '../licensees';
import { householdCompetitionEntries } from '../competitions';
import type { Mailer } from '../mail';
import { householdOrders } from '../orders';
import { parisDay } from '../paging';
import { readSiteSettings } from '../settings';
import { cancelHouseholdRegistration, householdRegistration, householdRegistrations } from '../registrations';
import { createAuthFailureLimiter, refuseCrossSite, type WindowCounters } from '../security';
import {
  endEspaceSession,
  espaceSessionOf,
  openEspaceSession,
  purgeEspaceSignIns,
  requestEspaceLink,
  type EspaceSession,
} from './session';
import { confirmEmailChange, requestEmailChange } from './emailChange';
import { eraseHousehold, previewErasure } from './erasure';
import { householdExport } from './export';
import { householdExportPdf } from './exportPdf';

const HOUR_MS = 3_600_000;
const INVALID_ADDRESS = 'Cette adresse e-mail n’est pas valide.';
const TOO_MANY_LINKS =
  'Trop de demandes de lien depuis cette connexion : réessayez dans une heure, ou utilisez le dernier lien reçu.';
const DOCUMENT_NOT_FOUND = 'Ce document est introuvable dans votre espace.';
const LICENCE_NOT_FOUND = 'Cette licence est introuvable : vérifiez le lien ou le code de la carte.';
const SIGNED_OUT = 'Vous êtes déconnecté.';
const REGISTRATION_CANCELLED = 'Inscription annulée : un e-mail vous le confirme.';
const SAME_ADDRESS = 'C’est déjà l’adresse de votre espace : saisissez la nouvelle adresse.';
const NOTHING_TO_MOVE =
  'Aucun licencié n’est rattaché à cette adresse : il n’y a pas d’adresse à changer. Vos commandes, inscriptions et dons gardent l’adresse avec laquelle ils ont été faits.';
const TOO_MANY_CHANGES =
  'Trop de demandes de changement d’adresse pour ce foyer : réessayez dans une heure, ou utilisez le dernier lien reçu.';
const emailChangeRequested = (address: string) =>
  `Un lien de confirmation vient d’être envoyé à ${address} : ouvrez-le dans les 30 minutes pour terminer le changement. Un message en prévient aussi votre adresse actuelle.`;

export async function espaceRoutes(
  app: Api,
  {
    db,
    mailer,
    publicUrl,
    counters,
    authFailures,
  }: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    counters: WindowCounters;
    authFailures: { max: number; windowMs: number };
  },
) {
  const now = () => app.clock.now();
  const millis = () => now().getTime();
  // Link requests and link uses of one connection, each counted: no mailbox bombing, no guessing.
  const byAddress = createAuthFailureLimiter(authFailures, counters, millis, {
    scope: 'espace-link-address',
    message: TOO_MANY_LINKS,
  });
  const purge = createPeriodicJob({
    name: 'mon espace : liens et sessions expirés',
    intervalMs: HOUR_MS,
    run: () => purgeEspaceSignIns(db, now()),
    fallback: { links: 0, sessions: 0, changes: 0 },
    log: app.log,
  });
  app.addHook('onReady', () => purge.start());
  app.addHook('onClose', () => purge.stop());

  const cookieOptions = {
    path: '/api/espace',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https:'),
  } as const;
  const keepSignedIn = (reply: FastifyReply, secret: string) =>
    reply.setCookie(ESPACE_SESSION_COOKIE, secret, { ...cookieOptions, maxAge: ESPACE_SESSION_IDLE_MS / 1000 });

  async function household(mailbox: string, expiresAt: Date) {
    return { email: mailbox, members: await householdMembers(db, mailbox), expiresAt: expiresAt.toISOString() };
  }

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  const sameSite = refuseCrossSite(publicUrl);

  app.post(
    '/api/espace/link',
    { bodyLimit: 4 * 1024, onRequest: sameSite, schema: { body: EspaceLinkRequest, response: { 200: Done } } },
    async (request, reply) => {
      const address = normalizeEmail(request.body.email);
      if (!isValidEmail(address)) throw new HttpError(400, INVALID_ADDRESS);
      await byAddress.assertAllowed(request.ip, reply);
      await byAddress.recordFailure(request.ip);
      // Counted for every address, known or not: the work done says nothing either.
      const { count } = await counters.hit(`espace-link-mailbox:${foldEmail(address)}`, HOUR_MS);
      if (
        count <= ESPACE_LINKS_PER_MAILBOX_PER_HOUR &&
        (await requestEspaceLink(db, { address, publicUrl, now: now() }))
      ) {
        mailer.notify();
      }
      return { message: ESPACE_LINK_REQUESTED };
    },
  );

  app.post(
    '/api/espace/session',
    {
      bodyLimit: 4 * 1024,
      onRequest: sameSite,
      schema: { body: EspaceSessionRequest, response: { 200: EspaceHousehold } },
    },
    async (request, reply) => {
      await byAddress.assertAllowed(request.ip, reply);
      try {
        const { secret, mailbox } = await openEspaceSession(db, request.body.token, now());
        keepSignedIn(reply, secret);
        return household(mailbox, new Date(millis() + ESPACE_SESSION_IDLE_MS));
      } catch (error) {
        if (error instanceof HttpError) await byAddress.recordFailure(request.ip);
        throw error;
      }
    },
  );

  app.post(
    '/api/espace/sign-out',
    { onRequest: sameSite, schema: { response: { 200: Done } } },
    async (request, reply) => {
      const secret = request.cookies[ESPACE_SESSION_COOKIE];
      if (secret) await endEspaceSession(db, secret);
      void reply.clearCookie(ESPACE_SESSION_COOKIE, cookieOptions);
      return { message: SIGNED_OUT };
    },
  );

  app.post(
    '/api/espace/email/confirm',
    {
      bodyLimit: 4 * 1024,
      onRequest: sameSite,
      schema: { body: EspaceEmailChangeConfirm, response: { 200: EspaceHousehold } },
    },
    async (request, reply) => {
      await byAddress.assertAllowed(request.ip, reply);
      try {
        const { secret, mailbox } = await confirmEmailChange(db, request.body.token, now());
        keepSignedIn(reply, secret);
        return household(mailbox, new Date(millis() + ESPACE_SESSION_IDLE_MS));
      } catch (error) {
        if (error instanceof HttpError) await byAddress.recordFailure(request.ip);
        throw error;
      }
    },
  );

  app.get(
    '/api/licences/check/:code',
    { schema: { params: LicenceCheckParams, response: { 200: LicenceCheck } } },
    async (request) => {
      const found = await licenceCheck(db, request.params.code, now());
      if (!found) throw new HttpError(404, LICENCE_NOT_FOUND);
      return found;
    },
  );

  // Everything else is the signed-in household's.
  await app.register(async (space: Api) => {
    const sessions = new WeakMap<FastifyRequest, EspaceSession>();
    const sessionOf = (request: FastifyRequest) => sessions.get(request)!;
    space.addHook('onRequest', async (request, reply) => {
      const secret = request.cookies[ESPACE_SESSION_COOKIE];
      const session = secret ? await espaceSessionOf(db, secret, now()) : null;
      if (!session) {
        if (secret) void reply.clearCookie(ESPACE_SESSION_COOKIE, cookieOptions);
        throw new HttpError(401, ESPACE_SIGN_IN_REQUIRED);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') await sameSite(request);
      sessions.set(request, session);
    });

    space.get('/api/espace/household', { schema: { response: { 200: EspaceHousehold } } }, async (request, reply) => {
      const { mailbox, expiresAt } = sessionOf(request);
      keepSignedIn(reply, request.cookies[ESPACE_SESSION_COOKIE]!);
      return household(mailbox, expiresAt);
    });

    space.get('/api/espace/licences', { schema: { response: { 200: EspaceLicences } } }, async (request) =>
      householdLicences(db, sessionOf(request).mailbox, { now: now(), publicUrl }),
    );

    for (const [path, kind] of [
      ['/api/espace/licences/:id/attestation.pdf', 'attestation'],
      ['/api/espace/licences/:id/carte.pdf', 'card'],
    ] as const) {
      space.get(
        path,
        { schema: { params: EspaceLicenceParams, response: { 200: PdfDocument } } },
        async (request, reply) => {
          const document = await householdLicenceDocument(db, sessionOf(request).mailbox, request.params.id, kind, {
            now: now(),
            publicUrl,
          });
          if (!document) throw new HttpError(404, DOCUMENT_NOT_FOUND);
          return reply
            .type('application/pdf')
            .header('Content-Disposition', `inline; filename="${document.filename}"`)
            .send(document.pdf);
        },
      );
    }

    space.get('/api/espace/orders', { schema: { response: { 200: EspaceOrders } } }, async (request) => ({
      items: await householdOrders(db, sessionOf(request).mailbox),
    }));

    space.get('/api/espace/registrations', { schema: { response: { 200: EspaceRegistrations } } }, async (request) => ({
      items: await householdRegistrations(db, sessionOf(request).mailbox, now()),
    }));

    // The household's licensees' entries to competitions (their clubs enter and pay them).
    space.get(
      '/api/espace/competitions',
      { schema: { response: { 200: EspaceCompetitionEntries } } },
      async (request) => {
        const members = await householdMembers(db, sessionOf(request).mailbox);
        return {
          items: await householdCompetitionEntries(
            db,
            members.map((member) => member.licenseeId),
          ),
        };
      },
    );

    // One registration as its own page shows it: the space pays it through the page's checkout (its link's token).
    space.get(
      '/api/espace/registrations/:reference',
      { schema: { params: EspaceReferenceParams, response: { 200: PublicRegistration } } },
      async (request) =>
        householdRegistration(db, sessionOf(request).mailbox, request.params.reference, {
          now: now(),
          cardPayments: app.cardPayments !== null,
        }),
    );

    space.post(
      '/api/espace/registrations/:reference/cancel',
      { schema: { params: EspaceReferenceParams, response: { 200: Done } } },
      async (request) => {
        await cancelHouseholdRegistration(db, sessionOf(request).mailbox, request.params.reference, {
          now: now(),
          publicUrl,
        });
        mailer.notify();
        return { message: REGISTRATION_CANCELLED };
      },
    );

    space.get('/api/espace/donations', { schema: { response: { 200: EspaceDonations } } }, async (request) => ({
      items: await householdDonations(db, sessionOf(request).mailbox),
    }));

    space.get(
      '/api/espace/donations/:reference/recu.pdf',
      { schema: { params: EspaceReferenceParams, response: { 200: PdfDocument } } },
      async (request, reply) => {
        const receipt = await householdReceipt(db, sessionOf(request).mailbox, request.params.reference);
        if (!receipt) throw new HttpError(404, DOCUMENT_NOT_FOUND);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${receipt.filename}"`)
          .send(receipt.pdf);
      },
    );

    space.get('/api/espace/export.pdf', { schema: { response: { 200: PdfDocument } } }, async (request, reply) => {
      const at = now();
      const data = await householdExport(db, sessionOf(request).mailbox, at);
      const pdf = await householdExportPdf(data, (await readSiteSettings(db)).fullName);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="mes-donnees-${parisDay(at)}.pdf"`)
        .send(pdf);
    });

    space.post(
      '/api/espace/email',
      { bodyLimit: 4 * 1024, schema: { body: EspaceEmailChangeRequest, response: { 200: Done } } },
      async (request) => {
        const { mailbox } = sessionOf(request);
        const address = normalizeEmail(request.body.email);
        if (!isValidEmail(address)) throw new HttpError(400, INVALID_ADDRESS);
        if (foldEmail(address) === mailbox) throw new HttpError(400, SAME_ADDRESS);
        if ((await householdMembers(db, mailbox)).length === 0) throw new HttpError(409, NOTHING_TO_MOVE);
        const key = `espace-email-change:${mailbox}`;
        if (((await counters.read(key))?.count ?? 0) >= ESPACE_EMAIL_CHANGES_PER_MAILBOX_PER_HOUR)
          throw new HttpError(429, TOO_MANY_CHANGES);
        await counters.hit(key, HOUR_MS);
        await requestEmailChange(db, { mailbox, address, publicUrl, now: now() });
        mailer.notify();
        return { message: emailChangeRequested(address) };
      },
    );

    space.get('/api/espace/erasure', { schema: { response: { 200: EspaceErasure } } }, async (request) =>
      previewErasure(db, sessionOf(request).mailbox, now()),
    );

    space.post(
      '/api/espace/erasure',
      { bodyLimit: 1024, schema: { body: EspaceErasureRequest, response: { 200: EspaceErasure } } },
      async (request, reply) => {
        const report = await eraseHousehold(db, sessionOf(request).mailbox, now());
        mailer.notify();
        // The session is gone with the rest: the browser forgets it too.
        void reply.clearCookie(ESPACE_SESSION_COOKIE, cookieOptions);
        return report;
      },
    );

    space.get(
      '/api/espace/export.json',
      { schema: { response: { 200: TextDocument('application/json') } } },
      async (request, reply) => {
        const at = now();
        const data = await householdExport(db, sessionOf(request).mailbox, at);
        return reply
          .type('application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="mes-donnees-${parisDay(at)}.json"`)
          .send(JSON.stringify(data, null, 2));
      },
    );
  });
}
