import { screen, within } from '@testing-library/react';
import type { PublicDocument } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import DocumentsPage, { documentsByCategory } from './DocumentsPage';

const doc = (
  overrides: Partial<PublicDocument> & Pick<PublicDocument, 'id' | 'title' | 'category'>,
): PublicDocument => ({
  description: '',
  date: '2026-03-12',
  url: `/media/documents/${overrides.id}/document.pdf`,
  bytes: 250_880,
  pages: 3,
  ...overrides,
});

// As the API sends them: by category in the list's order, the most recent first.
const DOCUMENTS: PublicDocument[] = [
  doc({
    id: 4,
    title: 'Formulaire de demande de licence 2025-2026',
    category: 'membership',
    date: '2025-07-01',
    url: '/media/documents/4/formulaire-de-demande-de-licence-2025-2026.pdf',
    bytes: 1_258_291,
    pages: 2,
    description: 'À remplir avec votre club.',
  }),
  doc({ id: 7, title: 'Règlement intérieur', category: 'rules', date: '2024-11-23', bytes: 900, pages: 1 }),
  doc({
    id: 9,
    title: 'Procès-verbal de l’assemblée générale du 12 mars 2026',
    category: 'assemblies',
    url: '/media/documents/9/proces-verbal.pdf',
  }),
];

describe('DocumentsPage', () => {
  it('lists the documents by category in the order of the list, without the empty ones', async () => {
    mockFetch({ '/api/documents': { body: { documents: DOCUMENTS } } });
    renderPage(<DocumentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Adhésion et licence',
      'Règlements',
      'Assemblées générales',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Catégories de documents' });
    expect(within(contents).getByRole('link', { name: 'Règlements' })).toHaveAttribute('href', '#documents-rules');
    expect(screen.queryByRole('heading', { name: 'Santé' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Autres' })).toBeNull();
    expect(document.title).toBe('Documents – Wado France');
  });

  it('gives each document its title as a link to the PDF, its size, pages and date in French, its description', async () => {
    mockFetch({ '/api/documents': { body: { documents: DOCUMENTS } } });
    renderPage(<DocumentsPage />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Assemblées générales' })).closest(
      'section',
    )!;
    const link = within(section).getByRole('link', { name: 'Procès-verbal de l’assemblée générale du 12 mars 2026' });
    expect(link).toHaveAttribute('href', '/media/documents/9/proces-verbal.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveAccessibleDescription('PDF, 245\u00a0Ko, 3\u00a0pages');
    const item = link.closest('li')!;
    expect(item.textContent).toContain('PDF, 245\u00a0Ko, 3\u00a0pages · 12 mars 2026');
    expect(within(item).getByText('12 mars 2026')).toHaveAttribute('dateTime', '2026-03-12');

    const licence = screen.getByRole('link', { name: 'Formulaire de demande de licence 2025-2026' }).closest('li')!;
    expect(licence.textContent).toContain('PDF, 1,2\u00a0Mo, 2\u00a0pages · 1er juillet 2025');
    expect(licence).toHaveTextContent('À remplir avec votre club.');
    const rules = screen.getByRole('link', { name: 'Règlement intérieur' }).closest('li')!;
    expect(rules.textContent).toContain('PDF, 900\u00a0octets, 1\u00a0page · 23 novembre 2024');
  });

  it('says so when nothing is published, and points to the membership page', async () => {
    mockFetch({ '/api/documents': { body: { documents: [] } } });
    renderPage(<DocumentsPage />);
    expect(
      await screen.findByText('Aucun document n’est publié pour le moment : revenez bientôt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'Adhésion' })).toHaveAttribute('href', '/membership');
  });

  it('groups in the order of the categories, whatever the order received', () => {
    const groups = documentsByCategory([...DOCUMENTS].reverse());
    expect(groups.map((group) => group.category)).toEqual(['membership', 'rules', 'assemblies']);
    expect(groups[0]!.documents.map((item) => item.id)).toEqual([4]);
  });
});
