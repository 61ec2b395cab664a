import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@wado/shared';
import { DeleteButton } from './DeleteButton';

describe('DeleteButton', () => {
  it('says that a record going to the bin can be restored, and how', async () => {
    const onDelete = jest.fn(async () => undefined);
    render(<DeleteButton what="l’album « Mimizan »" toBin onDelete={onDelete} onDeleted={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mettre à la corbeille ?' });
    expect(dialog).toHaveAccessibleDescription(
      'Supprimer l’album « Mimizan » ? Il disparaît du site aussitôt ; vous pourrez le restaurer pendant 30 jours depuis « Corbeille ».',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à la corbeille' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('asks first, in a modal dialog whose focus starts on « Annuler » and stays inside', async () => {
    const onDelete = jest.fn(async () => undefined);
    const onDeleted = jest.fn();
    render(<DeleteButton what="l’album « Mimizan »" onDelete={onDelete} onDeleted={onDeleted} />);
    const button = screen.getByRole('button', { name: 'Supprimer' });
    await userEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer définitivement ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Voulez-vous vraiment supprimer l’album « Mimizan » ? Cette action est définitive.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open with the French reason when the deletion fails', async () => {
    const onDeleted = jest.fn();
    render(
      <DeleteButton
        what="l’actualité « Open »"
        onDelete={async () => {
          throw new ApiError(0, 'Le serveur est injoignable.');
        }}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
