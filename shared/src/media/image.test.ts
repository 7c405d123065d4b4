/** @jest-environment node */
import { IMAGE_WIDTHS, imageFocus, imageSize, imageSrcSet, withImageFocus } from './image';

describe('imageSize', () => {
  it('reads the size written in a media URL, absolute or relative', () => {
    expect(imageSize('/media/destinations/penns-cave.1200x900.webp')).toEqual({ width: 1200, height: 900 });
    expect(imageSize('http://localhost:4000/media/headers/about.2000x1000.webp?w=640')).toEqual({ width: 2000, height: 1000 });
  });

  it('is null for URLs without a size', () => {
    expect(imageSize('/media/destinations/penns-cave.svg')).toBeNull();
    expect(imageSize('https://example.com/photo.jpg')).toBeNull();
    expect(imageSize('/media/x/name.0x10.webp')).toBeNull();
    expect(imageSize(null)).toBeNull();
    expect(imageSize('')).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists the allowed widths below the original, then the original', () => {
    expect(imageSrcSet('/media/news/post.1200x800.webp')).toBe(
      '/media/news/post.1200x800.webp?w=320 320w, /media/news/post.1200x800.webp?w=480 480w, ' +
        '/media/news/post.1200x800.webp?w=640 640w, /media/news/post.1200x800.webp?w=960 960w, /media/news/post.1200x800.webp 1200w',
    );
  });

  it('never offers a width at or above the original', () => {
    expect(imageSrcSet('/media/avatars/dana.400x400.webp')).toBe('/media/avatars/dana.400x400.webp?w=320 320w, /media/avatars/dana.400x400.webp 400w');
    expect(imageSrcSet('/media/headers/h.2000x1000.webp').split(', ')).toHaveLength(IMAGE_WIDTHS.length);
  });

  it('keeps only allowed widths from a custom list and sorts them', () => {
    expect(imageSrcSet('/media/gallery/g.1000x1000.webp', [960, 500, 320])).toBe(
      '/media/gallery/g.1000x1000.webp?w=320 320w, /media/gallery/g.1000x1000.webp?w=960 960w, /media/gallery/g.1000x1000.webp 1000w',
    );
  });

  it('is empty for URLs without a size', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBe('');
    expect(imageSrcSet(undefined)).toBe('');
  });
});

describe('a focal point in the URL (decision 134)', () => {
  it('is read from the fragment, and only whole percents', () => {
    expect(imageFocus('http://localhost:4000/media/library/a.2000x1000.webp#focus=30,70')).toEqual({ x: 30, y: 70 });
    expect(imageFocus('/media/library/a.2000x1000.webp#focus=0,100')).toEqual({ x: 0, y: 100 });
    expect(imageFocus('/media/library/a.2000x1000.webp')).toBeNull();
    expect(imageFocus('/media/library/a.2000x1000.webp#focus=101,5')).toBeNull();
    expect(imageFocus('/media/library/a.2000x1000.webp#focus=-1,5')).toBeNull();
    expect(imageFocus(null)).toBeNull();
  });

  it('is set, replaced and taken off, and never reaches a size or a srcset', () => {
    const url = '/media/library/a.2000x1000.webp';
    expect(withImageFocus(url, { x: 30, y: 70 })).toBe(`${url}#focus=30,70`);
    expect(withImageFocus(`${url}#focus=30,70`, { x: 5, y: 10 })).toBe(`${url}#focus=5,10`);
    expect(withImageFocus(`${url}#focus=30,70`, null)).toBe(url);
    expect(imageSize(`${url}#focus=30,70`)).toEqual({ width: 2000, height: 1000 });
    expect(imageSrcSet(`${url}#focus=30,70`)).not.toContain('#');
  });
});
