import { mockFetch } from '../test/fetchMock';
import { api, ApiError, configureApi } from './client';

afterEach(() => configureApi({ baseUrl: '' }));

describe('API client', () => {
  it('sends the two /cookies calls with credentials, and the others without', async () => {
    const { calls } = mockFetch({
      '/cookies/isAlreadyAccepted': { body: { accepted: false } },
      '/cookies/acceptCookies': { body: { accepted: true } },
      '/api/partners': { body: [] },
    });
    await api.isAlreadyAccepted();
    await api.acceptCookies();
    await api.getPartners();
    expect(calls.map((call) => call.init?.credentials)).toEqual(['include', 'include', undefined]);
  });

  it('uses the base URL of the runtime configuration', async () => {
    const { calls } = mockFetch({ '/api/terms': { body: { page: 'terms' } } });
    configureApi({ baseUrl: 'https://api.example.org/' });
    await api.getTerms();
    expect(calls[0]?.url).toBe('https://api.example.org/api/terms');
  });

  it('posts the newsletter body as JSON', async () => {
    const { calls } = mockFetch({ '/api/newsletter': { status: 201, body: { subscribed: true } } });
    await api.subscribeNewsletter({ email: 'a@b.fr' });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ email: 'a@b.fr' }));
  });

  it('turns HTTP and network failures into ApiError with the French message', async () => {
    mockFetch({ '/api/content/x': { status: 404, body: { error: 'Not Found', message: "Cette page n'existe pas." } } });
    await expect(api.getContent('x')).rejects.toEqual(new ApiError(404, "Cette page n'existe pas."));
    mockFetch({ '/api/partners': { networkError: true } });
    await expect(api.getPartners()).rejects.toMatchObject({ status: 0 });
  });
});
