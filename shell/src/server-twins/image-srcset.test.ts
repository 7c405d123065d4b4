import { IMAGE_WIDTHS, imageSrcSet } from '@valley/shared/media';
// The shell's serve step (plain Node, no bundler) keeps its own copy; this keeps the two equal.
import { IMAGE_WIDTHS as SERVER_WIDTHS, imageSrcSet as serverSrcSet } from '../../server/page-head.mjs';

describe('the lead image preload and the <img> agree on srcset', () => {
  test('the same widths', () => {
    expect(SERVER_WIDTHS).toEqual([...IMAGE_WIDTHS]);
  });

  test.each([
    'http://api.test/media/headers/page-destinations.2000x1000.webp',
    'http://api.test/media/headers/small.400x300.webp',
    'http://api.test/media/headers/exact.1280x720.webp',
    'http://api.test/media/headers/query.1600x500.webp?v=3',
    'http://api.test/media/headers/hash.1600x500.webp#top',
    'http://api.test/media/headers/unsized.webp',
    '',
  ])('%s', (url) => {
    expect(serverSrcSet(url)).toBe(imageSrcSet(url));
  });
});
