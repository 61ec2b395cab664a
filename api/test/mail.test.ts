import nodemailer from 'nodemailer';
import { enqueueMail, flushOutbox, NOT_ONE_MAILBOX, type MailTransport } from '../src/features/mail/outbox';
import { startTestApp } from './helpers';

let env: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  env = await startTestApp();
  await env.app.db.deleteFrom('mail_outbox').execute();
});
afterAll(() => env?.cleanup());

/** nodemailer's JSON transport: the real message building, nothing sent; it reports the envelope. */
function recordingTransport() {
  const real = nodemailer.createTransport({ jsonTransport: true });
  const envelopes: { from: string; to: string[] }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      const info = (await real.sendMail(message)) as { envelope: { from: string; to: string[] } };
      envelopes.push(info.envelope);
      return info;
    },
  };
  return { transport, envelopes };
}

describe('the outbox sends each e-mail to one mailbox', () => {
  it('hands nodemailer one address object: one recipient in the envelope', async () => {
    await enqueueMail(env.app.db, {
      to: '"jean,dupont"@exemple.fr',
      subject: 'Commande',
      text: 'Bonjour',
      topic: 'test:one',
    });
    const { transport, envelopes } = recordingTransport();
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 1, failed: 0 });
    expect(envelopes).toEqual([{ from: 'boutique@wado-france.fr', to: ['"jean,dupont"@exemple.fr'] }]);
  });

  it('never sends to a stored value that is several mailboxes, and does not retry it', async () => {
    // Written straight into the table: every writer refuses such an address, this is the last line.
    await enqueueMail(env.app.db, {
      to: '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr',
      subject: 'x',
      text: 'x',
      topic: 'test:list',
    });
    const { transport, envelopes } = recordingTransport();
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 0, failed: 1 });
    expect(envelopes).toEqual([]);
    const row = await env.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('topic', '=', 'test:list')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: NOT_ONE_MAILBOX });
    expect(await flushOutbox(env.app.db, transport, 'boutique@wado-france.fr')).toEqual({ sent: 0, failed: 0 });
  });

  it('would have sent that string to three mailboxes: what the address object prevents', async () => {
    const info = (await nodemailer.createTransport({ jsonTransport: true }).sendMail({
      from: 'boutique@wado-france.fr',
      to: '"a" <v1@evil.example>, <v2@evil.example>, "b"@wado.fr',
      text: 'x',
    })) as { envelope: { to: string[] } };
    expect(info.envelope.to).toHaveLength(3);
  });
});

describe('attachments', () => {
  it('are stored with the e-mail and sent with it, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.7\n\u00e9\u00ff binaire', 'latin1');
    await enqueueMail(env.app.db, {
      to: 'donatrice@exemple.fr',
      subject: 'Reçu',
      text: 'Votre reçu est joint.',
      topic: 'test:attachment',
      attachments: [
        { filename: 'recu-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'stage.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from('BEGIN:VCALENDAR') },
      ],
    });
    const messages: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        messages.push(message);
        return {};
      },
    };
    expect(await flushOutbox(env.app.db, transport, 'site@wado-france.fr')).toEqual({ sent: 1, failed: 0 });
    expect(messages[0]!.attachments).toEqual([
      { filename: 'recu-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
      { filename: 'stage.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from('BEGIN:VCALENDAR') },
    ]);
    // An e-mail without attachments is sent without the field.
    await enqueueMail(env.app.db, { to: 'a@exemple.fr', subject: 's', text: 't', topic: 'test:plain' });
    await flushOutbox(env.app.db, transport, 'site@wado-france.fr');
    expect(messages[1]).not.toHaveProperty('attachments');
  });
});
