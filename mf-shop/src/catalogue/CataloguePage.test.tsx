import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { LIST } from '../test/fixtures';
import CataloguePage, { readCatalogueParams } from './CataloguePage';

function renderAt(url: string) {
  return renderPage({ '/shop': <CataloguePage /> }, { url, showLocation: true });
}

it('shows each article with image, name, prices and availability, linked to its page', async () => {
  mockFetch({ '/api/shop/items': { body: LIST } });
  renderAt('/shop');
  expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Tee-shirt Wado France' });
  expect(link).toHaveAttribute('href', '/shop/tee-shirt-wado-france');
  expect(screen.getAllByRole('img', { name: 'Tee-shirt bleu marine' })[0]).toBeInTheDocument();
  expect(screen.getAllByText(/^19,00\s€$/).length).toBeGreaterThan(0);
  expect(screen.getAllByText(/Licencié : 15,00/).length).toBeGreaterThan(0);
  expect(screen.getByText('Épuisé')).toBeInTheDocument();
  // Empty categories are not offered.
  expect(screen.queryByRole('link', { name: /Karatégis/ })).not.toBeInTheDocument();
  expect(document.title).toBe('Boutique – Wado France');
});

it('filters by category through the URL, with links that work before the page’s script runs', async () => {
  const { calls } = mockFetch({
    '/api/shop/items': { body: LIST },
    '/api/shop/items?category=livres': { body: { ...LIST, items: [LIST.items[1]], total: 1 } },
  });
  renderAt('/shop');
  const livres = await screen.findByRole('link', { name: /Livres/ });
  expect(livres).toHaveAttribute('href', '/shop?categorie=livres');
  expect(screen.getByRole('link', { name: /^Tout/ })).toHaveAttribute('aria-current', 'true');
  await userEvent.click(livres);
  expect(screen.getByTestId('url')).toHaveTextContent('/shop?categorie=livres');
  expect(await screen.findByText('1 article dans « Livres »')).toBeInTheDocument();
  expect(calls.map((call) => call.url)).toEqual(['/api/shop/items', '/api/shop/items?category=livres']);
  expect(screen.getByRole('link', { name: /Livres/ })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: /^Tout/ })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: /^Tout/ })).toHaveAttribute('href', '/shop');
});

it('turns the pages with links that keep the category', async () => {
  mockFetch({ '/api/shop/items?category=livres&page=2': { body: { ...LIST, page: 2, pages: 3 } } });
  renderAt('/shop?categorie=livres&page=2');
  const pages = await screen.findByRole('navigation', { name: 'Pages du catalogue' });
  expect(within(pages).getByRole('link', { name: '← Page précédente' })).toHaveAttribute(
    'href',
    '/shop?categorie=livres',
  );
  expect(within(pages).getByRole('link', { name: 'Page suivante →' })).toHaveAttribute(
    'href',
    '/shop?categorie=livres&page=3',
  );
  expect(pages).toHaveTextContent('Page 2 sur 3');
});

it('ignores malformed filters and bad page numbers in the URL (the server knows the categories)', () => {
  expect(readCatalogueParams(new URLSearchParams('categorie=Armes%20!&page=-3'))).toEqual({
    category: undefined,
    page: 1,
  });
  expect(readCatalogueParams(new URLSearchParams('categorie=gourdes'))).toEqual({ category: 'gourdes', page: 1 });
  expect(readCatalogueParams(new URLSearchParams('categorie=sacs&page=2'))).toEqual({ category: 'sacs', page: 2 });
});

it('offers a retry when the catalogue cannot be loaded', async () => {
  mockFetch({ '/api/shop/items': { networkError: true } });
  renderAt('/shop');
  expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it("loads the first article's photo at once and the others when they come into view", async () => {
  mockFetch({ '/api/shop/items': { body: LIST } });
  renderAt('/shop');
  await screen.findByRole('link', { name: 'Tee-shirt Wado France' });
  const [first, ...others] = screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img'))
    .filter((img) => img !== null);
  // The first photo is the largest thing on a phone's first screen (its LCP).
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(others.length).toBeGreaterThan(0);
  for (const img of others) expect(img).toHaveAttribute('loading', 'lazy');
});
