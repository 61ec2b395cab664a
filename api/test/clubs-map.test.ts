import type { RuntimeConfig } from '@wado/shared/contract';
import { mapTilesSetting, OPENSTREETMAP_TILES } from '../src/config';
import { remoteAssets } from '../src/features/site/render/manifests';
import { startTestApp } from './helpers';

const imgSrc = (header: unknown) =>
  String(header)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));

describe('the club finder’s map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL)', () => {
  it('takes OpenStreetMap’s tiles and attribution unless told, and no map when the address is empty', () => {
    expect(mapTilesSetting({})).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© les contributeurs d’OpenStreetMap',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    expect(mapTilesSetting({ MAP_TILE_URL: '' })).toBeNull();
    expect(mapTilesSetting({ MAP_TILE_URL: '  ' })).toBeNull();
  });

  it('takes another tile server with the attribution it requires', () => {
    expect(
      mapTilesSetting({
        MAP_TILE_URL: 'https://tuiles.example.fr/carte/{z}/{x}/{y}.png?cle=abc',
        MAP_TILE_ATTRIBUTION: '© IGN – données OpenStreetMap',
        MAP_TILE_ATTRIBUTION_URL: 'https://tuiles.example.fr/licence',
      }),
    ).toEqual({
      tileUrl: 'https://tuiles.example.fr/carte/{z}/{x}/{y}.png?cle=abc',
      attribution: '© IGN – données OpenStreetMap',
      attributionUrl: 'https://tuiles.example.fr/licence',
    });
    expect(
      mapTilesSetting({
        MAP_TILE_URL: 'http://127.0.0.1:9999/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Tuiles locales',
      }),
    ).toEqual({ tileUrl: 'http://127.0.0.1:9999/{z}/{x}/{y}.png', attribution: 'Tuiles locales', attributionUrl: '' });
  });

  it.each([
    [
      'https://tile.example.org/{z}/{x}.png',
      /MAP_TILE_URL doit être l'adresse http\(s\) des tuiles avec \{z\}, \{x\} et \{y\}/,
    ],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', /MAP_TILE_URL doit être/],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', /sur un seul hôte/],
    ['tuiles/{z}/{x}/{y}.png', /MAP_TILE_URL doit être/],
    ['https://moi:secret@tile.example.org/{z}/{x}/{y}.png', /MAP_TILE_URL doit être/],
  ])('refuses MAP_TILE_URL=%s at start-up, in French', (url, message) => {
    expect(() => mapTilesSetting({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'x' })).toThrow(message);
  });

  it('requires the attribution of another tile server, and a web address for its link', () => {
    expect(() => mapTilesSetting({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION est obligatoire/,
    );
    expect(() =>
      mapTilesSetting({ MAP_TILE_ATTRIBUTION: 'x', MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' }),
    ).toThrow(/MAP_TILE_ATTRIBUTION_URL doit être une adresse http\(s\)/);
  });

  it('gives the tiles to the browser in the runtime configuration, and lets pages load images from their origin only', async () => {
    const env = await startTestApp({
      map: { tileUrl: 'http://127.0.0.1:9999/{z}/{x}/{y}.png', attribution: 'Tuiles locales', attributionUrl: '' },
    });
    try {
      const served = (await env.app.inject('/runtime-config.json')).json<RuntimeConfig>();
      expect(served.map).toEqual({
        tileUrl: 'http://127.0.0.1:9999/{z}/{x}/{y}.png',
        attribution: 'Tuiles locales',
        attributionUrl: '',
      });
      const response = await env.app.inject('/api/clubs');
      expect(imgSrc(response.headers['content-security-policy'])).toBe(
        "img-src 'self' data: blob: http://127.0.0.1:9999",
      );
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
    } finally {
      await env.cleanup();
    }
  });

  it('leaves the map out of the configuration and the policy when there is no tile server', async () => {
    const env = await startTestApp({ map: null });
    try {
      expect((await env.app.inject('/runtime-config.json')).json<RuntimeConfig>().map).toBeNull();
      const response = await env.app.inject('/api/clubs');
      expect(imgSrc(response.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
    } finally {
      await env.cleanup();
    }
    expect(OPENSTREETMAP_TILES.tileUrl).toMatch(/^https:\/\/tile\.openstreetmap\.org\//);
  });
});

describe('the map’s styles', () => {
  it('stay out of the first paint: the chunk of the map brings them when it loads', () => {
    const manifest = {
      exposes: [
        {
          name: 'routes',
          assets: { css: { sync: [], async: ['styles.f9c53f59.css', 'on-demand-club-map.c64fe489.css'] } },
        },
      ],
    };
    expect(remoteAssets(manifest, '/remotes/mf-association/mf-manifest.json').css).toEqual([
      '/remotes/mf-association/styles.f9c53f59.css',
    ]);
  });
});
