import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryChips } from './category-chips';

const categories = [
  { id: 1, name: 'Food & Drink' },
  { id: 2, name: 'Outdoors' },
];

it('offers All plus one chip per category, All pressed when none is chosen', () => {
  render(<CategoryChips label="Categories" categories={categories} selected={[]} onSelect={jest.fn()} />);
  const chips = screen.getByRole('group', { name: 'Categories' });
  expect(chips).toHaveTextContent('AllFood & DrinkOutdoors');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'false');
});

it('a chip chooses its category alone; All clears the choice', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<CategoryChips label="Categories" categories={categories} selected={[2]} onSelect={onSelect} />);
  expect(screen.getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(screen.getByRole('button', { name: 'Food & Drink' }));
  expect(onSelect).toHaveBeenLastCalledWith([1]);
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(onSelect).toHaveBeenLastCalledWith([]);
});

it('presses no chip when the drawer chose several categories', () => {
  render(<CategoryChips label="Categories" categories={categories} selected={[1, 2]} onSelect={jest.fn()} />);
  for (const name of ['All', 'Food & Drink', 'Outdoors']) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
});

it('shows nothing until there are categories, and All alone when they could not be loaded', () => {
  const { container, rerender } = render(<CategoryChips label="Categories" categories={[]} selected={[]} onSelect={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<CategoryChips label="Categories" categories={undefined} selected={[]} onSelect={jest.fn()} />);
  expect(screen.getByRole('group', { name: 'Categories' })).toHaveTextContent(/^All$/);
});
