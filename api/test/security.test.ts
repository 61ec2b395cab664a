import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@wado/shared/contract';
import { TOO_MANY_REQUESTS } from '../src/features/security/rateLimits';
import { countRows, expectApiError, startTestApp } from './helpers';

function cspOf(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(async () => env?.cleanup());

  it('sends helmet headers and a strict CSP on API answers', async () => {
    const response = await env.app.inject('/api/partners');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'connect-src': "'self'",
      // The club finder's map tiles (OpenStreetMap's unless MAP_TILE_URL says otherwise).
      'img-src': "'self' data: blob: https://tile.openstreetmap.org",
      'font-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    // No inline script or eval is ever allowed.
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets another origin load remote builds and images (CORS, cross-origin resource policy)', async () => {
    for (const url of ['/remotes/mf-shop/mf-manifest.json', '/media/partners/maison-du-japon.svg']) {
      const response = await env.app.inject(url);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('allows exactly the remote and API origins of the current runtime configuration, re-read without a restart', async () => {
    const file = path.join(env.config.dataDir, 'runtime-config.json');
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]),
    );
    remotes['mf-shop'] = { manifest: 'https://boutique.cdn.example/mf-shop/v7/mf-manifest.json' };
    remotes['mf-media'] = { manifest: 'http://localhost:9100/mf-manifest.json' };
    fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: 'https://api.example.org', remotes }));
    try {
      const csp = cspOf((await env.app.inject('/api/partners')).headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self' http://localhost:9100 https://boutique.cdn.example");
      expect(csp['style-src']).toBe("'self' http://localhost:9100 https://boutique.cdn.example");
      expect(csp['connect-src']).toBe(
        "'self' http://localhost:9100 https://boutique.cdn.example https://api.example.org",
      );
      expect(csp['default-src']).toBe("'self'");
    } finally {
      fs.rmSync(file);
    }
    const csp = cspOf((await env.app.inject('/api/partners')).headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
  });

  it('ignores manifest entries that are not http(s) URLs', async () => {
    const file = path.join(env.config.dataDir, 'runtime-config.json');
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]),
    );
    remotes['mf-shop'] = { manifest: "javascript:alert(1)'; script-src *" };
    fs.writeFileSync(file, JSON.stringify({ remotes }));
    try {
      const csp = cspOf((await env.app.inject('/api/partners')).headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self'");
    } finally {
      fs.rmSync(file);
    }
  });
});

describe('rate limits on writes', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => env?.cleanup());

  const subscribe = (email: string, ip = '203.0.113.7') =>
    env.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: ip,
      payload: { email, consent: true, formVersion: 'x', sourcePage: '/' },
    });

  it('answers the write past the limit with 429, a French message and Retry-After, and writes nothing', async () => {
    const before = await countRows(env.app, 'newsletter_subscriptions');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await subscribe(`visiteur${i}@exemple.fr`));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).not.toContain(429);
    for (const answer of answers.slice(3)) {
      expectApiError(answer, 429, TOO_MANY_REQUESTS);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countRows(env.app, 'newsletter_subscriptions')).toBe(
      before + answers.filter((a) => a.statusCode < 300).length,
    );
    expect(await countRows(env.app, 'newsletter_subscriptions')).toBeLessThanOrEqual(before + 3);
  });

  it('counts per client address, and never limits reads', async () => {
    expect((await subscribe('autre@exemple.fr', '198.51.100.20')).statusCode).not.toBe(429);
    for (let i = 0; i < 10; i += 1) expect((await env.app.inject('/api/partners')).statusCode).toBe(200);
  });
});
