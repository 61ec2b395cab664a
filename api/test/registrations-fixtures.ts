/**
 * What the registration tests share: a server on a fresh database with a clock the test moves
 * (and, when asked, HelloAsso's stand-in for card payments), events written straight to the
 * database, the organizer's session, a valid form, the confirmation of its address from the e-mail's
 * link, and the e-mails of a registration.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/connection';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  AdminEventRegistrations,
  PublicRegistration,
  RegistrationAnswer,
  RegistrationRequest,
  RegistrationSettingsInput,
} from '@wado/shared/contract';
import type { HelloAssoConfig } from '../src/config';
import { testClock, type TestClock } from './editing-fixtures';
import { startTestApp } from './helpers';
import { startHelloAssoStandIn, type HelloAssoStandIn } from './helloasso/standIn';
import { signInAs } from './people';

export const PUBLIC_URL = 'https://www.wado-france.fr';
/** 1 December 2026, 10:00 in Paris: events are dated after it. */
export const START = Date.parse('2026-12-01T09:00:00.000Z');

export interface RegistrationTestApp {
  app: FastifyInstance;
  clock: TestClock;
  standIn: HelloAssoStandIn | null;
  /** The organizer (`media` role). */
  organizer: { headers: Record<string, string>; email: string };
  cleanup: () => Promise<void>;
}

/** A server whose clock starts at START; with `card`, HelloAsso's stand-in and card payments configured. */
export async function startRegistrationApp({ card = false } = {}): Promise<RegistrationTestApp> {
  const clock = testClock(START);
  const standIn = card ? await startHelloAssoStandIn() : null;
  const helloAsso: HelloAssoConfig | null = standIn
    ? {
        apiUrl: standIn.url,
        clientId: standIn.clientId,
        clientSecret: standIn.clientSecret,
        organizationSlug: standIn.organizationSlug,
        signatureKey: standIn.signatureKey,
        timeoutMs: 5_000,
      }
    : null;
  const env = await startTestApp({ publicUrl: PUBLIC_URL, helloAsso }, { clock });
  const organizer = await signInAs(env.app, ['media']);
  return {
    app: env.app,
    clock,
    standIn,
    organizer,
    cleanup: async () => {
      await env.cleanup();
      await standIn?.close();
    },
  };
}

let events = 0;

/** A published event (public since the day before START), from `startDate` to `endDate`. */
export async function addEvent(
  app: FastifyInstance,
  { startDate = '2026-12-12', endDate = '2026-12-13', status = 'published' as 'published' | 'draft' } = {},
): Promise<{ id: number; slug: string }> {
  events += 1;
  const slug = `stage-inscriptions-${events}-${randomUUID().slice(0, 8)}`;
  const id = await insertEvent(app.db, {
    slug,
    title: `Stage national n° ${events}`,
    startDate,
    endDate,
    publishAt: status === 'published' ? new Date(START - 86_400_000) : null,
    updatedAt: new Date(START - 86_400_000),
  });
  return { id, slug };
}

