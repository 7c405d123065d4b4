import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { settling, useSettled, type Settling } from './settled';

function Loaded({ load }: { load: Settling<string> }) {
  const value = useSettled(load);
  return value === undefined ? <p>Loading</p> : <h2>{value}</h2>;
}

describe('useSettled', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates as the server rendered it (pending) even when the load settled before hydration, then shows the value', async () => {
    const load = settling(Promise.resolve('Featured Events'));
    await load.promise;
    expect(load.status).toBe('fulfilled');

    const container = document.createElement('div');
    container.innerHTML = renderToString(<Loaded load={load} />);
    expect(container.innerHTML).toBe('<p>Loading</p>');
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Loaded load={load} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Featured Events' })).toBeInTheDocument();
  });

  it('renders a settled load at once in a page the browser renders alone', async () => {
    const load = settling(Promise.resolve('Dispatch'));
    await load.promise;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // The first commit, before any effect or re-render.
    flushSync(() => root.render(<Loaded load={load} />));
    expect(container.innerHTML).toBe('<h2>Dispatch</h2>');
    act(() => root.unmount());
  });
});
