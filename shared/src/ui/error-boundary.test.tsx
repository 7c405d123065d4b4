import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

function Broken({ broken }: { broken: boolean }): string {
  if (broken) throw new Error('render failed');
  return 'Working part';
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the fallback in place of what threw, reports it once under its name, and leaves the rest', () => {
    render(
      <>
        <ErrorBoundary where="shell: mf_discover" fallback={<p>This section is temporarily unavailable</p>}>
          <Broken broken />
        </ErrorBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    const reports = consoleError.mock.calls.filter(([message]) => message === '[shell: mf_discover] failed');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[1]).toEqual(new Error('render failed'));
  });

  it('leaves the part out when it has no fallback', () => {
    const { container } = render(
      <ErrorBoundary where="shell: content block 'map'">
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('starts afresh from a fallback that offers it', () => {
    render(<Retried />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Working part')).toBeInTheDocument();
  });
});

function Retried() {
  const [broken, setBroken] = useState(true);
  return (
    <ErrorBoundary
      where="part"
      renderFallback={({ resetErrorBoundary }) => (
        <button
          type="button"
          onClick={() => {
            setBroken(false);
            resetErrorBoundary();
          }}
        >
          Retry
        </button>
      )}
    >
      <Broken broken={broken} />
    </ErrorBoundary>
  );
}
