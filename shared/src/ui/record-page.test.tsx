import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import { ApiError } from '@valley/shared/api';
import { RecordPage } from './record-page';

const page = (props: { record?: { title: string }; error?: unknown; missing?: boolean }) =>
  render(
    <MemoryRouter>
      <RecordPage record={props.record} error={props.error} missing={props.missing} loading={<p>Loading tip</p>} failed={<p>The tip could not be loaded.</p>}>
        {(tip) => <h1>{tip.title}</h1>}
      </RecordPage>
    </MemoryRouter>,
  );

it('shows the record once it has come, and what stands for it until then', () => {
  const { unmount } = page({});
  expect(screen.getByText('Loading tip')).toBeInTheDocument();
  unmount();
  page({ record: { title: 'Park behind the mill' } });
  expect(screen.getByRole('heading', { name: 'Park behind the mill' })).toBeInTheDocument();
});

it('shows the 404 screen for a missing record or one with nothing to look it up by, and `failed` when the API did not answer', () => {
  const { unmount } = page({ error: new ApiError('Tip not found', 404, 'tipGet') });
  expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  unmount();
  const second = page({ missing: true });
  expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  second.unmount();
  page({ error: new ApiError('The server could not be reached.', 0, 'tipGet') });
  expect(screen.getByText('The tip could not be loaded.')).toBeInTheDocument();
});
