import { cityLine, phoneHref } from './address';

test.each([
  ['(814) 865-7535', 'tel:+18148657535'],
  ['1-814-865-7535', 'tel:+18148657535'],
  ['814.865.7535', 'tel:+18148657535'],
  ['814-349-8850', 'tel:+18143498850'],
  ['865-7535', null],
])('phone %s links to %s', (phone, href) => {
  expect(phoneHref(phone)).toBe(href);
});

test('the city line keeps only the parts that exist', () => {
  expect(cityLine({ city: 'Bellefonte', state: 'PA', zip: '16823' })).toBe('Bellefonte, PA 16823');
  expect(cityLine({ city: 'Boalsburg', state: null, zip: null })).toBe('Boalsburg');
  expect(cityLine({})).toBe('');
});
