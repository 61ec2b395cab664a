import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxesField } from './CheckboxesField';
import { EuroField, euroErrors, eurosText, parseEuros } from './EuroField';

describe('amounts in euros', () => {
  it.each([
    ['35,50', 3550],
    ['35,5', 3550],
    ['35', 3500],
    ['35.50', 3550],
    [' 1 200,00 € ', 120_000],
    ['1\u202f200,05\u00a0€', 120_005],
    ['0,99', 99],
  ])('reads « %s » as %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(['', '35,505', '-3', 'trente', '35,', ',50', '35 50 12,1.2'])('refuses « %s »', (text) => {
    expect(parseEuros(text)).toBeNaN();
    expect(euroErrors('fee', 'Tarif', parseEuros(text))).toEqual([
      { field: 'fee', message: 'Tarif : saisissez un montant en euros, par exemple 35,50.' },
    ]);
  });

  it('writes cents back as they are typed', () => {
    expect(eurosText(3550)).toBe('35,50');
    expect(eurosText(5)).toBe('0,05');
    expect(eurosText(120_000)).toBe('1200,00');
    expect(eurosText(Number.NaN)).toBe('');
  });

  function Fee() {
    const [cents, setCents] = useState(2600);
    return (
      <>
        <EuroField id="fee" label="Tarif" required value={cents} onChange={setCents} />
        <output data-testid="cents">{String(cents)}</output>
      </>
    );
  }

  it('gives the form cents as one types « 35,50 », and NaN while the text is no amount', async () => {
    render(<Fee />);
    const field = screen.getByRole('textbox', { name: /Tarif/ });
    expect(field).toHaveValue('26,00');
    await userEvent.clear(field);
    await userEvent.type(field, '35,');
    expect(screen.getByTestId('cents')).toHaveTextContent('NaN');
    // What is typed stays as typed while it is being typed.
    expect(field).toHaveValue('35,');
    await userEvent.type(field, '50');
    expect(screen.getByTestId('cents')).toHaveTextContent('3550');
    expect(field).toHaveValue('35,50');
  });
});

describe('several options out of a list', () => {
  const OPTIONS = [
    { value: 'wado', label: 'Karaté Wado' },
    { value: 'enfants', label: 'Karaté enfants' },
    { value: 'self-defense', label: 'Self-défense' },
  ] as const;
  type Option = (typeof OPTIONS)[number]['value'];

  function Disciplines() {
    const [value, setValue] = useState<Option[]>(['enfants']);
    return (
      <>
        <CheckboxesField id="disciplines" label="Disciplines" value={value} onChange={setValue} options={OPTIONS} />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </>
    );
  }

  it('checks and unchecks options in a named group, keeping the list’s order', async () => {
    render(<Disciplines />);
    const group = screen.getByRole('group', { name: 'Disciplines' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Karaté enfants' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Self-défense' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Karaté Wado' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["wado","enfants","self-defense"]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Karaté enfants' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["wado","self-defense"]');
  });
});
