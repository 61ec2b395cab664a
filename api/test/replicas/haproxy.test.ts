/**
 * The HAProxy configuration hosts are given (deploy/haproxy.cfg), run as shipped in front of
 * stand-in replicas: the site's own French page when none is up, and retries only where a request
 * is safe to send again.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_FILE } from '../../scripts/errorPages';
import { startHaproxy, type RunningHaproxy } from '../../../scripts/testing/haproxy';
import { freePort } from '../../../scripts/testing/freePort';
import {
  UNAVAILABLE_PAGE_HEADING,
  UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS,
  unavailableErrorFile,
} from '../../src/features/site/unavailablePage';

jest.setTimeout(60_000);

/** A replica that passes its health checks and answers every other request as `answer` says. */
async function standIn(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    seen.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    backend: { host: '127.0.0.1', port: (server.address() as AddressInfo).port },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('deploy/haproxy.cfg', () => {
  let haproxy: RunningHaproxy | undefined;
  afterEach(async () => haproxy?.stop());

  it('ships the error page of the site as it is now (api/scripts/errorPages.ts writes it)', () => {
    expect(fs.readFileSync(ERROR_FILE, 'utf8')).toBe(unavailableErrorFile());
  });

  it('with no replica up, answers the site’s French page: 503, Retry-After, never cached', async () => {
    haproxy = await startHaproxy({ backends: [{ host: '127.0.0.1', port: await freePort() }] });
    // Until its first checks fail, HAProxy still tries the replica, then gives up on it.
    let response = await fetch(`${haproxy.url}/shop`);
    for (const started = Date.now(); response.status !== 503 && Date.now() - started < 10_000;) {
      response = await fetch(`${haproxy.url}/shop`);
    }
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_PAGE_RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(UNAVAILABLE_PAGE_HEADING);
  });

  it('sends a GET again to another replica when one closes without answering, never a POST', async () => {
    const dying = await standIn((request) => request.socket.destroy());
    const healthy = await standIn((_request, response) => response.writeHead(200).end('ok'));
    try {
      haproxy = await startHaproxy({ backends: [dying.backend, healthy.backend] });
      const reads = [];
      for (let i = 0; i < 4; i += 1) reads.push((await fetch(`${haproxy.url}/news?i=${i}`)).status);
      expect(reads).toEqual([200, 200, 200, 200]);
      const writes = [];
      for (let i = 0; i < 4; i += 1) {
        const post = fetch(`${haproxy.url}/api/newsletter?i=${i}`, { method: 'POST', body: '{}' });
        // The two that reached the replica that died on them end as it did (a 502, or the connection closed).
        writes.push(
          await post.then(
            (response) => (response.ok ? 'reçu' : 'perdu'),
            () => 'perdu',
          ),
        );
      }
      // Round robin: two went to each replica, and none was sent twice.
      expect(writes.sort()).toEqual(['perdu', 'perdu', 'reçu', 'reçu']);
      const posts = [...dying.seen, ...healthy.seen].filter((line) => line.startsWith('POST'));
      expect(posts.sort()).toEqual([0, 1, 2, 3].map((i) => `POST /api/newsletter?i=${i}`).sort());
    } finally {
      await dying.close();
      await healthy.close();
    }
  });
});
