import Fastify from 'fastify';
import Type from 'typebox';
import { contractProblem, enforceContract } from '../src/features/contract';
import { startTestApp } from './helpers';

describe('the API contract', () => {
  it('refuses a route with a hand-written JSON Schema, or an API route without a declared answer', () => {
    const handWritten = { type: 'object', properties: { q: { type: 'string' } } };
    expect(contractProblem({ url: '/api/x', schema: { querystring: handWritten } })).toMatch(/querystring/);
    expect(contractProblem({ url: '/api/x', schema: { response: { 200: handWritten } } })).toMatch(/response/);
    expect(contractProblem({ url: '/api/x', schema: {} })).toMatch(/no successful response/);
    expect(contractProblem({ url: '/api/x', schema: { response: { 200: Type.String() } } })).toBeNull();
    expect(
      contractProblem({
        url: '/api/x.csv',
        schema: { response: { 200: { content: { 'text/csv': { schema: Type.String() } } } } },
      }),
    ).toBeNull();
    // A page or a file outside the API needs no answer schema.
    expect(contractProblem({ url: '/history', schema: undefined })).toBeNull();
  });

  it('serializes an answer by its schema: a field outside the contract never leaves the server', async () => {
    const app = Fastify();
    enforceContract(app);
    app.get('/api/probe', { schema: { response: { 200: Type.Object({ name: Type.String() }) } } }, async () => ({
      name: 'Dojo',
      passwordHash: 'secret',
    }));
    const response = await app.inject('/api/probe');
    expect(response.json()).toEqual({ name: 'Dojo' });
    await app.close();
  });

  it('every route of the site is within the contract (the server would not start otherwise)', async () => {
    const { app, cleanup } = await startTestApp();
    try {
      const response = await app.inject('/api/content/nope');
      expect(response.statusCode).toBe(404);
      expect(Object.keys(response.json())).toEqual(['error', 'message']);
    } finally {
      await cleanup();
    }
  });
});
