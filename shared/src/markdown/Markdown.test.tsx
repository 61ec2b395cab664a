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

  it('shows an image on a line of its own with its alt text, lazily, never wider than the text', () => {
    renderMarkdown('Le stage :\n\n![Photo du stage](/media/uploads/abc-1920.jpg)');
    const image = screen.getByRole('img', { name: 'Photo du stage' });
    expect(image).toHaveAttribute('src', '/media/uploads/abc-1920.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    // The class that holds max-width: 100% (a class: the site's CSP refuses inline styles).
    expect(image).toHaveClass('image');
  });

  it('links to an image inside a sentence, named by its alt text, and never shows an unsafe one', () => {
    const { container } = renderMarkdown(
      'Voir ![le plan](/media/plan.jpg) ici.\n\n![Piège](javascript:alert`1`)\n\n![Donnée](data:image/png;base64,AAAA)\n\n![Clair](http://exemple.fr/a.jpg)',
    );
    expect(screen.getByRole('link', { name: 'le plan' })).toHaveAttribute('href', '/media/plan.jpg');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"], a[href^="data"], a[href^="http:"]')).toBeNull();
    expect(container).toHaveTextContent('Piège');
    expect(container).toHaveTextContent('Donnée');
    expect(container).toHaveTextContent('Clair');
  });

  it('writes French typography in its text, never in its code: no line starts with « : »', () => {
    const { container } = renderMarkdown('Horaires : le « mardi » à 18:30 ! Voir `a : b`.');
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Horaires\u00a0: le «\u00a0mardi\u00a0» à 18:30\u00a0! Voir a : b.');
    expect(paragraph.querySelector('code')!.textContent).toBe('a : b');
  });

  it('keeps the numbering of a list that starts at 10', () => {
    const { container } = renderMarkdown('10. Bassai\n11. Jion');
    expect(container.querySelector('ol')).toHaveAttribute('start', '10');
  });
});
