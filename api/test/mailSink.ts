import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/testing/freePort';

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A mail server that keeps each message whole (headers and body), as the outbox sent it. Given a
 * `port` and the `received` list of one stopped before, it is that server started again (an SMTP
 * outage that ends).
 */
export async function startMailSink({
  port: wanted,
  received = [],
}: { port?: number; received?: Received[] } = {}): Promise<{
  url: string;
  port: number;
  received: Received[];
  stop: () => Promise<void>;
}> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  const port = wanted ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}?pool=false`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
