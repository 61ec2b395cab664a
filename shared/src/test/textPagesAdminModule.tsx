import { screen } from '@testing-library/react';
import { ADMIN_EXPOSE, adminSectionOf, type AdminModule, type RemoteName, type Role } from '../index';
import { adminModuleProblems } from '../admin';
import { mockFetch } from './fetchMock';
import { renderPage } from './renderPage';

/**
 * The tests of the text pages in a remote's `./admin` module (mf-association, mf-wado,
 * mf-selection, mf-shop, beside their other screens): the back office's contract holds, the text
 * pages' screens are there for `role`, and their list shows this remote's pages, not another's.
 */
export function describeTextPagesAdminModule(admin: AdminModule, remote: RemoteName, role: Role): void {
  describe('the ./admin module', () => {
    it('keeps the contract of the back office', () => {
      expect(ADMIN_EXPOSE).toBe('./admin');
      expect(adminModuleProblems(admin)).toEqual([]);
      expect(adminSectionOf(admin.remote)?.remote).toBe(remote);
    });

    it(`lists the text pages of ${remote} only, for the ${role} role`, async () => {
      const textPages = admin.screens.filter((entry) => entry.path === 'pages' || entry.path.startsWith('pages/'));
      expect(textPages.map((entry) => [entry.path, entry.label ?? null, entry.roles])).toEqual([
        ['pages', 'Pages de texte', [role]],
        ['pages/:slug', null, [role]],
      ]);
      const page = (slug: string, title: string, owner: RemoteName, roles: Role[]) => ({
        slug,
        title,
        path: `/${slug}`,
        owner,
        roles,
        updatedAt: '2026-01-01T10:00:00Z',
      });
      mockFetch({
        '/api/admin/pages': {
          body: {
            items: [
              page('ours', 'Notre page', remote, [role]),
              page('other', 'Autre rubrique', remote === 'mf-media' ? 'mf-wado' : 'mf-media', ['media']),
            ],
          },
        },
      });
      const List = textPages[0]!.Component;
      renderPage(<List />);
      expect(await screen.findByRole('heading', { level: 2, name: 'Notre page' })).toBeInTheDocument();
      expect(screen.queryByText('Autre rubrique')).toBeNull();
    });
  });
}
