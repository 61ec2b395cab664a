import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, SelectField, TextField } from './fields';
import { ChoiceField } from '../collections/LoadedChoiceField';
import { mockApi } from './test/mockApi';

function Choice({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <ChoiceField id="album" label="Album photo" choices="albums" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('fields', () => {
  it('labels each control, marks what is required and reads the error with it', () => {
    render(
      <>
        <TextField
          id="t"
          label="Titre"
          required
          value=""
          error="Titre : ce champ est obligatoire."
          onChange={() => undefined}
        />
        <DateField id="d" label="Date" hint="Le premier jour." value="2026-05-01" onChange={() => undefined} />
        <SelectField
          id="s"
          label="Type"
          value="b"
          options={[
            { value: 'a', label: 'Stage' },
            { value: 'b', label: 'Compétition' },
          ]}
          onChange={() => undefined}
        />
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Titre (obligatoire)' });
    expect(title).toBeRequired();
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription('Titre : ce champ est obligatoire.');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Le premier jour.');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Compétition');
  });

  it('offers the records to link from the API, with their date, and « Aucun »', async () => {
    const api = mockApi({
      'GET /api/admin/choices/albums': {
        body: { items: [{ id: 2, title: "Stage d'été de Mimizan", date: '2026-07-18' }] },
      },
    });
    render(<Choice />);
    const select = screen.getByRole('combobox', { name: 'Album photo' });
    await userEvent.selectOptions(
      select,
      await screen.findByRole('option', { name: "Stage d'été de Mimizan (18 juillet 2026)" }),
    );
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    await userEvent.selectOptions(select, 'Aucun');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/admin/choices/albums']);
  });

  it('keeps a linked record it cannot list, and offers to load the list again', async () => {
    mockApi({ 'GET /api/admin/choices/albums': { status: 500, body: { message: 'Erreur.' } } });
    render(<Choice initial={9} />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Album photo' })).toHaveDisplayValue('n° 9');
    expect(screen.getByRole('combobox', { name: 'Album photo' })).toHaveAccessibleDescription(
      'La liste n’a pas pu être chargée. Réessayer',
    );
  });
});
