import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { NewsPost } from '@valley/shared/schemas/news';
import { useApi } from '@valley/shared/api/swr';
import { ArticleSlider } from './article-slider';
import { swiperOptions } from '@valley/shared/ui/swiper.fixture';
import { newsPost } from '../../../test/news-fixtures';

jest.mock('@valley/shared/api/swr', () => ({ useApi: jest.fn() }));

// The visitor has scrolled: the slider takes Swiper once the browser is idle (decision 067).
beforeAll(() => {
  fireEvent.scroll(window);
});

const mockedUseApi = useApi as jest.Mock;

const post = (id: number, overrides: Partial<NewsPost> = {}): NewsPost =>
  newsPost(id, { main_img: `http://localhost:4000/media/news/post-${id}.1600x900.webp`, ...overrides });

const block = {
  id: 2,
  extension: 'article_slider',
  title: 'The Dispatch',
  img: null,
  entry: { limit: 15, featured: false, link: '/dispatch', button_text: 'Read More News' },
};

const renderSlider = () =>
  render(
    <MemoryRouter>
      <ArticleSlider block={block} />
    </MemoryRouter>,
  );

beforeEach(() => mockedUseApi.mockReset());

it('loads 15 posts: 10 in the main slider with an n of 10 counter, the next 4 beside it', async () => {
  const posts = Array.from({ length: 15 }, (_, index) => post(index + 1));
  mockedUseApi.mockReturnValue({ data: { data: posts }, isLoading: false });
  renderSlider();
  expect(mockedUseApi).toHaveBeenCalledWith('newsList', { query: { limit: 15 } });

  // The first post paints without Swiper; the site's slider hands over to Swiper once idle.
  const carousel = screen.getByRole('group', { name: 'The Dispatch: latest articles' });
  expect(within(carousel).getAllByRole('article')).toHaveLength(1);
  expect(carousel.querySelector('img')).toHaveAttribute('loading', 'eager');
  const slider = await within(carousel).findByTestId('swiper');
  expect(within(slider).getAllByRole('article')).toHaveLength(10);
  expect(within(slider).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/dispatch/post-1');
  expect(within(slider).getByRole('link', { name: 'Post 10' })).toBeInTheDocument();

  const side = screen.getByRole('list', { name: 'More articles' });
  expect(within(side).getAllByRole('listitem')).toHaveLength(4);
  expect(within(side).getByRole('link', { name: 'Post 11' })).toHaveAttribute('href', '/dispatch/post-11');
  expect(within(side).getByRole('link', { name: 'Post 14' })).toBeInTheDocument();
  // Each side post says when and what it is, as the dispatch's cards do.
  expect(within(side).getAllByRole('listitem')[0]).toHaveTextContent('November 20, 2026Food & Drink');
  expect(screen.queryByRole('link', { name: 'Post 15' })).toBeNull();

  expect(screen.getByText('1 of 10')).toBeInTheDocument();
  const onSlideChange = swiperOptions.at(-1)?.onSlideChange as (swiper: { realIndex: number }) => void;
  act(() => onSlideChange({ realIndex: 3 }));
  expect(screen.getByText('4 of 10')).toBeInTheDocument();
  expect(swiperOptions.at(-1)?.speed).toBe(500);
  expect(swiperOptions.at(-1)?.autoplay).toMatchObject({ delay: 8000 });

  for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(within(carousel).getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read More News' })).toHaveAttribute('href', '/dispatch');

  const image = slider.querySelector('img');
  expect(image).toHaveAttribute('width', '1600');
  expect(image).toHaveAttribute('height', '900');
  expect(image?.getAttribute('srcset')).toContain('?w=960 960w');
});

it('opens a post with a source link in a new tab', async () => {
  mockedUseApi.mockReturnValue({ data: { data: [post(1, { source_link: 'https://example.org/story' }), post(2)] }, isLoading: false });
  renderSlider();
  const external = screen.getByRole('link', { name: /Post 1/ });
  expect(external).toHaveAttribute('href', 'https://example.org/story');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external.getAttribute('rel')).toContain('noopener');
  expect(await screen.findByText('1 of 2')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'More articles' })).toBeNull();
});

it('shows a skeleton while the posts load', () => {
  mockedUseApi.mockReturnValue({ data: undefined, isLoading: true });
  renderSlider();
  expect(screen.getByRole('status')).toHaveTextContent('Loading news');
});

it('asks for featured posts only when the block says so', () => {
  mockedUseApi.mockReturnValue({ data: { data: [post(1)] }, isLoading: false });
  render(
    <MemoryRouter>
      <ArticleSlider block={{ ...block, entry: { ...block.entry, featured: true } }} />
    </MemoryRouter>,
  );
  expect(mockedUseApi).toHaveBeenCalledWith('newsList', { query: { limit: 15, featured: '1' } });
});
