import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { MemoryRouter, useNavigate } from '@valley/shared/router';
import { ServerRemotesContext } from '../../federation/remote-area';
import { BlockRenderer } from './block-renderer';
import { fakeIntersectionObserver } from '../../testing/fake-intersection-observer';

const block = (id: number, title: string): ContentBlock => ({ id, extension: 'content', img: null, title, entry: {} });
/** A block with a handler: it answers only once hydrated. */
function Counter({ block: { title } }: { block: ContentBlock }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>{title}</h2>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {title}: {count}
      </button>
    </section>
  );
}
const COMPONENTS = { content: Counter };
const BLOCKS = [block(1, 'Hero'), block(2, 'Second'), block(3, 'Third')];

function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/?tab=2')}>
      Go
    </button>
  );
}

const { enter } = fakeIntersectionObserver;

/** Presses a block's counter (still at 0): whether it answers, which it does only once hydrated (the server's HTML has no handler). */
function answers(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `${title}: 0` }));
  return screen.queryByRole('button', { name: `${title}: 1` }) !== null;
}

async function serverThenHydrate() {
  const tree = (
    <MemoryRouter initialEntries={['/']}>
      <BlockRenderer blocks={BLOCKS} components={COMPONENTS} />
      <Navigator />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  // The render server's context (shell/src/server/render.tsx).
  container.innerHTML = renderToString(<ServerRemotesContext.Provider value={new Map()}>{tree}</ServerRemotesContext.Provider>);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

describe('content blocks below the first, drawn by the server (decision 136)', () => {
  beforeEach(() => {
    fakeIntersectionObserver.install();
  });
  afterEach(() => {
    fakeIntersectionObserver.uninstall();
    document.body.innerHTML = '';
  });

  it('near the viewport but not in it, wait for the visitor to act anywhere first, so a load nobody touches hydrates only what it shows (decision 068)', async () => {
    const { errors } = await serverThenHydrate();
    await act(async () => fakeIntersectionObserver.near(0));
    expect(answers('Second')).toBe(false);
    // The visitor scrolls: the block a screen away hydrates, ahead of them; the one further down keeps waiting.
    await act(async () => {
      fireEvent.scroll(window);
    });
    expect(answers('Second')).toBe(true);
    expect(answers('Third')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('hydrates a block the visitor scrolls past quickly, though it is out of range again by the next render', async () => {
    const { errors } = await serverThenHydrate();
    await act(async () => {
      fireEvent.scroll(window);
      fakeIntersectionObserver.near(0);
      fakeIntersectionObserver.leave(0);
    });
    expect(answers('Second')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('are in the HTML, wait as the server drew them while the page hydrates, then each hydrates as it comes into view', async () => {
    const { container, serverHtml, errors } = await serverThenHydrate();
    expect(serverHtml).toContain('<h2>Second</h2>');
    expect(serverHtml).toContain('<h2>Third</h2>');
    // Hydrated: the first block answers; the others are still the server's HTML, which does not.
    expect(answers('Hero')).toBe(true);
    expect(answers('Second')).toBe(false);

    // Each waiting block's marker and the block after it: [Second's marker, Second, Third's marker, Third].
    expect(fakeIntersectionObserver.observedCount()).toBe(4);
    await act(async () => enter(2));
    expect(answers('Third')).toBe(true);
    expect(answers('Second')).toBe(false);
    await act(async () => enter(0));
    expect(answers('Second')).toBe(true);
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('h2')).toHaveLength(3);
  });

  it('hydrates a block whose top was scrolled past before the page was live, its body on the screen, with no act (issue 44)', async () => {
    const { errors } = await serverThenHydrate();
    await act(async () => {
      fakeIntersectionObserver.leave(0);
      enter(1);
    });
    expect(answers('Second')).toBe(true);
    expect(answers('Third')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('hydrates at once when the visitor acts on it, so their first press works; the others keep waiting', async () => {
    const { errors } = await serverThenHydrate();
    const second = screen.getByRole('button', { name: 'Second: 0' });
    await act(async () => {
      fireEvent.pointerDown(second);
    });
    expect(answers('Second')).toBe(true);
    expect(answers('Third')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('hydrate before a new address updates them, with no error and nothing lost', async () => {
    const { errors, container } = await serverThenHydrate();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
    expect(container.querySelectorAll('h2')).toHaveLength(3);
    expect(answers('Third')).toBe(true);
    expect(errors).toEqual([]);
  });
});
