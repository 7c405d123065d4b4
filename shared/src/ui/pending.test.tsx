import { render, screen } from '@testing-library/react';
import { PendingNote, pendingProps, useStaleResults } from './pending';

it('marks results busy only while a new answer is on its way, keeping their own class', () => {
  const { rerender } = render(<ul aria-label="Events" {...pendingProps(false, 'grid')} />);
  const list = screen.getByRole('list', { name: 'Events' });
  expect(list).not.toHaveAttribute('aria-busy');
  expect(list).toHaveClass('grid');
  rerender(<ul aria-label="Events" {...pendingProps(true, 'grid')} />);
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(list).toHaveClass('grid');
});

it('the count says the results are updating while they are, and only then', () => {
  const { rerender } = render(
    <p role="status">
      24 places
      <PendingNote pending />
    </p>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('24 places · Updating…');
  rerender(
    <p role="status">
      31 places
      <PendingNote pending={false} />
    </p>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/^31 places$/);
});

it('results are stale from the render that asks a new query until it is answered, never for the first query', () => {
  function Probe({ query, loading }: { query: string; loading: boolean }) {
    return <p>{useStaleResults(query, loading) ? 'stale' : 'answered'}</p>;
  }
  // The first query's results came with the page, though swr is still loading it.
  const { rerender } = render(<Probe query="updated" loading />);
  expect(screen.getByText('answered')).toBeInTheDocument();
  rerender(<Probe query="name" loading />);
  expect(screen.getByText('stale')).toBeInTheDocument();
  rerender(<Probe query="name" loading={false} />);
  expect(screen.getByText('answered')).toBeInTheDocument();
  // A query swr has cached is answered at once.
  rerender(<Probe query="updated" loading={false} />);
  expect(screen.getByText('answered')).toBeInTheDocument();
});
