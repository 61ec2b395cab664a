import { fireEvent, screen } from '@testing-library/react';
import { addToCart, cartStore, clearCart, recordStock } from '@wado/shared';
import { withFrenchSpaces as french } from '@wado/shared/testing/fixtures';
import { renderPage } from '@wado/shared/testing/page';
import { TSHIRT } from '../test/fixtures';
import CartPage from './CartPage';

const line = (variant: string) => ({
  itemId: TSHIRT.id,
  variantId: `tee-shirt-wado-france-${variant.toLowerCase()}`,
  name: TSHIRT.name,
  variantLabel: variant,
  unitPriceCents: 1900,
  memberPriceCents: 1500,
  image: TSHIRT.image,
});

describe('CartPage', () => {
  beforeEach(() => {
    clearCart();
    addToCart(line('M'), 1);
    addToCart(line('L'), 2);
  });

  it('changes a quantity from its labelled list', () => {
    renderPage(<CartPage />);
    fireEvent.change(screen.getByLabelText('Quantité de Tee-shirt Wado France (M)'), { target: { value: '3' } });
    expect(cartStore.get().map((entry) => entry.quantity)).toEqual([3, 2]);
  });

  it('offers no quantity above the caps: 5 per size, 10 articles per order', () => {
    addToCart(line('S'), 5);
    renderPage(<CartPage />);
    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value);
    // M 1 + L 2 + S 5 = 8: M may go up to 3, L up to 4, S stays at its 5.
    expect(options('Quantité de Tee-shirt Wado France (M)')).toEqual(['1', '2', '3']);
    expect(options('Quantité de Tee-shirt Wado France (L)')).toEqual(['1', '2', '3', '4']);
    expect(options('Quantité de Tee-shirt Wado France (S)')).toEqual(['1', '2', '3', '4', '5']);
    expect(
      screen.getByText('Une commande compte au plus 10 articles, dont 5 au plus par article et par taille.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer la commande' })).toHaveAttribute('href', '/isaffiliated');
  });

  it('says clearly when a cart saved earlier is over the caps, and lets it go on only once it fits', () => {
    localStorage.setItem(
      'wado-shop-cart',
      JSON.stringify(['S', 'M', 'L'].map((size) => ({ ...line(size), quantity: 5 }))),
    );
    renderPage(<CartPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Une commande compte au plus 10 articles ; vous en demandez 15. Retirez-en 5 pour continuer.',
    );
    expect(screen.queryByRole('link', { name: 'Continuer la commande' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer la commande' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Tee-shirt Wado France (L) du panier' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer la commande' })).toHaveAttribute('href', '/isaffiliated');
  });

  it('offers no more of a size than its stock, and says so beside the line', () => {
    addToCart({ ...line('XL'), stock: 3 }, 2);
    renderPage(<CartPage />);
    const picker = screen.getByLabelText('Quantité de Tee-shirt Wado France (XL)') as HTMLSelectElement;
    // 3 left: not the 5 per size that the other lines still leave room for.
    expect(Array.from(picker.options).map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining(french('Il ne reste que 3 exemplaires de « Tee-shirt Wado France » (XL).')),
    );
    fireEvent.change(picker, { target: { value: '3' } });
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining(
        french(
          'Il ne reste que 3 exemplaires de « Tee-shirt Wado France » (XL) : ils sont déjà tous dans votre panier.',
        ),
      ),
    );
    // A line whose stock is unknown or above the caps says nothing about it.
    expect(screen.getByLabelText('Quantité de Tee-shirt Wado France (M)')).not.toHaveAccessibleDescription(
      /Il ne reste/,
    );
  });

  it('flags a line over the stock the server gave, and lets the order go on once it is reduced', () => {
    recordStock([{ variantId: 'tee-shirt-wado-france-l', stock: 1 }]);
    renderPage(<CartPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le stock a baissé depuis que vous avez choisi certains articles : corrigez les quantités signalées pour continuer.',
    );
    const picker = screen.getByLabelText('Quantité de Tee-shirt Wado France (L)');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining(
        french('Il ne reste qu’un exemplaire de « Tee-shirt Wado France » (L) : réduisez la quantité.'),
      ),
    );
    expect(screen.getByRole('button', { name: 'Continuer la commande' })).toBeDisabled();
    fireEvent.change(picker, { target: { value: '1' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(picker).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'Continuer la commande' })).toHaveAttribute('href', '/isaffiliated');
  });

  it('removing a line says so and keeps the focus in the page, on its heading', () => {
    renderPage(<CartPage />);
    const remove = screen.getByRole('button', { name: 'Retirer Tee-shirt Wado France (M) du panier' });
    remove.focus();
    fireEvent.click(remove);
    expect(cartStore.get().map((entry) => entry.variantLabel)).toEqual(['L']);
    expect(screen.getByRole('status')).toHaveTextContent('Tee-shirt Wado France (M) retiré du panier.');
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toHaveFocus();
  });
});
