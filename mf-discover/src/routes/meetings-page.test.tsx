import type { ContentBlock } from '@valley/shared/schemas/page';
import { meetingCategories } from './meetings-page';

const block = (extension: string, entry: unknown) => ({ id: 1, extension, title: null, img: null, entry }) as unknown as ContentBlock;

it("scopes the listing to the categories the page's meetings block names, once each", () => {
  expect(meetingCategories([block('cta', { categories: [1] }), block('meetings', { categories: [258, '257', 258] })])).toEqual([258, 257]);
});

it('falls back to the venue category without a meetings block, or one naming none', () => {
  expect(meetingCategories([])).toEqual([246]);
  expect(meetingCategories([block('meetings', { categories: [] }), block('meetings', null)])).toEqual([246]);
  expect(meetingCategories([block('meetings', { categories: 'all' })])).toEqual([246]);
});
