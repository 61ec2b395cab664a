import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, cartStore, clearCart } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { withFrenchSpaces as french } from '@wado/shared/testing/fixtures';
import { renderPage } from '@wado/shared/testing/page';
import { TSHIRT } from '../test/fixtures';
import ItemPage, { AddToCartForm } from './ItemPage';

function renderAt(url: string) {
  return renderPage({ '/shop/:itemId': <ItemPage /> }, { url });
}

beforeEach(() => {
  localStorage.clear();
  clearCart();
});

it('shows the sizes with their stock; an out-of-stock size cannot be chosen', async () => {
  mockFetch({ '/api/shop/items/tee-shirt-wado-france': { body: TSHIRT } });
  renderAt('/shop/tee-shirt-wado-france');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tee-shirt Wado France' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /^S/ })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /^M/ })).toBeChecked();
  expect(screen.getByText('Plus que 2')).toBeInTheDocument();
  expect(document.title).toBe('Tee-shirt Wado France – Wado France');
  // Link previews show the article's own drawing, rendered as JPEG.
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${window.location.origin}/media/share/shop/tee-shirt-wado-france-face.jpg`,
  );
});

it('adds the chosen size and quantity to the cart, never more than the stock', async () => {
  mockFetch({ '/api/shop/items/tee-shirt-wado-france': { body: TSHIRT } });
  renderAt('/shop/tee-shirt-wado-france');
  const quantity = await screen.findByLabelText('Quantité');
  // Only 2 left in M: the quantity offers 1 and 2.
  expect(Array.from((quantity as HTMLSelectElement).options).map((option) => option.value)).toEqual(['1', '2']);
  await userEvent.selectOptions(quantity, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier : 2 × Tee-shirt Wado France (M).');
  expect(cartStore.get()).toEqual([
    expect.objectContaining({
      variantId: 'tee-shirt-wado-france-m',
      quantity: 2,
      unitPriceCents: 1900,
      memberPriceCents: 1500,
    }),
  ]);
  // Everything left is in the cart now: the page says so beside the quantity, and again on adding.
  const allInCart =
    'Il ne reste que 2 exemplaires de « Tee-shirt Wado France » (M) : ils sont déjà tous dans votre panier.';
  expect(quantity).toHaveAccessibleDescription(french(allInCart));
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(screen.getByRole('status')).toHaveTextContent(allInCart);
  expect(cartStore.get()).toEqual([expect.objectContaining({ quantity: 2, stock: 2 })]);
});

it('offers only what the stock leaves beside what the cart already holds, and says it at once', async () => {
  mockFetch({ '/api/shop/items/tee-shirt-wado-france': { body: TSHIRT } });
  // One M already in the cart (added in another tab, or earlier).
  const [m] = TSHIRT.variants.filter((variant) => variant.label === 'M');
  addToCart(
    {
      itemId: TSHIRT.id,
      variantId: m!.id,
      name: TSHIRT.name,
      variantLabel: 'M',
      unitPriceCents: 1900,
      memberPriceCents: 1500,
      image: TSHIRT.image,
    },
    1,
  );
  renderAt('/shop/tee-shirt-wado-france');
  const quantity = (await screen.findByLabelText('Quantité')) as HTMLSelectElement;
  expect(Array.from(quantity.options).map((option) => option.value)).toEqual(['1']);
  expect(quantity).toHaveAccessibleDescription(
    french(
      'Déjà 1 dans votre panier. Il ne reste que 2 exemplaires de « Tee-shirt Wado France » (M) : vous pouvez en ajouter 1.',
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(cartStore.get()).toEqual([expect.objectContaining({ quantity: 2, stock: 2 })]);
  // The stock is not what limits L (9 left, 5 per size): nothing is said about it.
  await userEvent.click(screen.getByRole('radio', { name: /^L/ }));
  expect(screen.getByLabelText('Quantité')).not.toHaveAccessibleDescription(/Il ne reste/);
});

it('offers at most 5 of a size, and no more than the order has room for', async () => {
  mockFetch({ '/api/shop/items/tee-shirt-wado-france': { body: TSHIRT } });
  renderAt('/shop/tee-shirt-wado-france');
  await userEvent.click(await screen.findByRole('radio', { name: /^L/ }));
  const quantity = screen.getByLabelText('Quantité') as HTMLSelectElement;
  // 9 in stock in L, but 5 at most per size.
  expect(Array.from(quantity.options).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
  const other = {
    itemId: 'ceinture',
    name: 'Ceinture',
    unitPriceCents: 1000,
    memberPriceCents: 900,
    image: TSHIRT.image,
  };
  act(() => {
    addToCart({ ...other, variantId: 'ceinture-blanche', variantLabel: 'Blanche' }, 5);
    addToCart({ ...other, variantId: 'ceinture-jaune', variantLabel: 'Jaune' }, 3);
  });
  // 8 articles in the cart: 2 more at most.
  expect(Array.from(quantity.options).map((option) => option.value)).toEqual(['1', '2']);
  await userEvent.selectOptions(quantity, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(cartStore.get().map((line) => line.quantity)).toEqual([5, 3, 2]);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Votre panier contient déjà 10 articles, le maximum pour une commande.',
  );
  expect(cartStore.get().map((line) => line.quantity)).toEqual([5, 3, 2]);
});

it('says clearly that an unknown item does not exist', async () => {
  mockFetch({});
  renderAt('/shop/sabre-laser');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
  expect(screen.getByText(/n’existe pas ou n’est plus en vente/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retourner à la boutique' })).toHaveAttribute('href', '/shop');
});

it('shows an uploaded photo in AVIF, WebP and JPEG at the widths the page needs, and links to its category', async () => {
  const photo = {
    url: '/media/uploads/abc-1200.jpg',
    alt: 'Gourde bleue vue de face',
    width: 1200,
    height: 900,
    sources: [
      { type: 'image/avif' as const, srcset: '/media/uploads/abc-480.avif 480w, /media/uploads/abc-1200.avif 1200w' },
      { type: 'image/webp' as const, srcset: '/media/uploads/abc-480.webp 480w, /media/uploads/abc-1200.webp 1200w' },
    ],
    srcset: '/media/uploads/abc-480.jpg 480w, /media/uploads/abc-1200.jpg 1200w',
  };
  mockFetch({
    '/api/shop/items/gourde': {
      body: { ...TSHIRT, id: 'gourde', category: 'gourdes', categoryLabel: 'Gourdes', image: photo, images: [photo] },
    },
  });
  renderAt('/shop/gourde');
  const image = await screen.findByRole('img', { name: 'Gourde bleue vue de face' });
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('srcset', photo.srcset);
  const picture = image.closest('picture')!;
  expect([...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  expect(screen.getByRole('link', { name: 'Gourdes' })).toHaveAttribute('href', '/shop?categorie=gourdes');
});

describe('before the browser takes the page over', () => {
  const form = (
    <MemoryRouter initialEntries={['/shop/tee-shirt-wado-france']}>
      <AddToCartForm item={TSHIRT} />
    </MemoryRouter>
  );

  it('marks « Ajouter au panier » and the other views as needing the script', async () => {
    expect(renderToString(form)).toMatch(/<form[^>]* data-needs-js="add-to-cart"/);
    mockFetch({ '/api/shop/items/tee-shirt-wado-france': { body: TSHIRT } });
    renderAt('/shop/tee-shirt-wado-france');
    const views = await screen.findByRole('list', { name: 'Autres vues' });
    expect([...views.querySelectorAll('button')].map((button) => button.dataset.needsJs)).toEqual([
      'item-view-1',
      'item-view-2',
    ]);
  });

  it('keeps the size and the quantity chosen on the server’s page, and adds them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    const large = container.querySelector<HTMLInputElement>('input[value="tee-shirt-wado-france-l"]')!;
    const quantity = container.querySelector<HTMLSelectElement>('select')!;
    // The server offered 1 or 2 (what M has left); the visitor takes L, then 2.
    large.checked = true;
    quantity.value = '2';

    const root = await act(async () => hydrateRoot(container, form));
    expect(screen.getByRole('radio', { name: /^L/ })).toBeChecked();
    expect(screen.getByLabelText('Quantité')).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(cartStore.get()).toEqual([
      expect.objectContaining({ variantId: 'tee-shirt-wado-france-l', variantLabel: 'L', quantity: 2 }),
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
