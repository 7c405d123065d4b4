/** @jest-environment @valley/shared/build/jest-environment-router */
import { act, cleanup, render, screen } from '@testing-library/react';
import { apiContext, createBrowserRouter, RouterContextProvider, RouterProvider } from '@valley/shared/router';
import { ApiError, type ApiClient } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { ContentBlocksProvider, type ContentBlocksRendererProps } from '@valley/shared/federation/content-blocks';
import { useAuthStore } from '@valley/shared/stores/auth';
import { newsPost } from '../test/news-fixtures';
import { routes } from '../exposes/routes';

// The share dialog asks for the API client; the page's own calls (a draft, a preview) are answered by the useApi mock.
jest.mock('@valley/shared/api/swr', () => ({
  ...jest.requireActual('@valley/shared/api/swr'),
  useApi: jest.fn(),
  useApiClient: () => ({ call: jest.fn(), url: jest.fn() }),
}));
const mockedUseApi = useApi as jest.Mock;

type Answer = { data?: unknown; error?: unknown; isLoading?: boolean };
/** Answers useApi by call name; a skipped call (input null) answers nothing. */
function answer(byName: Record<string, Answer>) {
  mockedUseApi.mockImplementation((name: string, input: unknown) =>
    input === null ? { data: undefined, isLoading: false } : { isLoading: false, ...byName[name] },
  );
}

/** The route loader's API: `newsGet` answers `published` (a post, or the error the API gave). */
const loaderCalls = jest.fn();
function loaderClient(published: unknown): ApiClient {
  return {
    url: jest.fn(),
    call: ((name: string, input: unknown) => {
      loaderCalls(name, input);
      return published instanceof Error ? Promise.reject(published) : Promise.resolve(published);
    }) as ApiClient['call'],
  };
}

function BlocksStub({ blocks }: ContentBlocksRendererProps) {
  return <p>{blocks.length} content blocks</p>;
}

/** The post at `path` on a data router over mf-news's own routes, as the shell adds them (decision 140). */
function renderPost(published: unknown, path = '/dispatch/post-7') {
  window.history.replaceState(null, '', path);
  const client = loaderClient(published);
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, client);
      return context;
    },
  });
  return render(
    <ContentBlocksProvider renderer={BlocksStub}>
      <RouterProvider router={router} />
    </ContentBlocksProvider>,
  );
}

const block = { id: 1, extension: 'cta', title: 'Plan Your Visit', img: null, entry: {} };
const post = newsPost(7, {
  title: 'Trout Season Opens',
  entry: { content: '<p>Hatches and where to start.</p>' },
  fields: { content_blocks: [block] } as never,
});

beforeEach(() => {
  mockedUseApi.mockReset();
  loaderCalls.mockReset();
  answer({});
  act(() => useAuthStore.getState().signOut());
});

it('shows the published post its loader found: header image, title, date, content, Share Link and its content blocks', async () => {
  renderPost(post);
  expect(await screen.findByRole('heading', { level: 1, name: 'Trout Season Opens' })).toBeInTheDocument();
  expect(loaderCalls).toHaveBeenCalledWith('newsGet', { params: { id: 'post-7' } });
  expect(mockedUseApi).toHaveBeenCalledWith('newsDraft', null);
  expect(screen.getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20');
  expect(screen.getByText('Hatches and where to start.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share Link' })).toBeInTheDocument();
  expect(screen.getByText('1 content blocks')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to The Dispatch' })).toHaveAttribute('href', '/dispatch');
  const header = document.querySelector('img');
  expect(header).toHaveAttribute('src', post.header_image_url);
  expect(header).toHaveAttribute('width', '2000');
});

it('shows the draft version to a signed-in member', async () => {
  act(() => useAuthStore.getState().signIn('token-1'));
  answer({ newsDraft: { data: { ...post, title: 'Updated: Trout Season Opens' } } });
  renderPost(post);
  expect(await screen.findByRole('heading', { level: 1, name: 'Updated: Trout Season Opens' })).toBeInTheDocument();
  expect(mockedUseApi).toHaveBeenCalledWith('newsDraft', { params: { id: 'post-7' } });
});

it('shows a signed-in member their draft of a post the public does not have, where the loader found none', async () => {
  act(() => useAuthStore.getState().signIn('token-1'));
  answer({ newsDraft: { data: { ...post, title: 'Draft: Trout Season Opens' } } });
  renderPost(new ApiError('News post not found', 404, 'newsGet'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Draft: Trout Season Opens' })).toBeInTheDocument();
});

it('falls back to the published post when the draft is refused', async () => {
  act(() => useAuthStore.getState().signIn('expired'));
  answer({ newsDraft: { error: new ApiError('Unauthorized', 401, 'newsDraft') } });
  renderPost(post);
  expect(await screen.findByRole('heading', { level: 1, name: 'Trout Season Opens' })).toBeInTheDocument();
});

it('shows the 404 screen when there is no such post', async () => {
  renderPost(new ApiError('News post not found', 404, 'newsGet'), '/dispatch/no-such-post');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
});

it('says the post could not be loaded, not that it is missing, when the API does not answer', async () => {
  renderPost(new ApiError('Failed to fetch', 0, 'newsGet'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This post could not be loaded. Please try again in a moment.');
  expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
});

it('shows a placeholder while a signed-in member’s draft loads', async () => {
  act(() => useAuthStore.getState().signIn('token-1'));
  answer({ newsDraft: { isLoading: true } });
  renderPost(post);
  expect(await screen.findByRole('status', { name: 'Loading post' })).toBeInTheDocument();
});

const TOKEN = 'a'.repeat(43);
const EXPIRES = '2026-12-09T09:00:00-05:00';

it('a preview link shows the post’s draft to anyone holding it, says so and until when, and is never indexed (decision 125)', async () => {
  answer({ newsPreview: { data: { link: '/dispatch/post-7', expires_at: EXPIRES, post: { ...post, title: 'Draft: Trout Season Opens' } } } });
  // A draft never published: the loader finds no post, and the page still shows the link's draft.
  renderPost(new ApiError('News post not found', 404, 'newsGet'), `/dispatch/post-7?preview=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Draft: Trout Season Opens' })).toBeInTheDocument();
  expect(mockedUseApi).toHaveBeenCalledWith('newsPreview', { params: { token: TOKEN } });
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Preview\. This post shows its draft, as visitors will see it once it is published\. The link works until /,
  );
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

it('a preview link that no longer works, or was made for another post, says so over the published post', async () => {
  answer({ newsPreview: { error: new ApiError('This preview link has expired or was withdrawn', 404, 'newsPreview') } });
  renderPost(post, `/dispatch/post-7?preview=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Trout Season Opens' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('This preview link has expired or was withdrawn. This is the post as it is on the site.');
  cleanup();

  answer({ newsPreview: { data: { link: '/dispatch/post-8', expires_at: EXPIRES, post: newsPost(8, { title: 'Another post' }) } } });
  renderPost(post, `/dispatch/post-7?preview=${TOKEN}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Trout Season Opens' })).toBeInTheDocument();
  expect(screen.queryByText('Another post')).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent('This preview link has expired or was withdrawn.');
});
