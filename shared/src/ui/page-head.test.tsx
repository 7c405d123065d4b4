import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from '@valley/shared/router';
import { useConfigStore } from '@valley/shared/stores/config';
import { NotFound } from './not-found';
import { CmsPageHead, PageHead, ResponseStatusContext } from './page-head';

beforeEach(() => {
  useConfigStore.setState({ siteUrl: 'https://valley.example', apiUrl: 'https://api.valley.test' });
  document.head.innerHTML = '';
});

/** The head as a crawler that runs scripts, or a share sheet, reads it. */
const head = () => ({
  title: document.title,
  description: document.head.querySelectorAll('meta[name="description"]'),
  meta: (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null,
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
});

test('a page sets its title, description, address and sharing tags in the head, and a new page replaces them', () => {
  const view = render(
    <MemoryRouter initialEntries={['/plan/getting-here/']}>
      <PageHead title="Getting Here" description="By air, road and bus." image="/media/headers/plan.1600x500.webp" />
    </MemoryRouter>,
  );
  expect(head().title).toBe('Getting Here | Happy Valley');
  expect(head().description).toHaveLength(1);
  expect(head().meta('description')).toBe('By air, road and bus.');
  expect(head().canonical).toBe('https://valley.example/plan/getting-here');
  expect(head().meta('og:image')).toBe('https://api.valley.test/media/headers/plan.1600x500.webp');
  expect(head().meta('twitter:card')).toBe('summary_large_image');

  // Another page without a picture: the last one's is not shared by mistake.
  view.rerender(
    <MemoryRouter initialEntries={['/plan/getting-here/']}>
      <PageHead title="Sign In" noindex />
    </MemoryRouter>,
  );
  expect(head().title).toBe('Sign In | Happy Valley');
  expect(head().meta('description')).toMatch(/^Places to stay/);
  expect(head().meta('og:image')).toBeNull();
  expect(head().meta('twitter:card')).toBe('summary');
  expect(head().meta('robots')).toBe('noindex');
  expect(document.head.querySelectorAll('title, meta[name="description"], link[rel="canonical"]')).toHaveLength(3);
});

test('JSON-LD stays in the page and cannot end its script element', () => {
  const view = render(
    <MemoryRouter>
      <PageHead title="Evil" jsonLd={[{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]} />
    </MemoryRouter>,
  );
  const script = view.container.querySelector('script[type="application/ld+json"]');
  expect(script?.innerHTML).not.toContain('</script>');
  expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
});

test('a CMS page is named by its meta title and described by its subtitle when it has no meta description; missing, by the listing’s name', () => {
  const page = {
    title: 'About',
    meta_title: 'About Happy Valley',
    meta_description: null,
    header_image_url: null,
    content_rendered: null,
    entry: { subtitle: 'Your guide to Centre County' },
  };
  const view = render(
    <MemoryRouter initialEntries={['/about']}>
      <CmsPageHead page={page} name="About" />
    </MemoryRouter>,
  );
  expect(head().title).toBe('About Happy Valley | Happy Valley');
  expect(head().meta('description')).toBe('Your guide to Centre County');
  expect(JSON.parse(view.container.querySelector('script')?.textContent ?? '')).toMatchObject({ '@type': 'WebPage', name: 'About' });
  view.rerender(
    <MemoryRouter initialEntries={['/events']}>
      <CmsPageHead page={undefined} name="Events" type="CollectionPage" />
    </MemoryRouter>,
  );
  expect(head().title).toBe('Events | Happy Valley');
});

test('on the server, the missing-record screen answers 404; a page says nothing of its status in the browser', () => {
  const statuses: number[] = [];
  const html = renderToString(
    <ResponseStatusContext.Provider value={(status) => statuses.push(status)}>
      <StaticRouter location="/d/no-such-place">
        <NotFound />
      </StaticRouter>
    </ResponseStatusContext.Provider>,
  );
  expect(statuses).toContain(404);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('<title>Page Not Found | Happy Valley</title>');
});
