import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { SIGNED_OUT_401, signIn } from './support/backOffice';
import type { TestServer } from './support/extraServer';
import { apiToken, createPerson } from './support/people';

/**
 * Registration for events, in Chromium against the built site, at 1280 and 375 px: a free event
 * (register, no place until the address is confirmed from the e-mailed link, then confirmed on the
 * page, cancelled after a confirmation), a full event (the waiting list, with its rank, once the
 * address is confirmed), a paid event through the worker's stand-in of
 * HelloAsso (« Payer », back on the event's page, confirmed), and the organizer's screen. The
 * events are made through the API by an organizer's token, and deleted at the end with their
 * registrations (cancelled first), so that the worker's other files find the calendar as seeded.
 */

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true },
];
const PASSWORD = 'mot de passe de l’organisation';

interface MadeEvent {
  id: number;
  slug: string;
  title: string;
}

let auth: Record<string, string>;
const events: Record<'free' | 'full' | 'paid', MadeEvent> = {} as never;

/** `YYYY-MM-DD`, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function makeEvent(
  request: APIRequestContext,
  title: string,
  settings: { capacity: number; priceCents: number; memberPriceCents: number },
): Promise<MadeEvent> {
  const created = await request.post('/api/admin/events', {
    headers: auth,
    data: {
      title,
      kind: 'stage',
      startDate: inDays(30),
      endDate: inDays(31),
      place: 'Gymnase Gerland',
      city: 'Lyon',
      address: '8 rue de Gerland, 69007 Lyon',
      summary: 'Deux jours de kata et de kihon.',
      description: 'Le stage de la saison.',
      registration: 'Inscription en ligne ci-dessous.',
      registrationUrl: null,
      registrationDeadline: null,
      image: null,
      albumId: null,
      competitionId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await request.post(`/api/admin/events/${id}/publish`, { headers: auth, data: {} })).status()).toBe(200);
  const opened = await request.put(`/api/admin/event-registrations/${id}`, {
    headers: auth,
    data: {
      ...settings,
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      questions: { licence: false, club: true, grade: true, category: false },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return { id, slug, title };
}

/** Fills the form (a club typed, a grade chosen) and sends it with `button`. */
async function fillAndSend(page: Page, email: string, button: string): Promise<void> {
  const form = page.getByRole('region', { name: /S’inscrire en ligne|Complet : liste d’attente/ });
  await form.getByLabel(/^Prénom/).fill('Camille');
  await form.getByLabel(/^Nom/).fill('Martin');
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Club/).fill('Wado Club Nantes');
  await form.getByLabel(/^Grade/).selectOption({ label: '3e kyu' });
  await form.getByRole('button', { name: button }).click();
}

const mine = (page: Page) => page.getByRole('region', { name: 'Votre inscription' });

/** The confirmation link of the last registration e-mail the worker's site queued for `email` (its outbox). */
function confirmationLink(site: TestServer, email: string): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const mails = db.prepare('SELECT text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(email) as {
      text: string;
    }[];
    const links = mails.flatMap(
      (mail) => /^http:\/\/\S+\/api\/registration\/confirm\?token=\S+$/m.exec(mail.text) ?? [],
    );
    expect(links.length, `e-mail de confirmation envoyé à ${email}`).toBeGreaterThan(0);
    return links.at(-1)!;
  } finally {
    db.close();
  }
}

/** Opens the e-mailed link as the registrant does (its page needs no script) and confirms there. */
async function confirmFromEmail(browser: Browser, site: TestServer, email: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(confirmationLink(site, email));
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adresse confirmée' })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ site, playwright }) => {
  auth = { authorization: `Bearer ${await apiToken(site, `organisation.${Date.now()}@wado-france.fr`, ['media'])}` };
  const request = await playwright.request.newContext({ baseURL: site.url });
  events.free = await makeEvent(request, 'Stage inscriptions gratuites', {
    capacity: 3,
    priceCents: 0,
    memberPriceCents: 0,
  });
  events.full = await makeEvent(request, 'Stage complet', { capacity: 1, priceCents: 0, memberPriceCents: 0 });
  const taken = await request.post(`/api/events/${events.full.slug}/registrations`, {
    headers: { 'idempotency-key': `place-du-stage-complet-${Date.now()}` },
    data: {
      firstName: 'Inès',
      lastName: 'Boucher',
      email: 'ines.boucher@exemple.fr',
      club: 'Wado Kai Rennes',
      grade: 'dan-1',
    },
  });
  expect(taken.status()).toBe(201);
  // Its place is taken once its address is confirmed, as from the e-mail's page.
  const token = new URL(confirmationLink(site, 'ines.boucher@exemple.fr')).searchParams.get('token')!;
  const confirmed = await request.post('/api/registration/confirm', { form: { token }, headers: { origin: site.url } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  events.paid = await makeEvent(request, 'Stage inscriptions payantes', {
    capacity: 10,
    priceCents: 1500,
    memberPriceCents: 1000,
  });
  await request.dispose();
});

test.afterAll(async ({ site, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: site.url });
  for (const event of Object.values(events)) {
    const view = await request.get(`/api/admin/event-registrations/${event.id}`, { headers: auth });
    const { registrants } = (await view.json()) as { registrants: { reference: string; status: string }[] };
    for (const registration of registrants.filter((row) =>
      ['unconfirmed', 'confirmed', 'pending_payment', 'waiting'].includes(row.status),
    )) {
      await request.post(`/api/admin/registrations/${registration.reference}/cancel`, { headers: auth });
    }
    expect((await request.delete(`/api/admin/events/${event.id}`, { headers: auth })).status()).toBe(200);
  }
  await request.dispose();
});

