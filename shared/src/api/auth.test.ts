import { mockFetch } from '../test/fetchMock';
import { api, ApiError } from './client';

describe('back-office client', () => {
  it('sends every call of the back office with the site’s own cookies, never to another origin', async () => {
    const { calls } = mockFetch({
      '/api/auth/me': { body: { email: 'a@b.fr', roles: ['admin'] } },
      '/api/admin/people': { body: { items: [] } },
      '/api/admin/pages': { body: { items: [] } },
      '/api/admin/audit?page=2&kind=person': { body: { items: [], page: 2, limit: 20, total: 0, pages: 0 } },
    });
    await api.me();
    await api.getPeople();
    await api.getTextPages();
    await api.getAudit({ page: 2, kind: 'person', actor: '' });
    expect(calls.map((call) => call.init?.credentials)).toEqual([
      'same-origin',
      'same-origin',
      'same-origin',
      'same-origin',
    ]);
    expect(calls[3]?.url).toBe('/api/admin/audit?page=2&kind=person');
  });

  it('posts sign-in, invitations and password changes as JSON', async () => {
    const { calls } = mockFetch({
      '/api/auth/login': { body: { email: 'a@b.fr', roles: [] } },
      '/api/auth/invitations/abc%2Fdef': { body: { email: 'a@b.fr', roles: [] } },
      '/api/auth/password': { body: { message: 'ok' } },
      '/api/auth/logout': { body: { message: 'ok' } },
    });
    await api.login({ email: 'a@b.fr', password: 'secret' });
    await api.acceptInvitation('abc/def', { password: 'un long mot de passe' });
    await api.changePassword({ currentPassword: 'a', newPassword: 'b' });
    await api.logout();
    expect(calls.map((call) => [call.init?.method, call.init?.body])).toEqual([
      ['POST', JSON.stringify({ email: 'a@b.fr', password: 'secret' })],
      ['POST', JSON.stringify({ password: 'un long mot de passe' })],
      ['POST', JSON.stringify({ currentPassword: 'a', newPassword: 'b' })],
      // The server refuses a JSON request without a body: an empty object.
      ['POST', '{}'],
    ]);
    expect(calls.every((call) => call.init?.credentials === 'same-origin')).toBe(true);
  });

  it('names the person and the token in the address of people’s calls', async () => {
    const { calls } = mockFetch({
      '/api/admin/people/7/roles': { body: {} },
      '/api/admin/people/7/disable': { body: {} },
      '/api/admin/people/7/invitation': { body: {} },
      '/api/admin/people/7/tokens': { status: 201, body: {} },
      '/api/admin/people/7/tokens/3': { body: { message: 'ok' } },
    });
    await api.setPersonRoles(7, { roles: ['media'] });
    await api.disablePerson(7);
    await api.resendInvitation(7);
    await api.createApiToken(7, { label: 'Terminal' });
    await api.revokeApiToken(7, 3);
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual([
      'PUT /api/admin/people/7/roles',
      'POST /api/admin/people/7/disable',
      'POST /api/admin/people/7/invitation',
      'POST /api/admin/people/7/tokens',
      'DELETE /api/admin/people/7/tokens/3',
    ]);
    expect(calls[4]?.init?.body).toBeUndefined();
  });

  it('saves, lists and restores text pages', async () => {
    const { calls } = mockFetch({
      '/api/admin/pages/mentions_legales': { body: {} },
      '/api/admin/pages/mentions_legales/revisions': { body: { items: [] } },
      '/api/admin/pages/mentions_legales/revisions/4': { body: {} },
      '/api/admin/pages/mentions_legales/revisions/4/restore': { body: {} },
    });
    await api.getTextPage('mentions_legales');
    await api.saveTextPage('mentions_legales', { title: 'Mentions', body: 'Texte' });
    await api.getTextPageRevisions('mentions_legales');
    await api.getTextPageRevision('mentions_legales', 4);
    await api.restoreTextPageRevision('mentions_legales', 4);
    expect(calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url}`)).toEqual([
      'GET /api/admin/pages/mentions_legales',
      'PUT /api/admin/pages/mentions_legales',
      'GET /api/admin/pages/mentions_legales/revisions',
      'GET /api/admin/pages/mentions_legales/revisions/4',
      'POST /api/admin/pages/mentions_legales/revisions/4/restore',
    ]);
    expect(calls[1]?.init?.body).toBe(JSON.stringify({ title: 'Mentions', body: 'Texte' }));
  });

  it('carries the server’s French message of a refused sign-in', async () => {
    mockFetch({
      '/api/auth/login': { status: 401, body: { error: 'Unauthorized', message: 'Identifiants incorrects.' } },
    });
    await expect(api.login({ email: 'a@b.fr', password: 'x' })).rejects.toEqual(
      new ApiError(401, 'Identifiants incorrects.'),
    );
  });
});
