import { render, screen } from '@testing-library/react';
import { BlockFrame } from './block-frame';

it('is a section named by its title, under the remote’s root class', () => {
  render(
    <BlockFrame scope="mf-events" title="Upcoming Events">
      <p>Jazz on the lawn</p>
    </BlockFrame>,
  );
  const section = screen.getByRole('region', { name: 'Upcoming Events' });
  expect(section).toHaveClass('mf-events');
  expect(section).toHaveTextContent('Jazz on the lawn');
  expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument();
});

it('takes a title id something else in the block refers to', () => {
  render(
    <BlockFrame scope="mf-news" title="The Dispatch" titleId="dispatch-title">
      <p aria-describedby="dispatch-title">Latest</p>
    </BlockFrame>,
  );
  expect(screen.getByRole('heading', { name: 'The Dispatch' })).toHaveAttribute('id', 'dispatch-title');
});
