import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './fixtures';
import { startExtraServer, type TestServer } from './support/extraServer';
import { SIGNED_OUT_401, signIn } from './support/backOffice';
import { createPerson } from './support/people';
import { freePort } from '../../scripts/testing/freePort';

/**
 * The newsletter, in Chromium: a media editor writes an issue in Markdown (with its preview),
 * sends a test to themself, then sends it to the confirmed subscribers after a confirmation; the
 * report shows the counts once the mail server has every e-mail. A server and a mail server of
 * its own (their data is thrown away afterwards): the worker's database is left as it was.
 */
/** A header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as a mail client shows them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

test.describe('newsletter: write, test, send, report', () => {
  // The sign-in page asks who is signed in first: 401.
  test.use({ allowConsoleErrors: [SIGNED_OUT_401] });
  let server: TestServer;
  let sink: SMTPServer;
  const received: { to: string; subject: string }[] = [];

  test.beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const headers = raw.split('\r\n\r\n')[0]!.replace(/\r\n\s+/g, ' ');
          const subject = decodeWords(/^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '');
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, subject });
          callback();
        });
      },
    });
    sink.on('error', () => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve));
    server = await startExtraServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, NEWSLETTER_RATE_PER_MINUTE: '600' });
    const db = new SQLite(path.join(server.dataDir, 'wado.sqlite'));
    try {
      const now = new Date().toISOString();
      const insert = db.prepare(
        `INSERT INTO newsletter_subscriptions (email, email_key, consented_at, form_version, source_page, unsubscribe_token, confirmed_at)
         VALUES (?, ?, ?, 'e2e', '', ?, ?)`,
      );
      // Addresses without a +tag: each is its own mailbox's key.
      insert.run('abonnee.une@exemple.fr', 'abonnee.une@exemple.fr', now, 'jeton-abonnee-une-0001', now);
      insert.run('abonne.deux@exemple.fr', 'abonne.deux@exemple.fr', now, 'jeton-abonne-deux-0002', now);
      insert.run('pas.confirme@exemple.fr', 'pas.confirme@exemple.fr', now, 'jeton-pas-confirme-003', null);
    } finally {
      db.close();
    }
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => sink?.close(() => resolve()));
  });

  test('an editor writes an issue, sends a test to themself, then to the two confirmed subscribers', async ({
    page,
  }) => {
    const editor = 'redaction.newsletter@wado-france.test';
    await createPerson(server, editor, ['media'], 'mot de passe des tests e2e');
    await signIn(page, editor, 'mot de passe des tests e2e', server.url);

    await page
      .getByRole('navigation', { name: 'Menu de l’administration' })
      .getByRole('link', { name: 'Newsletter' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(page.getByText('Aujourd’hui : 2 abonnés.')).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle lettre' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle lettre' })).toBeVisible();

    await page.getByLabel('Objet de l’e-mail').fill('Lettre du stage d’hiver');
    await page
      .getByRole('textbox', { name: 'Texte de la lettre' })
      .fill('## Stage d’hiver\n\nRendez-vous à **Lyon** le 12 janvier.');
    await expect(page.getByRole('region', { name: 'Aperçu : Texte de la lettre' }).locator('strong')).toHaveText(
      'Lyon',
    );

    await page.getByRole('button', { name: 'Envoyer un test' }).click();
    await expect(page.getByText(`Un test est parti vers ${editor}.`, { exact: false })).toBeVisible();
    await expect
      .poll(() => received.filter((mail) => mail.to === editor).map((mail) => mail.subject))
      .toEqual(['[Test] Lettre du stage d’hiver']);

    await page.getByRole('button', { name: 'Envoyer à 2 abonnés' }).click();
    await expect(
      page.getByText('Envoyer « Lettre du stage d’hiver » à 2 abonnés ? L’envoi ne peut pas être annulé.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Oui, envoyer' }).click();

    const report = page.getByLabel('Rapport d’envoi');
    await expect(page.getByRole('heading', { level: 2, name: 'Rapport d’envoi' })).toBeVisible();
    // The screen reads the report again while the sending runs, until it is over.
    await expect(page.getByText(/terminé le/)).toBeVisible({ timeout: 15_000 });
    await expect(
      report.getByText('Destinataires au début de l’envoi').locator('xpath=following-sibling::dd'),
    ).toHaveText('2');
    await expect(report.getByText('Envoyés', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('2');
    await expect(report.getByText('En attente').locator('xpath=following-sibling::dd')).toHaveText('0');
    expect(
      received
        .filter((mail) => mail.subject === 'Lettre du stage d’hiver')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['abonne.deux@exemple.fr', 'abonnee.une@exemple.fr']);

    await page.getByRole('link', { name: '← Toutes les lettres' }).click();
    const sent = page.getByRole('listitem').filter({ hasText: 'Lettre du stage d’hiver' });
    await expect(sent).toContainText('Envoyée');
    await expect(sent).toContainText('2 envoyés sur 2');
  });
});
