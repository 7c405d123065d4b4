import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { newsPost } from '../../../test/news-fixtures';
import { FeaturedSlider } from './featured-slider';
import { fakeSwiper, resetSwiperDouble, swiperOptions } from '@valley/shared/ui/swiper.fixture';

// The visitor has scrolled: the slider takes Swiper once the browser is idle (decision 067).
beforeAll(() => {
  fireEvent.scroll(window);
});

beforeEach(() => resetSwiperDouble());

const renderSlider = (posts: NewsPost[]) =>
  render(
    <MemoryRouter>
      <FeaturedSlider posts={posts} />
    </MemoryRouter>,
  );

it('shows the featured posts as slides linking to each post', async () => {
  const posts = Array.from({ length: 10 }, (_, index) => newsPost(index + 1, { featured: true }));
  posts[1] = newsPost(2, { featured: true, source_link: 'https://example.org/two' });
  renderSlider(posts);

  const region = screen.getByRole('region', { name: 'Featured Stories' });
  // The site's slider: a still row first, Swiper once the browser is idle.
  const carousel = within(region).getByRole('group', { name: 'Featured stories' });
  expect(within(carousel).queryByTestId('swiper')).toBeNull();
  const links = within(await within(carousel).findByTestId('swiper')).getAllByRole('link');
  expect(links).toHaveLength(10);
  expect(links[0]).toHaveAccessibleName('Post 1 November 20, 2026');
  expect(links[0]).toHaveAttribute('href', '/dispatch/post-1');
  expect(links[1]).toHaveAccessibleName('Post 2 November 20, 2026 (opens in a new tab)');
  expect(links[1]).toHaveAttribute('href', 'https://example.org/two');
  expect(links[1]).toHaveAttribute('target', '_blank');
  // Slide titles are not headings: the same posts are the cards' headings below.
  expect(within(region).getAllByRole('heading')).toHaveLength(1);
  for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(within(carousel).getByRole('button', { name })).toBeInTheDocument();
  expect(swiperOptions.at(-1)).toMatchObject({ speed: 500, autoplay: { delay: 8000 }, breakpoints: { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } } });
});

it('lets the visitor pause and resume the autoplay', async () => {
  const user = userEvent.setup();
  renderSlider([newsPost(1), newsPost(2)]);
  await screen.findByTestId('swiper');
  const { stop, start } = fakeSwiper.autoplay;
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  expect(stop).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
  expect(start).toHaveBeenCalled();
});

it('is absent when there are no featured posts', () => {
  const { container } = renderSlider([]);
  expect(container).toBeEmptyDOMElement();
});
