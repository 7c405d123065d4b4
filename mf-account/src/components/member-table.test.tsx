import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberTable, PAGE_SIZES, type TableRow } from './member-table';

const rows: TableRow[] = Array.from({ length: 23 }, (_, index) => ({ key: index + 1, cells: [`Place ${index + 1}`], actions: null }));
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

it('shows every row, with the page-size selector in the page but hidden (member-area §2)', () => {
  render(<MemberTable caption="Your destinations" headers={['Name']} rows={rows} empty="None yet" />);
  expect(bodyRows()).toHaveLength(23);
  expect(screen.queryByRole('combobox', { name: 'Rows shown' })).not.toBeInTheDocument();
  const select = screen.getByRole('combobox', { name: 'Rows shown', hidden: true });
  expect(select).not.toBeVisible();
  expect(
    within(select)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent),
  ).toEqual(['10', '25', '50', '100', 'Show All']);
  expect(PAGE_SIZES).toEqual([10, 25, 50, 100, 'all']);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('pages the rows when a size is chosen, and Show All brings them back', async () => {
  const user = userEvent.setup();
  render(<MemberTable caption="Your destinations" headers={['Name']} rows={rows} empty="None yet" showPageSize />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rows shown' }), '10');
  const pager = screen.getByRole('navigation', { name: 'Your destinations pages' });
  expect(bodyRows()).toHaveLength(10);
  expect(pager).toHaveTextContent('1–10 of 23');
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(pager).toHaveTextContent('21–23 of 23');
  expect(bodyRows()[0]).toHaveTextContent('Place 21');
  expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows shown' }), { target: { value: 'all' } });
  expect(bodyRows()).toHaveLength(23);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('says so when the list is empty', () => {
  render(<MemberTable caption="Your tips" headers={['Title']} rows={[]} empty="You have not shared a tip yet." />);
  expect(screen.getByText('You have not shared a tip yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
