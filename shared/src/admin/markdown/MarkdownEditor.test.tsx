import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { MarkdownEditor } from './MarkdownEditor';

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MemoryRouter>
      <MarkdownEditor id="corps" label="Texte" value={value} onChange={setValue} required />
      <output data-testid="value">{value}</output>
    </MemoryRouter>
  );
}

/** A screen of the given width, as `matchMedia` reports it. */
function screenWidth(width: number) {
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: width >= Number(/(\d+)px/.exec(query)?.[1]),
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
  return listeners;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('MarkdownEditor', () => {
  it('shows the text and its live preview side by side on a wide screen, rendered like the public page', () => {
    screenWidth(1200);
    render(<Editor initial="Bonjour" />);
    const textarea = screen.getByRole('textbox', { name: 'Texte' });
    expect(textarea).toHaveAttribute('id', 'corps');
    expect(textarea).toBeRequired();
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(textarea, { target: { value: '## Horaires\n\nLe **mardi** et [le jeudi](/events).' } });
    const preview = screen.getByRole('region', { name: 'Aperçu : Texte' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Horaires' })).toBeInTheDocument();
    expect(within(preview).getByText('mardi').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'le jeudi' })).toHaveAttribute('href', '/events');
    expect(screen.getByTestId('value')).toHaveTextContent('## Horaires');
  });

  it('never renders markup typed in the text', () => {
    screenWidth(1200);
    render(<Editor initial={'<img src=x onerror="alert(1)"> [x](javascript:alert(1))'} />);
    const preview = screen.getByRole('region', { name: 'Aperçu : Texte' });
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).queryByRole('link')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('offers « Écrire » and « Aperçu » tabs on a phone, with the arrow keys', () => {
    screenWidth(375);
    render(<Editor initial="*Important*" />);
    const write = screen.getByRole('tab', { name: 'Écrire' });
    const preview = screen.getByRole('tab', { name: 'Aperçu' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Texte' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Aperçu' })).toBeNull();

    fireEvent.click(preview);
    expect(preview).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Aperçu' });
    expect(within(panel).getByText('Important').tagName).toBe('EM');
    // The text stays in the form while the preview shows.
    expect(screen.getByDisplayValue('*Important*')).not.toBeVisible();

    fireEvent.keyDown(preview, { key: 'ArrowLeft' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    expect(write).toHaveFocus();
    expect(write).toHaveAttribute('tabindex', '0');
    expect(preview).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(write, { key: 'End' });
    expect(preview).toHaveFocus();
  });

  it('follows the screen when it is turned or resized', () => {
    const listeners = screenWidth(375);
    render(<Editor initial="Texte" />);
    expect(screen.getByRole('tab', { name: 'Aperçu' })).toBeInTheDocument();
    screenWidth(1000);
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('region', { name: 'Aperçu : Texte' })).toHaveTextContent('Texte');
  });

  it('says so when there is nothing to preview yet', () => {
    render(<Editor />);
    expect(screen.getByText('Rien à afficher pour l’instant.')).toBeInTheDocument();
  });
});
