import type { FastifyInstance } from 'fastify';
import type { Partner } from '@wado/shared/contract';
import { expectApiError, startTestApp } from './helpers';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

/** The partners of the seed, in their display order. */
const SEEDED: Partner[] = [
  {
    name: 'Région Sport Rhône',
    image: '/media/partners/region-auvergne-rhone-sport.svg',
    website: 'https://www.region-sport-rhone.fr',
    description: 'Conseil régional des sports, soutien des stages jeunes.',
  },
  {
    name: 'Lyon Sports',
    image: '/media/partners/ville-de-lyon-sports.svg',
    website: 'https://www.lyon-sports.fr',
    description: 'Office municipal des sports, accueil du rassemblement national.',
  },
  {
    name: 'Budo Équipement',
    image: '/media/partners/budo-equipement.svg',
    website: 'https://www.budo-equipement.fr',
    description: 'Équipementier arts martiaux, fournisseur des karategis de la boutique.',
  },
  {
    name: 'Maison du Japon',
    image: '/media/partners/maison-du-japon.svg',
    website: 'https://www.maison-du-japon.fr',
    description: 'Centre culturel japonais, partenaire des conférences sur le budo.',
  },
  {
    name: 'Kinésport Santé',
    image: '/media/partners/kinesport-sante.svg',
    website: 'https://www.kinesport-sante.fr',
    description: 'Réseau de kinésithérapeutes du sport, suivi de la sélection nationale.',
  },
  {
    name: 'Mutuelle Sportive',
    image: '/media/partners/assurance-mutuelle-sportive.svg',
    website: 'https://www.mutuelle-sportive.fr',
    description: 'Assureur des licenciés et des manifestations.',
  },
];

describe('GET /api/partners', () => {
  it('lists the six partners in order, with exactly name, image, website and description (footer and partners page)', async () => {
    const response = await app.inject('/api/partners');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const partners = response.json<Partner[]>();
    expect(partners).toEqual(SEEDED);
    for (const partner of partners)
      expect(Object.keys(partner).sort()).toEqual(['description', 'image', 'name', 'website']);
  });

  it('follows the position column of the database, then the id', async () => {
    await app.db.updateTable('partners').set({ position: -1 }).where('name', '=', 'Mutuelle Sportive').execute();
    try {
      const names = (await app.inject('/api/partners')).json<Partner[]>().map((partner) => partner.name);
      expect(names).toEqual(['Mutuelle Sportive', ...SEEDED.slice(0, 5).map((partner) => partner.name)]);
    } finally {
      await app.db.updateTable('partners').set({ position: 5 }).where('name', '=', 'Mutuelle Sportive').execute();
    }
    await app.db.updateTable('partners').set({ position: 0 }).execute();
    try {
      const names = (await app.inject('/api/partners')).json<Partner[]>().map((partner) => partner.name);
      expect(names).toEqual(SEEDED.map((partner) => partner.name));
    } finally {
      for (const [position, partner] of SEEDED.entries()) {
        await app.db.updateTable('partners').set({ position }).where('name', '=', partner.name).execute();
      }
    }
  });

  it('never exposes the internal columns (id, position)', async () => {
    const body = (await app.inject('/api/partners')).body;
    expect(body).not.toMatch(/"(id|position)"/);
  });

  it('answers an empty array when the table is empty', async () => {
    const other = await startTestApp();
    try {
      await other.app.db.deleteFrom('partners').execute();
      const response = await other.app.inject('/api/partners');
      expect(response.statusCode).toBe(200);
      expect(response.json<Partner[]>()).toEqual([]);
    } finally {
      await other.cleanup();
    }
  });
});

describe('GET /media/partners/{logo}', () => {
  it.each(SEEDED.map((partner) => [partner.name, partner.image]))(
    'serves the logo of %s as SVG',
    async (_name, image) => {
      const response = await app.inject(image);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/<svg[\s>]/);
    },
  );

  it('answers a missing logo with a JSON 404', async () => {
    expectApiError(await app.inject('/media/partners/absent.svg'), 404);
  });

  it('never serves a file outside the media folder', async () => {
    for (const url of ['/media/..%2f..%2fsrc%2fconfig.ts', '/media/..%2F..%2Fpackage.json']) {
      const response = await app.inject(url);
      expectApiError(response, 404);
      expect(response.body).not.toContain('loadConfig');
      expect(response.body).not.toContain('"dependencies"');
    }
  });
});
