import type { NewsPost } from '@valley/shared/schemas/news';
import { postLd } from './post-head';

const post = {
  id: 9,
  slug: 'ten-scoops',
  title: 'Ten Scoops: Ranking the Berkey Creamery Flavors',
  meta_description: null,
  summary: 'Which flavor wins?',
  published_at: '2026-10-02T09:00:00-04:00',
  categories: [{ name: 'Food & Drink' }],
  entry: { content: '<p>Peachy Paterno leads.</p>' },
} as unknown as NewsPost;

test('a post is a NewsArticle published by the site, in its sections, with its breadcrumb', () => {
  const [article, crumbs] = postLd(post, { siteUrl: 'https://valley.example', apiUrl: 'http://api.test' }, { image: null, organization: null });
  expect(article).toEqual({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Ten Scoops: Ranking the Berkey Creamery Flavors',
    description: 'Which flavor wins?',
    url: 'https://valley.example/dispatch/ten-scoops',
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://valley.example/dispatch/ten-scoops' },
    datePublished: '2026-10-02T09:00:00-04:00',
    dateModified: '2026-10-02T09:00:00-04:00',
    author: { '@type': 'Organization', name: 'Happy Valley', url: 'https://valley.example/' },
    publisher: { '@type': 'Organization', name: 'Happy Valley', url: 'https://valley.example/' },
    articleSection: ['Food & Drink'],
  });
  expect((crumbs!.itemListElement as Array<{ name: string }>).map((crumb) => crumb.name)).toEqual(['Home', 'The Dispatch', post.title]);
});

test('a headline longer than search results show is cut at 110 characters', () => {
  const [article] = postLd({ ...post, title: 'word '.repeat(40).trim() }, { siteUrl: 'https://valley.example', apiUrl: 'http://api.test' }, { image: null });
  expect(String(article?.headline)).toHaveLength(110);
  expect(String(article?.headline).endsWith('…')).toBe(true);
});
