import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown } from './Markdown';

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('shows raw HTML as text and never as markup', () => {
    const { container } = renderMarkdown('<script>alert(1)</script> et <img src=x onerror=alert(1)>');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script> et <img src=x onerror=alert(1)>');
  });

  it('renders internal links as router links and external ones safely', () => {
    renderMarkdown('Voir [l’histoire](/history) et [le site](https://example.org).');
    expect(screen.getByRole('link', { name: 'l’histoire' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'le site' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the numbering of a list that starts at 10', () => {
    const { container } = renderMarkdown('10. Bassai\n11. Jion');
    expect(container.querySelector('ol')).toHaveAttribute('start', '10');
  });
});
