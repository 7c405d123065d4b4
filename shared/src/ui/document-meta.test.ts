import { applyDocumentMeta, documentTitle } from './document-meta';

/** The head as the shell's server wrote it for /about before 3.4 (decision 058): a remote built against 3.3 still meets it. */
const SERVED_HEAD = `
  <title>About Happy Valley | Happy Valley</title>
  <meta name="description" content="Your guide to Centre County" data-head="server">
  <link rel="canonical" href="https://valley.example/about" data-head="server">
  <meta property="og:title" content="About Happy Valley | Happy Valley" data-head="server">
  <meta property="og:description" content="Your guide to Centre County" data-head="server">
  <meta property="og:url" content="https://valley.example/about" data-head="server">
  <meta name="twitter:title" content="About Happy Valley | Happy Valley" data-head="server">
  <script type="application/ld+json" data-head="server" data-path="/about">{"@type":"WebPage"}</script>`;

beforeEach(() => {
  document.head.innerHTML = SERVED_HEAD;
});

test('documentTitle adds the site name once, as the server does', () => {
  expect(documentTitle('Getting Here')).toBe('Getting Here | Happy Valley');
  expect(documentTitle('Getting Here | Happy Valley')).toBe('Getting Here | Happy Valley');
  expect(documentTitle('Happy Valley | Happy Valley')).toBe('Happy Valley');
});

test('on the page the server rendered, the tags are updated in place and its JSON-LD stays', () => {
  applyDocumentMeta(
    { title: 'About Happy Valley | Happy Valley', description: 'Your guide to Centre County' },
    { pathname: '/about', siteUrl: 'https://valley.example' },
  );
  expect(document.title).toBe('About Happy Valley | Happy Valley');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
});

test('after navigating, the server tags take the new page and the old JSON-LD is dropped', () => {
  applyDocumentMeta(
    { title: 'Getting Here', description: 'By air, road and bus.', image: 'https://api.example/media/getting-here.webp' },
    { pathname: '/plan/getting-here', siteUrl: 'https://valley.example/' },
  );
  expect(document.title).toBe('Getting Here | Happy Valley');
  const descriptions = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]?.content).toBe('By air, road and bus.');
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe('Getting Here | Happy Valley');
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content).toBe('https://valley.example/plan/getting-here');
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content).toBe('https://api.example/media/getting-here.webp');
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://valley.example/plan/getting-here');
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
});

test('a page without an image drops the previous page’s sharing image instead of keeping it', () => {
  applyDocumentMeta(
    { title: 'Getting Here', description: 'By air, road and bus.', image: 'https://api.example/media/getting-here.webp' },
    { pathname: '/plan/getting-here', siteUrl: 'https://valley.example' },
  );
  applyDocumentMeta({ title: 'Sign In' }, { pathname: '/login', siteUrl: 'https://valley.example' });
  expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
  expect(document.head.querySelector<HTMLMetaElement>('meta[name="twitter:card"]')?.content).toBe('summary');

  applyDocumentMeta(
    { title: 'Bellefonte', image: 'https://api.example/media/bellefonte.webp' },
    { pathname: '/towns/bellefonte', siteUrl: 'https://valley.example' },
  );
  expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content).toBe('https://api.example/media/bellefonte.webp');
  expect(document.head.querySelector<HTMLMetaElement>('meta[name="twitter:card"]')?.content).toBe('summary_large_image');
});
