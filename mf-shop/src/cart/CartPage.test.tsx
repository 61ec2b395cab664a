import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addToCart, cartStore, clearCart } from '@wado/shared';
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
    render(<MemoryRouter><CartPage /></MemoryRouter>);
    fireEvent.change(screen.getByLabelText('Quantité de Tee-shirt Wado France (M)'), { target: { value: '3' } });
    expect(cartStore.get().map((entry) => entry.quantity)).toEqual([3, 2]);
  });

  it('removing a line says so and keeps the focus in the page, on its heading', () => {
    render(<MemoryRouter><CartPage /></MemoryRouter>);
    const remove = screen.getByRole('button', { name: 'Retirer Tee-shirt Wado France (M) du panier' });
    remove.focus();
    fireEvent.click(remove);
    expect(cartStore.get().map((entry) => entry.variantLabel)).toEqual(['L']);
    expect(screen.getByRole('status')).toHaveTextContent('Tee-shirt Wado France (M) retiré du panier.');
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toHaveFocus();
  });
});
