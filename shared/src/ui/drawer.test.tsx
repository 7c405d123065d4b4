import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filter places" side="left" footer={<button type="button">Apply</button>}>
        <label>
          Name <input />
        </label>
      </Drawer>
    </>
  );
}

test('a drawer is a named dialog that takes focus, closes on Escape and gives focus back', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filter places' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
});

test('the close button closes the drawer', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
