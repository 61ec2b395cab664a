import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@wado/shared';
import { PublishPanel } from './PublishPanel';

const NOW = () => new Date('2026-05-01T10:00:00.000Z');

function renderPanel(props: Partial<Parameters<typeof PublishPanel>[0]> = {}) {
  const onPublish = jest.fn(async (_publishAt?: string) => undefined);
  const onUnpublish = jest.fn(async () => undefined);
  render(
    <PublishPanel
      status="draft"
      publishAt={null}
      onPublish={onPublish}
      onUnpublish={onUnpublish}
      now={NOW}
      {...props}
    />,
  );
  return { onPublish, onUnpublish };
}

describe('PublishPanel', () => {
  it('publishes a draft now', async () => {
    const { onPublish } = renderPanel();
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dépublier' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    expect(onPublish).toHaveBeenCalledWith();
    expect(await screen.findByText('Publié : la page est visible de tous.')).toBeInTheDocument();
  });

  it('schedules at a Paris date and time, never in the past', async () => {
    const { onPublish } = renderPanel();
    const when = screen.getByLabelText('Ou publier le');
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(when).toHaveAttribute('min', '2026-05-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez la date et l’heure de la publication.');
    fireEvent.change(when, { target: { value: '2026-05-01T11:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cette date est passée');
    expect(onPublish).not.toHaveBeenCalled();
    fireEvent.change(when, { target: { value: '2026-12-24T18:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Programmer la publication' }));
    // 18:00 in Paris in December is 17:00 UTC.
    expect(onPublish).toHaveBeenCalledWith('2026-12-24T17:00:00.000Z');
    expect(await screen.findByText('Publication programmée le 24 décembre 2026 à 18:00.')).toBeInTheDocument();
  });

  it('shows a scheduled record’s time, which can be changed or cancelled', async () => {
    const { onUnpublish } = renderPanel({ status: 'scheduled', publishAt: '2026-06-01T07:00:00.000Z' });
    expect(screen.getByText('Programmé le 1er juin 2026 à 09:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Publier plutôt le')).toHaveValue('2026-06-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la publication programmée' }));
    expect(onUnpublish).toHaveBeenCalled();
    expect(await screen.findByText('Publication annulée : la page reste invisible du public.')).toBeInTheDocument();
  });

  it('unpublishes a published record and links to its public page', async () => {
    const { onUnpublish } = renderPanel({
      status: 'published',
      publishAt: '2026-04-01T07:00:00.000Z',
      publicUrl: '/news/open',
    });
    expect(screen.getByText('En ligne depuis le 1er avril 2026 à 09:00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la page publique (nouvel onglet)' })).toHaveAttribute(
      'href',
      '/news/open',
    );
    expect(screen.queryByRole('button', { name: 'Publier maintenant' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dépublier' }));
    expect(onUnpublish).toHaveBeenCalled();
  });

  it('says in French why it failed', async () => {
    renderPanel({
      onPublish: async () => {
        throw new ApiError(403, 'Vous n’avez pas le rôle nécessaire.');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Vous n’avez pas le rôle nécessaire.'));
  });
});
