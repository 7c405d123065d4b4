import { render, screen } from '@testing-library/react';
import { MediaImage } from './media-image';

it('holds the size its URL names and offers the resized widths below it', () => {
  render(<MediaImage src="/media/places/mill.1280x720.webp" sizes="100vw" alt="The mill" loading="lazy" />);
  const image = screen.getByRole('img', { name: 'The mill' });
  expect(image).toHaveAttribute('width', '1280');
  expect(image).toHaveAttribute('height', '720');
  expect(image).toHaveAttribute(
    'srcset',
    expect.stringMatching(/^\/media\/places\/mill\.1280x720\.webp\?w=320 320w, .*, \/media\/places\/mill\.1280x720\.webp 1280w$/),
  );
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image).toHaveAttribute('loading', 'lazy');
});

it('offers only the widths asked for', () => {
  render(<MediaImage src="/media/places/mill.1280x720.webp" srcSetWidths={[320, 480]} sizes="240px" alt="" />);
  expect(screen.getByRole('presentation')).toHaveAttribute(
    'srcset',
    '/media/places/mill.1280x720.webp?w=320 320w, /media/places/mill.1280x720.webp?w=480 480w, /media/places/mill.1280x720.webp 1280w',
  );
});

it('holds the fallback box for a URL without a size, with no srcset', () => {
  render(<MediaImage src="https://example.org/photo.jpg" sizes="100vw" alt="Elsewhere" fallbackSize={{ width: 600, height: 400 }} />);
  const image = screen.getByRole('img', { name: 'Elsewhere' });
  expect(image).toHaveAttribute('width', '600');
  expect(image).toHaveAttribute('height', '400');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
});

it('crops at the focal point its URL carries, and at the site’s default without one (decision 134)', () => {
  render(<MediaImage src="/media/library/ridge.2000x1000.webp#focus=20,35" sizes="100vw" alt="The ridge" />);
  expect(screen.getByRole('img', { name: 'The ridge' }).style.getPropertyValue('--image-focus')).toBe('20% 35%');
  render(<MediaImage src="/media/library/lake.2000x1000.webp" sizes="100vw" alt="The lake" />);
  expect(screen.getByRole('img', { name: 'The lake' })).not.toHaveAttribute('style');
});
