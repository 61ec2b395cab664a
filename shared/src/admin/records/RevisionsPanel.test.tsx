import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@wado/shared';
import { differences, RevisionsPanel, type ComparedField } from './RevisionsPanel';

interface Input {
  title: string;
  body: string;
  image: { uploadId: number; alt: string } | null;
}
const FIELDS: ComparedField<Input>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'body', label: 'Texte' },
  { key: 'image', label: 'Image', format: (value) => `n° ${(value as { uploadId: number }).uploadId}` },
];
const CURRENT: Input = { title: 'Nouveau titre', body: 'Même texte', image: { uploadId: 4, alt: 'Un dojo' } };
const OLD = {
  id: 2,
  savedAt: '2026-02-01T09:00:00.000Z',
  savedBy: 'paul@wado.example',
  data: { ...CURRENT, title: 'Ancien titre', image: null },
};

function renderPanel(restore: (revision: number) => Promise<void> = jest.fn(async () => undefined)) {
  render(
    <RevisionsPanel
      version="v1"
      current={CURRENT}
      fields={FIELDS}
      loadList={async () => ({ items: [{ id: 2, savedAt: OLD.savedAt, savedBy: OLD.savedBy, title: 'Ancien titre' }] })}
      loadRevision={async () => OLD}
      restore={restore}
    />,
  );
  return restore;
}

describe('RevisionsPanel', () => {
  it('keeps only the fields that differ, empty values said as such', () => {
    expect(differences(FIELDS, OLD.data, CURRENT)).toEqual([
      { key: 'title', label: 'Titre', old: 'Ancien titre', current: 'Nouveau titre' },
      { key: 'image', label: 'Image', old: '(vide)', current: 'n° 4' },
    ]);
  });

  it('lists the saves, compares one with the current version and restores it after a confirmation', async () => {
    const restore = renderPanel();
    const compare = await screen.findByRole('button', { name: 'Comparer la version du 1er février 2026 à 10:00' });
    expect(screen.getByText('par paul@wado.example · « Ancien titre »')).toBeInTheDocument();
    await userEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Titre', 'Image']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Cette version : Ancien titre',
      'Version actuelle : Nouveau titre',
      'Cette version : (vide)',
      'Version actuelle : n° 4',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Restaurer cette version' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    expect(restore).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Restaurer cette version' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Restaurer cette version' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restaurer' }));
    expect(restore).toHaveBeenCalledWith(2);
    expect(await screen.findByText('La version du 1er février 2026 à 10:00 a été restaurée.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Versions précédentes' })).toHaveFocus();
  });

  it('keeps the dialog open with the API’s message when the restoration fails', async () => {
    renderPanel(
      jest.fn(async () => {
        throw new ApiError(409, 'Cette adresse est déjà prise par un autre enregistrement.');
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Comparer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Restaurer cette version' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restaurer' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Cette adresse est déjà prise par un autre enregistrement.',
    );
  });
});
