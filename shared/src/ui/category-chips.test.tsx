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

/** A box `width` wide from `left`, one chip high. */
const rect = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 34, height: 34, x: left, y: 0, toJSON: () => ({}) });

it('scrolls a chosen chip past the row’s edge into view, moving only the row', () => {
  const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Category ${index + 1}` }));
  const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('role') === 'group') return rect(16, 343);
    return this.getAttribute('aria-pressed') === 'true' ? rect(900, 120) : rect(0, 0);
  });
  const pageScroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(<CategoryChips label="Categories" categories={many} selected={[12]} onSelect={jest.fn()} />);
  expect(screen.getByRole('group', { name: 'Categories' }).scrollLeft).toBe(900 - 16 - 48);
  expect(pageScroll).not.toHaveBeenCalled();
  spy.mockRestore();
  pageScroll.mockRestore();
});

it("with the listing's query for each choice, the chips are links to it that choose in place once live", async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  const queryFor = (ids: number[]) => new URLSearchParams(ids.length ? { categories: ids.join(','), order: 'oldest' } : { order: 'oldest' });
  render(<CategoryChips label="Categories" categories={categories} selected={[2]} onSelect={onSelect} queryFor={queryFor} />);
  const outdoors = screen.getByRole('button', { name: 'Outdoors' });
  expect(outdoors).toHaveAttribute('href', '?categories=2&order=oldest');
  expect(outdoors).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('href', '?order=oldest');
  await user.click(screen.getByRole('button', { name: 'Food & Drink' }));
  expect(onSelect).toHaveBeenLastCalledWith([1]);
});
