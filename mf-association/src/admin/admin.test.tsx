import { screen } from '@testing-library/react';
import { ADMIN_EXPOSE, adminSectionOf } from '@wado/shared';
import { adminModuleProblems } from '@wado/shared/admin';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import * as admin from './index';

describe('the ./admin module', () => {
  it('keeps the contract of the back office', () => {
    expect(ADMIN_EXPOSE).toBe('./admin');
    expect(adminModuleProblems(admin)).toEqual([]);
    expect(adminSectionOf(admin.remote)?.remote).toBe('mf-association');
  });

  it('lists the text pages of mf-association only, for the association role', async () => {
    expect(admin.screens.map((entry) => [entry.path, entry.label ?? null, entry.roles])).toEqual([
      ['pages', 'Pages de texte', ['association']],
      ['pages/:slug', null, ['association']],
    ]);
    mockFetch({
      '/api/admin/pages': {
        body: {
          items: [
            {
              slug: 'ours',
              title: 'Notre page',
              path: '/ours',
              owner: 'mf-association',
              roles: ['association'],
              updatedAt: '2026-01-01T10:00:00Z',
            },
            {
              slug: 'other',
              title: 'Autre rubrique',
              path: '/other',
              owner: 'mf-media',
              roles: ['media'],
              updatedAt: '2026-01-01T10:00:00Z',
            },
          ],
        },
      },
    });
    const List = admin.screens[0]!.Component;
    renderPage(<List />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Notre page' })).toBeInTheDocument();
    expect(screen.queryByText('Autre rubrique')).toBeNull();
  });
});
