import { render, screen } from '@testing-library/react';
import { Popup } from './Popup';

describe('Popup', () => {
  it('is shown only while displayed, styled by its type', () => {
    const { rerender } = render(<Popup message="Envoyé" type="success" displayed />);
    expect(screen.getByRole('status')).toHaveTextContent('Envoyé');
    expect(screen.getByRole('status')).toHaveClass('success');
    rerender(<Popup message="Échec" type="error" displayed />);
    expect(screen.getByRole('alert')).toHaveClass('error');
    rerender(<Popup message="Échec" type="error" displayed={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
