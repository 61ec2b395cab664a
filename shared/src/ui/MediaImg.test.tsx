import { render, screen } from '@testing-library/react';
import { MediaImg } from './MediaImg';

const image = { url: '/media/news/stage.svg', alt: 'Stage d’été à Mimizan', width: 640, height: 360 };

describe('MediaImg', () => {
  it('gives the image its text alternative and intrinsic size, and passes the rest on', () => {
    render(<MediaImg image={image} loading="lazy" className="card" />);
    const img = screen.getByRole('img', { name: 'Stage d’été à Mimizan' });
    expect(img).toHaveAttribute('src', '/media/news/stage.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('card');
  });

  it('has an empty alternative when decorative (screen readers skip it)', () => {
    const { container } = render(<MediaImg image={image} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Stage d’été à Mimizan' })).toBeNull();
  });
});
