import { changesBetween } from './revisions';

test('two revisions differ field by field, named as people read them; equal ones have no changes', () => {
  const before = {
    title: 'Visit',
    meta_title: '',
    blocks: [
      { id: 1, fields: { title: 'Old' } },
      { id: 2, fields: { title: 'Kept' } },
    ],
  };
  const after = {
    title: 'Visit us',
    meta_title: 'Visit us | Valley',
    blocks: [
      { id: 1, fields: { title: 'New' } },
      { id: 2, fields: { title: 'Kept' } },
    ],
  };
  expect(changesBetween(before, after)).toEqual([
    { field: 'Title', before: 'Visit', after: 'Visit us' },
    { field: 'Meta title', before: '', after: 'Visit us | Valley' },
    { field: 'Blocks 1 › Fields › Title', before: 'Old', after: 'New' },
  ]);
  expect(changesBetween(after, after)).toEqual([]);
});

test('a list that grows or shrinks shows the rows added or gone; a menu is a list of links', () => {
  const one = [{ title: 'Maps', url: '/maps', new_tab: false }];
  const two = [...one, { title: 'Partners', url: 'https://partners.example.com', new_tab: true }];
  expect(changesBetween(one, two)).toEqual([
    { field: 'Item 2 › Title', before: '', after: 'Partners' },
    { field: 'Item 2 › Url', before: '', after: 'https://partners.example.com' },
    { field: 'Item 2 › New tab', before: '', after: 'Yes' },
  ]);
  expect(changesBetween(two, one).map((change) => [change.field, change.after])).toEqual([
    ['Item 2 › Title', ''],
    ['Item 2 › Url', ''],
    ['Item 2 › New tab', ''],
  ]);
});
