import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SortableList } from './sortable-list';

function Categories() {
  const [items, setItems] = useState([
    { key: 'a', name: 'Breweries' },
    { key: 'b', name: 'Farm Markets' },
    { key: 'c', name: 'Museums' },
  ]);
  return <SortableList label="Categories" items={items} onChange={setItems} itemName={(item) => item.name} renderItem={(item) => item.name} />;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[⠿↑↓×]/g, ''));

describe('SortableList', () => {
  it('reorders with Move up / Move down for anyone who cannot drag, and removes', async () => {
    render(<Categories />);
    expect(screen.getByRole('button', { name: 'Move Breweries up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Breweries down' }));
    expect(order()).toEqual(['Farm Markets', 'Breweries', 'Museums']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Museums up' }));
    expect(order()).toEqual(['Farm Markets', 'Museums', 'Breweries']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Farm Markets' }));
    expect(order()).toEqual(['Museums', 'Breweries']);
  });

  it('gives each item a drag handle that keyboards can pick up', () => {
    render(<Categories />);
    const handle = screen.getByRole('button', { name: 'Drag Museums' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });
});