/** An event row (a stage in Lyon), published from `publishAt` (null: a draft); returns its id. */
export async function insertEvent(
  db: Db,
  event: { slug: string; title: string; startDate: string; endDate: string; publishAt: Date | null; updatedAt: Date },
): Promise<number> {
  const { id } = await db
    .insertInto('events')
    .values({
      slug: event.slug,
      title: event.title,
      kind: 'stage',
      start_date: event.startDate,
      end_date: event.endDate,
      place: 'Gymnase Gerland',
      city: 'Lyon',
      address: '8 rue de Gerland, 69007 Lyon',
      summary: 'Deux jours de kata et de kihon.',
      description: 'Le stage national de la saison.',
      registration: 'Inscription sur cette page.',
      registration_url: null,
      registration_deadline: null,
      updated_at: event.updatedAt.toISOString(),
      status: event.publishAt ? 'published' : 'draft',
      publish_at: event.publishAt?.toISOString() ?? null,
      album_id: null,
      competition_id: null,
      image_upload_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const settingsInput = (overrides: Partial<RegistrationSettingsInput> = {}): RegistrationSettingsInput => ({
  capacity: 10,
  deadline: '2026-12-10T22:59:00.000Z',
  priceCents: 0,
  memberPriceCents: 0,
  questions: { licence: false, club: false, grade: false, category: false },
  ...overrides,
});

/** Opens (or changes) the registrations of an event as the organizer; fails the test unless 200. */
export async function openRegistrations(
  test: Pick<RegistrationTestApp, 'app' | 'organizer'>,
  eventId: number,
  overrides: Partial<RegistrationSettingsInput> = {},
): Promise<AdminEventRegistrations> {
  const response = await test.app.inject({
    method: 'PUT',
    url: `/api/admin/event-registrations/${eventId}`,
    headers: test.organizer.headers,
    payload: settingsInput(overrides),
  });
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({
    status: 200,
    body: '',
  });
  return response.json<AdminEventRegistrations>();
}

let people = 0;

/** A valid form of a new person (a new e-mail each time). */
export function registrationBody(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  people += 1;
  return {
    firstName: 'Camille',
    lastName: `Martin ${people}`,
    email: `camille.martin.${people}.${randomUUID().slice(0, 6)}@exemple.fr`,
    ...overrides,
  };
}

/** `POST /api/events/{slug}/registrations` with a fresh idempotency key unless given. */
export function sendRegistration(
  app: FastifyInstance,
  slug: string,
  body: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/events/${slug}/registrations`,
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Sends a registration request and expects it accepted (201), its address not confirmed yet; returns the answer. */
export async function requested(app: FastifyInstance, slug: string, body: object = registrationBody()) {
  const response = await sendRegistration(app, slug, body);
  expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({
    status: 201,
    body: '',
  });
  const answer = response.json<RegistrationAnswer>();
  expect(answer.registration.status).toBe('unconfirmed');
  return answer;
}

/** The e-mails asking to confirm a registration request, oldest first. */
export function confirmationMailsOf(app: FastifyInstance, reference: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text'])
    .where('topic', '=', `registration-confirmation:${reference}`)
    .orderBy('id')
    .execute();
}

const CONFIRM_LINK = /^https:\/\/www\.wado-france\.fr\/api\/registration\/confirm\?token=([A-Za-z0-9_-]{32})$/m;

/** The secret of the confirmation link e-mailed for a registration request. */
export async function confirmationTokenOf(app: FastifyInstance, reference: string): Promise<string> {
  const [mail] = await confirmationMailsOf(app, reference);
  const match = CONFIRM_LINK.exec(mail?.text ?? '');
  if (!match) throw new Error(`pas de lien de confirmation pour ${reference}`);
  return match[1]!;
}

/** The confirmation page's form, posted as the browser does (URL-encoded). */
export function postConfirmation(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/registration/confirm',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** A registration as its link shows it. */
export async function registrationByToken(app: FastifyInstance, token: string): Promise<PublicRegistration> {
  const response = await app.inject(`/api/registration?token=${token}`);
  expect(response.statusCode).toBe(200);
  return response.json<PublicRegistration>();
}

/**
 * Registers and confirms the address from the e-mail's link, as its owner would; returns the
 * registration's answer (its payment, if one was started) with the registration as it is then.
 */
export async function registered(app: FastifyInstance, slug: string, body: object = registrationBody()) {
  const answer = await requested(app, slug, body);
  const confirmation = await postConfirmation(app, await confirmationTokenOf(app, answer.registration.reference));
  expect(confirmation.statusCode).toBe(200);
  return { ...answer, registration: await registrationByToken(app, answer.registration.token) };
}

/** The e-mails queued about a registration, oldest first. */
export function mailsOf(app: FastifyInstance, reference: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text', 'attachments'])
    .where('topic', '=', `registration:${reference}`)
    .orderBy('id')
    .execute();
}

/** The organizer's view of an event's registrations. */
export async function organizerView(test: Pick<RegistrationTestApp, 'app' | 'organizer'>, eventId: number) {
  const response = await test.app.inject({
    url: `/api/admin/event-registrations/${eventId}`,
    headers: test.organizer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminEventRegistrations>();
}
