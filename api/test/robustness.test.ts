import { NUMBER_OUT_OF_RANGE } from '../src/features/security/finiteNumbers';
import { expectApiError, startTestApp } from './helpers';

/** Bugs the property tests (api/test/properties/) found, each pinned by an example. */
describe('regressions found by the property tests', () => {
  let env: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(async () => env.cleanup());

  it.each(['/api/events?limit=1e309', '/api/news?page=1e309', '/api/shop/items?page=Infinity', '/api/clubs?limit=-Infinity', '/api/results?page=1e400'])(
    'answers %s with a 400, not a 500 (Ajv coerced the text to Infinity, which passed integer and maximum)',
    async (url) => {
      expectApiError(await env.app.inject(url), 400, NUMBER_OUT_OF_RANGE);
    },
  );

  it('still accepts a search for the word « Infinity » where text is expected', async () => {
    expect((await env.app.inject('/api/clubs?q=Infinity')).statusCode).toBe(200);
    expect((await env.app.inject('/api/lexicon?q=1e309')).statusCode).toBe(200);
  });
});
