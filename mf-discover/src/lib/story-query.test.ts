import { readStoryQuery, storyListBody, writeStoryQuery } from './story-query';

test('tip and itinerary filters round-trip through the URL and blank ones stay out of the call', () => {
  const query = readStoryQuery(new URLSearchParams('title=%20parking%20&order=title&view=list'));
  expect(query).toEqual({ title: 'parking', name: '', order: 'title', view: 'list' });
  expect(writeStoryQuery(query).toString()).toBe('title=parking&order=title&view=list');
  expect(storyListBody(query)).toEqual({ title: 'parking', order: 'title' });
  expect(storyListBody(readStoryQuery(new URLSearchParams('order=sideways')))).toEqual({ order: 'upcoming' });
});
