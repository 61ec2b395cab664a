import { ENDPOINTS } from './endpoints';
import { startPropertyApp } from './harness';
import { registeredRoutes } from './registeredRoutes';

describe('every route is under property tests', () => {
  it('has a request generator for each route the server registers, and none for a route that is gone', async () => {
    const env = await startPropertyApp();
    try {
      const registered = registeredRoutes(env.app);
      expect(registered.length).toBeGreaterThan(30);
      expect(registered).toContain('POST /api/orders');
      expect(registered).toContain('GET /api/news/:news');
      expect(Object.keys(ENDPOINTS).sort()).toEqual(registered);
    } finally {
      await env.cleanup();
    }
  });
});
