import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { tileServerOrigin, type ServerConfig } from '../../config';
import { currentRuntimeConfig } from '../site';
import { foreignOrigins } from './remoteOrigins';

/** Files another origin may embed: remote builds (a shell elsewhere loads them) and our images. */
const SHAREABLE_PREFIXES = ['/remotes/', '/releases/', '/media/'];

/**
 * Browser features no page of the site uses, turned off for the site and anything it embeds: a
 * script injected one day could not open the camera or take payments. The position is the site's
 * own only (the club finder's « autour de moi », asked on a click), never an embedded frame's.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Helmet's headers on every response, with a Content-Security-Policy that allows the site itself
 * and the remote origins of the *current* runtime configuration, nothing else: no inline script,
 * no eval, no plug-ins, no framing. The configuration is re-read per request (cheap: a stat and a
 * small file) because a release changes it without a restart.
 */
export async function securityHeaders(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const origins = (request: FastifyRequest) => {
    const cache = request as FastifyRequest & { wadoOrigins?: ReturnType<typeof foreignOrigins> };
    cache.wadoOrigins ??= foreignOrigins(currentRuntimeConfig(config));
    return cache.wadoOrigins;
  };
  const directive = (base: string[], pick: (o: ReturnType<typeof foreignOrigins>) => string[]) => (request: unknown) =>
    [...base, ...pick(origins(request as FastifyRequest))].join(' ');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [directive(["'self'"], (o) => o.remotes)],
        styleSrc: [directive(["'self'"], (o) => o.remotes)],
        connectSrc: [directive(["'self'"], (o) => [...o.remotes, ...o.api])],
        // The club finder's map tiles come from the tile server's origin (MAP_TILE_URL), images only.
        // `blob:`: the back office's thumbnails of photos not sent yet (object URLs, which only the
        // page's own scripts can make).
        imgSrc: [
          directive(["'self'", 'data:', 'blob:', ...(config.map ? [tileServerOrigin(config.map)] : [])], (o) => [
            ...o.remotes,
            ...o.api,
          ]),
        ],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Set below, per path: remote builds and images must stay loadable from another origin.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is reached over HTTPS (its PUBLIC_URL says so).
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as the CSP's frame-ancestors 'none', for browsers that only read this header.
    frameguard: { action: 'deny' },
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const shareable = SHAREABLE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    void reply.header('Cross-Origin-Resource-Policy', shareable ? 'cross-origin' : 'same-origin');
    // Remote manifests are fetched with fetch(): a shell on another origin needs CORS. Static,
    // public files without credentials, so any origin may read them.
    if (shareable) void reply.header('Access-Control-Allow-Origin', '*');
  });
}
