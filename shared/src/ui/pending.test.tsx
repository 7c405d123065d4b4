import { render, screen } from '@testing-library/react';
import { pendingProps } from './pending';

it('marks results busy only while a new answer is on its way, keeping their own class', () => {
  const { rerender } = render(<ul aria-label="Events" {...pendingProps(false, 'grid')} />);
  const list = screen.getByRole('list', { name: 'Events' });
  expect(list).not.toHaveAttribute('aria-busy');
  expect(list).toHaveClass('grid');
  rerender(<ul aria-label="Events" {...pendingProps(true, 'grid')} />);
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(list).toHaveClass('grid');
});
