import { render, screen } from '@testing-library/react';
import { GridList } from './grid-list';

it('is a list of its items, laid out by the column width and gap it is given', () => {
  render(
    <GridList minColumn="16rem" gap="var(--space-4)" aria-label="Favorites">
      <li>Elk Creek Café</li>
      <li>Penns Cave</li>
    </GridList>,
  );
  const list = screen.getByRole('list', { name: 'Favorites' });
  expect(list.tagName).toBe('UL');
  expect(list.style.getPropertyValue('--grid-min')).toBe('16rem');
  expect(list.style.getPropertyValue('--grid-gap')).toBe('var(--space-4)');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
