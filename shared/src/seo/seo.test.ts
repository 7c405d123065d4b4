import {
  DEFAULT_DESCRIPTION,
  absoluteImage,
  describe as describeText,
  documentTitle,
  jsonForScript,
  plainText,
  rich,
  telephone,
  webPageWithTrail,
} from '@valley/shared/seo';

test('documentTitle adds the site name once, and the site alone is its name', () => {
  expect(documentTitle('Getting Here')).toBe('Getting Here | Happy Valley');
  expect(documentTitle('Getting Here | Happy Valley')).toBe('Getting Here | Happy Valley');
  expect(documentTitle('Happy Valley | Happy Valley')).toBe('Happy Valley');
  expect(documentTitle('  ')).toBe('Happy Valley');
});

test('plainText reads rich text as a crawler shows it: no tags or scripts, entities decoded, cut at a word', () => {
  expect(plainText('<p>Boats &amp; caves&nbsp;&#8212; <script>alert(1)</script><b>all</b> day</p>')).toBe('Boats & caves — all day');
  const long = plainText(`<p>${'limestone cavern '.repeat(20)}</p>`, 40);
  expect(long).toBe('limestone cavern limestone cavern…');
  expect(long.length).toBeLessThanOrEqual(40);
});

test('describe takes the first candidate with text, rich text as plain, else the site description', () => {
  expect(describeText(null, '  ', rich('<p>From the <em>content</em></p>'))).toBe('From the content');
  expect(describeText('A meta description', rich('<p>content</p>'))).toBe('A meta description');
  expect(describeText(null, undefined)).toBe(DEFAULT_DESCRIPTION);
  expect(describeText('word '.repeat(60)).length).toBeLessThanOrEqual(160);
});

test('telephone writes North American numbers as +1-AAA-BBB-CCCC and leaves others as given', () => {
  expect(telephone('(814) 364-1664')).toBe('+1-814-364-1664');
  expect(telephone('1 814 364 1664')).toBe('+1-814-364-1664');
  expect(telephone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  expect(telephone(null)).toBeNull();
});

test("JSON for a <script> cannot end the element, whatever the API's text says", () => {
  const text = jsonForScript({ name: '</script><script>alert(1)</script><!--' });
  expect(text).not.toMatch(/<|>/);
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
});

test('an image is an absolute http(s) address, relative ones on the API; anything else is none', () => {
  expect(absoluteImage('/media/a.webp', 'https://api.valley.test/')).toBe('https://api.valley.test/media/a.webp');
  expect(absoluteImage('https://cdn.test/a.webp', 'https://api.valley.test')).toBe('https://cdn.test/a.webp');
  expect(absoluteImage('javascript:alert(1)', 'https://api.valley.test')).toBeNull();
  expect(absoluteImage('', 'https://api.valley.test')).toBeNull();
});

test('a web page is a WebPage (or CollectionPage) with a breadcrumb from Home, on the site’s public addresses', () => {
  const [page, crumbs] = webPageWithTrail(
    { siteUrl: 'https://valley.example/', apiUrl: 'https://api.valley.test' },
    {
      name: 'Lodging',
      description: 'Places to stay',
      path: '/c/lodging',
      image: '/media/l.webp',
      type: 'CollectionPage',
      trail: [
        { name: 'Destinations', path: '/destinations' },
        { name: 'Lodging', path: '/c/lodging' },
      ],
    },
  );
  expect(page).toMatchObject({
    '@type': 'CollectionPage',
    name: 'Lodging',
    url: 'https://valley.example/c/lodging',
    image: 'https://api.valley.test/media/l.webp',
  });
  expect(crumbs).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://valley.example/' },
      { '@type': 'ListItem', position: 2, name: 'Destinations', item: 'https://valley.example/destinations' },
      { '@type': 'ListItem', position: 3, name: 'Lodging', item: 'https://valley.example/c/lodging' },
    ],
  });
});
