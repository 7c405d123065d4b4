import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const options = [
  { value: 'updated', label: 'Last Updated' },
  { value: 'name', label: 'Business Name' },
];

it('is a native select named by its visible label, with its options', () => {
  render(<Select label="Sort By" options={options} value="updated" onChange={jest.fn()} />);
  const select = screen.getByRole('combobox', { name: 'Sort By' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveValue('updated');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Last Updated', 'Business Name']);
});

it('is reached by Tab and tells its owner the chosen value', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn((event: { target: HTMLSelectElement }) => event.target.value);
  render(<Select label="Sort By" options={options} defaultValue="updated" onChange={onChange} />);
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveFocus();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Business Name');
  expect(onChange).toHaveLastReturnedWith('name');
});