for (const width of WIDTHS) {
  test.describe(`at ${width.name}`, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    test('a free event: places left, the form, the address confirmed from the e-mail, « Confirmée » on the page, then cancelled', async ({
      page,
      browser,
      site,
    }) => {
      await page.goto(`/event/${events.free.slug}`);
      await page.getByRole('button', { name: "J'accepte" }).click();
      const online = page.getByRole('region', { name: 'S’inscrire en ligne' });
      await expect(online.getByTestId('places-left')).toHaveText('3 places restantes');
      await expect(online).toContainText('Gratuit');
      await expectNoViolations(page, `the registration form at ${width.name}`);

      // Sent empty: each field says what is missing, in French.
      await online.getByRole('button', { name: 'M’inscrire' }).click();
      await expect(online.getByText('Prénom : ce champ est obligatoire.')).toBeVisible();
      await expect(online.getByText('Grade : choisissez votre grade dans la liste.')).toBeVisible();

      const email = `gratuit.${width.viewport.width}.${Date.now()}@exemple.fr`;
      await fillAndSend(page, email, 'M’inscrire');
      // Nothing is held until the owner of the address confirms it.
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Adresse e-mail à confirmer');
      await expect(mine(page).getByTestId('registration-reference')).toHaveText(/^IN-[2-9A-HJKMNP-Z]{6}$/);
      await expect(page).toHaveURL(/\?inscription=[A-Za-z0-9_-]{32}$/);
      await expect(online.getByTestId('places-left')).toHaveText('3 places restantes');
      await expectNoViolations(page, `a registration waiting for its address at ${width.name}`);

      await confirmFromEmail(browser, site, email);
      await page.reload();
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Confirmée');
      await expect(online.getByTestId('places-left')).toHaveText('2 places restantes');
      await expectNoViolations(page, `a confirmed registration at ${width.name}`);
      await mine(page).getByRole('button', { name: 'Annuler mon inscription' }).click();
      await expect(mine(page).getByRole('group', { name: /Annuler votre inscription/ })).toContainText(
        'Votre place sera libérée',
      );
      await mine(page).getByRole('button', { name: 'Oui, annuler mon inscription' }).click();
      await expect(mine(page).getByText('Votre inscription est annulée. Un e-mail vous le confirme.')).toBeVisible();
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Annulée');
      await expect(online.getByTestId('places-left')).toHaveText('3 places restantes');
    });

    test('a full event: « Complet », the waiting list, and the visitor’s rank once the address is confirmed', async ({
      page,
      browser,
      site,
    }) => {
      await page.goto(`/event/${events.full.slug}`);
      await page.getByRole('button', { name: "J'accepte" }).click();
      const online = page.getByRole('region', { name: 'Complet : liste d’attente' });
      await expect(online.getByTestId('places-left')).toHaveText('Complet');
      const email = `attente.${width.viewport.width}.${Date.now()}@exemple.fr`;
      await fillAndSend(page, email, 'M’inscrire sur la liste d’attente');
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Adresse e-mail à confirmer');
      await confirmFromEmail(browser, site, email);
      await page.reload();
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Liste d’attente');
      await expect(mine(page)).toContainText(/sur la liste d’attente, en (1re|\d+e) position/);
      await expectNoViolations(page, `a registration on the waiting list at ${width.name}`);
    });

    test('a paid event: HelloAsso’s « Payer », back on the event’s page, the registration confirmed', async ({
      page,
    }) => {
      await page.goto(`/event/${events.paid.slug}`);
      await page.getByRole('button', { name: "J'accepte" }).click();
      const online = page.getByRole('region', { name: 'S’inscrire en ligne' });
      await expect(online).toContainText(/15,00\s€ \(licenciés\s: 10,00\s€\)/);
      await fillAndSend(
        page,
        `payant.${width.viewport.width}.${Date.now()}@exemple.fr`,
        'M’inscrire et payer par carte',
      );

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
      await expect(page.locator('.item')).toHaveText('Inscription : Stage inscriptions payantes');
      await expect(page.locator('.amount')).toHaveText(/^Montant : 15,00\s€$/);
      await page.getByRole('button', { name: 'Payer' }).click();

      await expect(page).toHaveURL(new RegExp(`/event/${events.paid.slug}\\?inscription=`));
      await expect(mine(page).getByText('Paiement reçu : votre inscription est confirmée. Merci !')).toBeVisible();
      await expect(mine(page).getByTestId('registration-status')).toHaveText('Confirmée');
      await expect(page).toHaveURL(/\?inscription=[A-Za-z0-9_-]{32}$/);
      await expectNoViolations(page, `a paid registration at ${width.name}`);
    });

    test.describe('signed in', () => {
      // The sign-in page asks who is signed in: nobody yet (401).
      test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

      test('the organizer’s screen: the places taken, the registrants by status, the CSV', async ({ page, site }) => {
        const organizer = `organisateur.${width.viewport.width}.${Date.now()}@wado-france.fr`;
        await createPerson(site, organizer, ['media'], PASSWORD);
        await signIn(page, organizer, PASSWORD);
        await page.goto('/admin/mf-media/inscriptions');
        await page.getByRole('link', { name: 'Stage complet' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscriptions : Stage complet');
        await expect(page.getByTestId('places-taken')).toHaveText('1 place prise sur 1');
        await expect(page.getByRole('region', { name: 'Confirmées' })).toContainText('Inès Boucher');
        await expect(page.getByRole('link', { name: 'Télécharger la liste (CSV)' })).toHaveAttribute(
          'href',
          `/api/admin/event-registrations/${events.full.id}/registrants.csv`,
        );
        await expectNoViolations(page, `the organizer’s screen at ${width.name}`);
      });
    });
  });
}
