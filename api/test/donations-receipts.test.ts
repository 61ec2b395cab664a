import type { FastifyInstance } from 'fastify';
import { formatPrice } from '@wado/shared/contract';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import { markDonationPaid } from '../src/features/donations/paid';
import { RECEIPT_CERTIFICATION, RECEIPT_TITLE, receiptPdf, townOf } from '../src/features/donations/receipt';
import { receiptFactsOf } from '../src/features/donations/store';
import { donationRow, insertDonation, lastReceiptNumber, payDonation, pdfLines } from './donationsHelpers';
import { startTestApp } from './helpers';

jest.setTimeout(60_000);

/**
 * Tax receipts: numbered without a gap per calendar year even when payments are recorded at the
 * same time or rolled back (on SQLite and on PostgreSQL, several connections at once), and the
 * PDF's content: the fields of the « Cerfa n° 11580 » model.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const quietLog = { error: () => undefined };

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

const ROLLED_BACK = 'transaction annulée pour le test';

describe('receipt numbers', () => {
  it('follow each other without a gap when payments are recorded at once, some of them rolled back', async () => {
    // A year of its own: the other tests' numbers do not count here.
    const at = new Date('2031-06-15T10:00:00Z');
    const donations = await Promise.all(Array.from({ length: 24 }, () => insertDonation(app.db)));
    const outcomes = await Promise.allSettled(
      donations.map(({ reference }, index) =>
        app.db.transaction().execute(async (trx) => {
          await markDonationPaid(
            trx,
            reference,
            { amountCents: 5000, at },
            { publicUrl: app.publicUrl, log: quietLog },
          );
          // A failure after the number was taken (the e-mail's row refused…): everything is undone.
          if (index % 3 === 1) throw new Error(ROLLED_BACK);
        }),
      ),
    );
    const committed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(
      outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason)),
    ).toEqual(Array(8).fill(`Error: ${ROLLED_BACK}`));
    expect(committed).toBe(16);

    const rows = await Promise.all(donations.map(({ reference }) => donationRow(app, reference)));
    const numbers = rows.flatMap((row) => (row.receipt_number ? [row.receipt_number] : [])).sort();
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, index) => `2031-${String(index + 1).padStart(4, '0')}`));
    rows.forEach((row, index) => {
      expect(row.status).toBe(index % 3 === 1 ? 'pending_payment' : 'paid');
      if (index % 3 === 1) expect(row.receipt_number).toBeNull();
    });
    expect(await lastReceiptNumber(app.db, 2031)).toBe(16);
  });

  it('gives one number to a donation whose payment is recorded twice at once', async () => {
    const at = new Date('2032-02-01T09:00:00Z');
    const { reference } = await insertDonation(app.db);
    const recorded = await Promise.all([payDonation(app, reference, at), payDonation(app, reference, at)]);
    expect(recorded.sort()).toEqual([false, true]);
    expect((await donationRow(app, reference)).receipt_number).toBe('2032-0001');
    expect(await lastReceiptNumber(app.db, 2032)).toBe(1);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('topic', '=', `donation:${reference}`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('start again at 0001 each calendar year, in Paris time', async () => {
    const first = await insertDonation(app.db);
    const second = await insertDonation(app.db);
    // 23:30 on 31 December in UTC is already the new year in Paris.
    await payDonation(app, first.reference, new Date('2033-12-31T22:30:00Z'));
    await payDonation(app, second.reference, new Date('2033-12-31T23:30:00Z'));
    expect((await donationRow(app, first.reference)).receipt_number).toBe('2033-0001');
    expect((await donationRow(app, second.reference)).receipt_number).toBe('2034-0001');
  });
});

describe('the receipt’s PDF', () => {
  it('carries every field of the model, the amount in figures and in words', async () => {
    const { reference } = await insertDonation(app.db, { amountCents: 12_550 });
    await payDonation(app, reference, new Date('2035-03-12T10:00:00Z'));
    const facts = receiptFactsOf(await donationRow(app, reference))!;
    const pdf = await receiptPdf(facts);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfLines(pdf);
    const text = lines.join(' ');
    expect(lines).toEqual(
      expect.arrayContaining([
        RECEIPT_TITLE,
        'Numéro d’ordre du reçu : 2035-0001',
        // The standard fonts have no « ō » nor « ū »: written without their accent.
        `Nom ou dénomination : ${SEED_SETTINGS.fullName.replace('ō', 'o').replace('ū', 'u')}`,
        'Adresse : Maison des associations, 18 rue Émile-Zola, 69002 Lyon',
        `Qualité : ${SEED_SETTINGS.taxReceiptQuality}`,
        'Nom : Lambert',
        'Prénoms : Zoé',
        'Adresse : 12 rue des Lilas, 69003 Lyon',
        `Montant : ${formatPrice(12_550)}`,
        'Somme en toutes lettres : cent vingt-cinq euros et cinquante centimes',
        'Date du versement : 12 mars 2035',
        'Forme du don : Déclaration de don manuel',
        'Nature du don : Numéraire',
        'Mode de versement : Carte bancaire',
        'Fait à Lyon, le 12 mars 2035.',
        'Signataire : Karim Benali, Trésorier',
      ]),
    );
    expect(text).toContain('Objet : Promouvoir, enseigner et développer la pratique du karaté Wado-ryu');
    expect(text).toContain(RECEIPT_CERTIFICATION);
    expect(text).toContain('Articles 200, 238 bis et 978 du code général des impôts');
  });

  it('is the same document, byte for byte, each time it is drawn', async () => {
    const { reference } = await insertDonation(app.db);
    await payDonation(app, reference, new Date('2035-04-01T10:00:00Z'));
    const facts = receiptFactsOf(await donationRow(app, reference))!;
    expect((await receiptPdf(facts)).equals(await receiptPdf(facts))).toBe(true);
  });

  it('names the town of the head office from its address', () => {
    expect(townOf(['Maison des associations', '18 rue Émile-Zola', '69002 Lyon'])).toBe('Lyon');
    expect(townOf(['2 place du Marché', '38000 Grenoble', 'France'])).toBe('Grenoble');
    expect(townOf(['Quelque part'])).toBe('Quelque part');
  });
});
