import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestServer } from './extraServer';

/** The message the browser logs for a signed-out visit: /api/auth/me answers 401. */
export const SIGNED_OUT_401 = /Failed to load resource: the server responded with a status of 401/;

/** Signs in at /admin/connexion (`origin`: another server than the worker's) and waits for the back office's home. */
export async function signIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/connexion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeVisible();
  await expect(page.getByText(`Compte : ${email}`)).toBeVisible();
}

/** The menu of the back office (what the person's roles open). */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu de l’administration' });

/**
 * The one link of the e-mail about `topic` sent to `email`, whose subject says `subject` and whose
 * link opens the back-office page `page`, read from the server's outbox (the e-mail is written there
 * in the same transaction as the link; no mail server is needed).
 */
function linkFromOutbox(
  site: TestServer,
  email: string,
  { topic, subject, page }: { topic: string; subject: string; page: string },
): string {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    const mails = db
      .prepare('SELECT subject, text FROM mail_outbox WHERE to_address = ? AND topic = ?')
      .all(email, topic) as { subject: string; text: string }[];
    expect(mails, `${topic} e-mails to ${email}`).toHaveLength(1);
    expect(mails[0]!.subject).toContain(subject);
    const link = new RegExp(`^${site.url}${page}/\\S+$`, 'm').exec(mails[0]!.text)?.[0];
    expect(link, `a link in:\n${mails[0]!.text}`).toBeDefined();
    return link!;
  } finally {
    db.close();
  }
}

/** The invitation link e-mailed to `email`. */
export const invitationLinkFromOutbox = (site: TestServer, email: string): string =>
  linkFromOutbox(site, email, {
    topic: 'people:invitation',
    subject: 'Invitation à l’espace d’administration',
    page: '/admin/invitation',
  });

/** The « forgotten password » link e-mailed to `email`. */
export const passwordResetLinkFromOutbox = (site: TestServer, email: string): string =>
  linkFromOutbox(site, email, {
    topic: 'people:password-reset',
    subject: 'Nouveau mot de passe pour l’espace d’administration',
    page: '/admin/nouveau-mot-de-passe',
  });

/** How many news items the database holds (drafts included). */
export function newsCount(site: TestServer): number {
  const db = new SQLite(path.join(site.dataDir, 'wado.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS count FROM news').get() as { count: number }).count;
  } finally {
    db.close();
  }
}

/** A small photograph-like JPEG (a gradient), as a volunteer's camera would give one. */
export async function jpegPhoto(width = 800, height = 500): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((255 * x) / width);
      pixels[offset + 1] = Math.round((255 * y) / height);
      pixels[offset + 2] = 140;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Whether an <img> was downloaded and decoded for real. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}
