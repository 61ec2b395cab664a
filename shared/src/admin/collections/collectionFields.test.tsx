import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LineListField } from './LineListField';
import { LoadedChoiceField, type LoadedChoice } from './LoadedChoiceField';
import { NumberField } from './NumberField';

function Lines({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LineListField
        id="palmares"
        label="Palmarès"
        itemLabel="Résultat"
        value={value}
        onChange={setValue}
        maxItems={3}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function Dan({ min, max }: { min?: number; max?: number }) {
  const [value, setValue] = useState<number | null>(4);
  return (
    <>
      <NumberField id="dan" label="Dan" required value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

function Choice({
  load,
  cacheKey,
  initial = null,
}: {
  load: () => Promise<LoadedChoice[]>;
  cacheKey: string;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <LoadedChoiceField id="club" label="Club" load={load} cacheKey={cacheKey} value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('the fields of collections', () => {
  it('edits a list of lines: each labelled, moved, removed, added up to the limit', async () => {
    render(<Lines initial={['Championne de France 2026', 'Vice-championne d’Europe 2025']} />);
    const group = screen.getByRole('group', { name: 'Palmarès' });
    expect(within(group).getByRole('textbox', { name: 'Résultat 1' })).toHaveValue('Championne de France 2026');
    expect(screen.getByRole('button', { name: 'Monter : Résultat 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Descendre : Résultat 1' }));
    expect(value()).toBe('["Vice-championne d’Europe 2025","Championne de France 2026"]');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Résultat 3' }), 'Open de Paris 2026 : 3e');
    expect(screen.getByRole('button', { name: 'Ajouter une ligne' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer : Résultat 1' }));
    expect(value()).toBe('["Championne de France 2026","Open de Paris 2026 : 3e"]');
  });

  it('takes a whole number within its bounds, and null for anything else', async () => {
    render(<Dan min={1} max={10} />);
    const dan = screen.getByRole('spinbutton', { name: /Dan/ });
    expect(dan).toHaveValue(4);
    await userEvent.clear(dan);
    expect(value()).toBe('null');
    await userEvent.type(dan, '7');
    expect(value()).toBe('7');
    await userEvent.clear(dan);
    await userEvent.type(dan, '12');
    expect(value()).toBe('null');
  });

  it('offers the records it loads, keeps an unknown value visible, and offers to retry a failed load', async () => {
    render(
      <Choice
        initial={99}
        cacheKey="clubs-shown"
        load={async () => [
          { id: 1, label: 'Wado Club Bordeaux (Bordeaux)' },
          { id: 2, label: 'Wado Kai Rennes (Rennes)' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Club' });
    await screen.findByRole('option', { name: 'Wado Kai Rennes (Rennes)' });
    expect(select).toHaveDisplayValue('n° 99');
    await userEvent.selectOptions(select, 'Wado Kai Rennes (Rennes)');
    expect(value()).toBe('2');
    await userEvent.selectOptions(select, '— Choisir —');
    expect(value()).toBe('null');
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('réseau');
      return [{ id: 1, label: 'Wado Club Bordeaux (Bordeaux)' }];
    };
    render(<Choice load={load} cacheKey="clubs-retried" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Wado Club Bordeaux (Bordeaux)' })).toBeInTheDocument(),
    );
  });
});
