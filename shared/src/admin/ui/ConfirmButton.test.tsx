import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmButton } from './ConfirmButton';

function setup() {
  const onConfirm = jest.fn(async () => undefined);
  render(
    <ConfirmButton
      label="Désactiver"
      question="Désactiver le compte de lea@exemple.fr ?"
      confirmLabel="Désactiver le compte"
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, trigger: screen.getByRole('button', { name: 'Désactiver' }) };
}

describe('ConfirmButton', () => {
  it('asks first, with « Annuler » focused, and runs the action only once confirmed', async () => {
    const { onConfirm, trigger } = setup();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Désactiver le compte de lea@exemple.fr ?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver le compte' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('closes on « Annuler » or Escape, gives the focus back, and does nothing', async () => {
    const { onConfirm, trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Annuler' }), { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
