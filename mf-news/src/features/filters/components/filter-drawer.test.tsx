import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_FILTERS, type DispatchFilters } from '../../../lib/dispatch-filters';
import { FilterDrawer, type FilterDrawerProps } from './filter-drawer';

const categories = [
  { id: 1, name: 'Food & Drink' },
  { id: 2, name: 'Outdoors' },
  { id: 3, name: 'Events' },
];

function renderDrawer(props: Partial<FilterDrawerProps> = {}) {
  const handlers = { onApply: jest.fn(), onReset: jest.fn(), onClose: jest.fn() };
  render(<FilterDrawer open filters={NO_FILTERS} categories={categories} categoriesLoading={false} {...handlers} {...props} />);
  return handlers;
}

it('is a dialog named Filter Posts with title, categories and order', () => {
  renderDrawer();
  const dialog = screen.getByRole('dialog', { name: 'Filter Posts' });
  expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  expect(within(dialog).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
  expect(within(dialog).getByLabelText('Order')).toHaveValue('latest');
  expect(within(dialog).getByRole('option', { name: 'Oldest' })).toBeInTheDocument();
});

it('submits the trimmed title, the chosen categories in list order and the order', async () => {
  const user = userEvent.setup();
  const { onApply } = renderDrawer();
  await user.type(screen.getByLabelText('Title'), '  fall color  ');
  await user.click(screen.getByRole('checkbox', { name: 'Events' }));
  await user.click(screen.getByRole('checkbox', { name: 'Food & Drink' }));
  await user.selectOptions(screen.getByLabelText('Order'), 'oldest');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({ title: 'fall color', categories: [1, 3], order: 'oldest' } satisfies DispatchFilters);
});

it('submits with Enter from the title field, a blank title as empty', async () => {
  const user = userEvent.setup();
  const { onApply } = renderDrawer();
  await user.type(screen.getByLabelText('Title'), '   {Enter}');
  expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
});

it('starts from the filters in force, and a checkbox can be cleared', async () => {
  const user = userEvent.setup();
  const { onApply } = renderDrawer({ filters: { title: 'trout', categories: [2], order: 'oldest' } });
  expect(screen.getByLabelText('Title')).toHaveValue('trout');
  expect(screen.getByRole('checkbox', { name: 'Outdoors' })).toBeChecked();
  expect(screen.getByLabelText('Order')).toHaveValue('oldest');
  await user.click(screen.getByRole('checkbox', { name: 'Outdoors' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({ title: 'trout', categories: [], order: 'oldest' });
});

it('Reset asks for the unfiltered list', async () => {
  const user = userEvent.setup();
  const { onReset, onApply } = renderDrawer({ filters: { title: 'trout', categories: [2], order: 'oldest' } });
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onReset).toHaveBeenCalled();
  expect(onApply).not.toHaveBeenCalled();
});

it('Escape closes it', async () => {
  const user = userEvent.setup();
  const { onClose } = renderDrawer();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it("says 'Loading categories...' while they load and 'No categories available' when there are none", () => {
  const { unmount } = render(
    <FilterDrawer open filters={NO_FILTERS} categories={[]} categoriesLoading onApply={jest.fn()} onReset={jest.fn()} onClose={jest.fn()} />,
  );
  expect(screen.getByText('Loading categories...')).toBeInTheDocument();
  unmount();
  renderDrawer({ categories: [] });
  expect(screen.getByText('No categories available')).toBeInTheDocument();
});
