import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectNoViolations, waitForContent } from './support/axe';
import { SIGNED_OUT_401 } from './support/backOffice';
import type { TestServer } from './support/extraServer';
import { apiToken } from './support/people';

/**
 * « Mon espace » pays a registration awaiting payment: a parent registered her daughter to a paid
 * event and confirmed her address, but did not pay. She signs in to the space by the e-mailed link,
 * finds the registration « En attente de paiement » with until when its place is held, presses
 * « Payer », pays on the worker's stand-in of HelloAsso, comes back to the registration's page
 * (confirmed), and the space then shows it confirmed. Axe-clean at 375 and 1280 px. The event is
 * made through the API by an organizer's token, and deleted at the end with its registration.
 */
const PARENT = 'famille.boucher@licencies.test';
const TITLE = 'Stage payant de l’espace';

let auth: Record<string, string>;
let event: { id: number; slug: string };

/** The newest e-mail to `to` about `topic` (a prefix), from the worker's outbox. */
function lastMail(site: TestServer, to: string, topic: string): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const mail = db
      .prepare('SELECT text FROM mail_outbox WHERE to_address = ? AND topic LIKE ? ORDER BY id DESC LIMIT 1')
      .get(to, `${topic}%`) as { text: string } | undefined;
    expect(mail, `an e-mail « ${topic} » to ${to}`).toBeDefined();
    return mail!.text;
  } finally {
    db.close();
  }
}

/** A link of an e-mail's text: the first line that starts with `start`. */
const linkIn = (text: string, start: string) => new RegExp(`^${start}\\S+$`, 'm').exec(text)?.[0];

async function paidEvent(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/admin/events', {
    headers: auth,
    data: {
      ...{ title: TITLE, kind: 'stage', startDate: inDays(40), endDate: inDays(40) },
      ...{ place: 'Dojo de Rennes', city: 'Rennes', address: '3 rue de Brest, 35000 Rennes' },
      ...{ summary: 'Une journée de kihon.', description: 'Le stage.', registration: 'En ligne.' },
      ...{ registrationUrl: null, registrationDeadline: null, image: null, albumId: null, competitionId: null },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await request.post(`/api/admin/events/${id}/publish`, { headers: auth, data: {} })).status()).toBe(200);
  const opened = await request.put(`/api/admin/event-registrations/${id}`, {
    headers: auth,
    data: {
      ...{ capacity: 5, priceCents: 1800, memberPriceCents: 1800 },
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      questions: { licence: false, club: false, grade: false, category: false },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return { id, slug };
}

test.beforeAll(async ({ site, playwright }) => {
  auth = { authorization: `Bearer ${await apiToken(site, `espace.paiement.${Date.now()}@wado-france.fr`, ['media'])}` };
  const request = await playwright.request.newContext({ baseURL: site.url });
  event = await paidEvent(request);
  await request.dispose();
});

test.afterAll(async ({ site, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: site.url });
  const view = await request.get(`/api/admin/event-registrations/${event.id}`, { headers: auth });
  const { registrants } = (await view.json()) as { registrants: { reference: string; status: string }[] };
  for (const { reference } of registrants.filter((row) => row.status !== 'cancelled' && row.status !== 'expired')) {
    await request.post(`/api/admin/registrations/${reference}/cancel`, { headers: auth });
  }
  expect((await request.delete(`/api/admin/events/${event.id}`, { headers: auth })).status()).toBe(200);
  await request.dispose();
});

// Before signing in, the space asks who is signed in: nobody yet (401).
test.use({ allowConsoleErrors: [SIGNED_OUT_401] });

test('a parent pays from « Mon espace » a registration awaiting payment, and finds it confirmed', async ({
  page,
  site,
}) => {
  // Registered, her address confirmed from the e-mail, not paid: her place is held while she pays.
  const registered = await page.request.post(`/api/events/${event.slug}/registrations`, {
    headers: { 'idempotency-key': `espace-paiement-${Date.now()}` },
    data: { firstName: 'Zoé', lastName: "O'Connell", email: PARENT },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { reference } = ((await registered.json()) as { registration: { reference: string } }).registration;
  const confirmation = lastMail(site, PARENT, `registration-confirmation:${reference}`);
  const confirmLink = linkIn(confirmation, `${site.url}/api/registration/confirm\\?token=`);
  const token = new URL(confirmLink!).searchParams.get('token')!;
  const confirmed = await page.request.post('/api/registration/confirm', {
    form: { token },
    headers: { origin: site.url },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The space, by the e-mailed link.
  const asked = await page.request.post('/api/espace/link', { data: { email: PARENT }, headers: { origin: site.url } });
  expect(asked.status()).toBe(200);
  await page.goto(linkIn(lastMail(site, PARENT, 'espace:lien'), `${site.url}/espace/connexion/`)!);
  await expect(page.getByText(`Connecté avec ${PARENT}`)).toBeVisible();
  await page.getByRole('button', { name: "J'accepte" }).click();

  const registrations = page.getByRole('region', { name: 'Inscriptions aux événements' });
  const card = registrations.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
  await expect(card).toContainText("Inscription de Zoé O'Connell");
  await expect(card).toContainText('ÉtatEn attente de paiement');
  await expect(card).toContainText(
    /Place réservée jusqu’au .+ : payez 18,00\s€ par carte pour confirmer l’inscription\./,
  );
  const pay = card.getByRole('button', { name: 'Payer' });
  await expect(pay).toBeEnabled();
  await waitForContent(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `a registration awaiting payment in the space (${width} px)`);
  }

  // The registration page's own checkout: HelloAsso (the stand-in), then back on the registration's page.
  await pay.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement à Wado France');
  await expect(page.locator('.item')).toHaveText(`Inscription : ${TITLE}`);
  await expect(page.locator('.amount')).toHaveText(/^Montant : 18,00\s€$/);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}\\?inscription=`));
  const mine = page.getByRole('region', { name: 'Votre inscription' });
  await expect(mine.getByText('Paiement reçu : votre inscription est confirmée. Merci !')).toBeVisible();
  await expect(mine.getByTestId('registration-status')).toHaveText('Confirmée');

  // Back in the space: confirmed, nothing left to pay.
  await page.goto('/espace');
  await expect(card).toContainText('ÉtatConfirmée');
  await expect(card.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  await expect(card).not.toContainText('Place réservée');
  await waitForContent(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `a registration paid from the space (${width} px)`);
  }
});
