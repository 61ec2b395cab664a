import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A blank, light grey tile (1 × 1 pixel, drawn at 256 × 256 by the map). */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN48eY9AAWDAsQOhiPUAAAAAElFTkSuQmCC',
  'base64',
);

export interface MapTiles {
  /** The settings that point a site's map at this server (MAP_TILE_*). */
  env: Record<string, string>;
  /** The paths of the tiles asked for so far. */
  requested: string[];
  close: () => Promise<void>;
}

/**
 * A tile server on this machine for the club finder's map: tiles of the real one cannot be
 * fetched here, and nothing of a test may leave the machine. Every tile is blank; tests check the
 * markers and the list, never the tiles.
 */
export async function startMapTiles(): Promise<MapTiles> {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(BLANK_TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: '© les contributeurs d’OpenStreetMap',
      MAP_TILE_ATTRIBUTION_URL: 'https://www.openstreetmap.org/copyright',
    },
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
