import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { MemoryRouter } from '@valley/shared/router';
import { BlockRenderer } from './block-renderer';
import { fakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { remoteBlock } from '../../federation/remote-block';
import { loadRemoteBlocks } from '../../federation/remotes';

jest.mock('../../federation/remotes', () => ({ ...jest.requireActual('../../federation/remotes'), loadRemoteBlocks: jest.fn(() => new Promise(() => {})) }));

const block = (id: number, title: string): ContentBlock => ({ id, extension: 'content', img: null, title, entry: {} });
const Title = ({ block: { title } }: { block: ContentBlock }) => <h2>{title}</h2>;
const BLOCKS = [block(1, 'Hero'), block(2, 'Second'), block(3, 'Third')];

/** Brings the n-th observed element into range. */
const enter = (index: number) => act(() => fakeIntersectionObserver.enter(index));

const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

function renderPage() {
  return render(
    <MemoryRouter>
      <BlockRenderer blocks={BLOCKS} components={{ content: Title }} />
    </MemoryRouter>,
  );
}

// Every block here waits for the viewport: the fake observer says when one comes near.
beforeEach(() => {
  fakeIntersectionObserver.install();
});
afterEach(() => {
  fakeIntersectionObserver.uninstall();
});

describe('content blocks below the first', () => {
  it('wait, holding their space, until they come near the viewport', () => {
    renderPage();
    expect(headings()).toEqual(['Hero']);
    expect(fakeIntersectionObserver.observedCount()).toBe(2);
    enter(1);
    expect(headings()).toEqual(['Hero', 'Third']);
    enter(0);
    expect(headings()).toEqual(['Hero', 'Second', 'Third']);
  });

  it('all render when the visitor presses Tab, and one already shown is not rendered again', () => {
    const mounts: string[] = [];
    const Counted = ({ block: { title } }: { block: ContentBlock }) => {
      useEffect(() => {
        mounts.push(title ?? '');
      }, [title]);
      return <h2>{title}</h2>;
    };
    render(
      <MemoryRouter>
        <BlockRenderer blocks={BLOCKS} components={{ content: Counted }} />
      </MemoryRouter>,
    );
    enter(0);
    fireEvent.keyDown(window, { key: 'a' });
    expect(headings()).toEqual(['Hero', 'Second']);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(headings()).toEqual(['Hero', 'Second', 'Third']);
    expect(mounts).toEqual(['Hero', 'Second', 'Third']);
  });

  it('all render with find-in-page', () => {
    renderPage();
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    expect(headings()).toEqual(['Hero', 'Second', 'Third']);
  });

  it('all render before printing', () => {
    renderPage();
    fireEvent(window, new Event('beforeprint'));
    expect(headings()).toEqual(['Hero', 'Second', 'Third']);
  });

  it('all render when the address names a fragment', () => {
    window.history.replaceState(null, '', '/#meetings');
    renderPage();
    expect(headings()).toEqual(['Hero', 'Second', 'Third']);
    window.history.replaceState(null, '', '/');
  });
});

describe("a remote's block first on the page", () => {
  it('loads nothing from its remote until it comes near the viewport (decision 059)', () => {
    const load = loadRemoteBlocks as jest.MockedFunction<typeof loadRemoteBlocks>;
    const Events = remoteBlock('mf_events', 'destination_events');
    render(
      <MemoryRouter>
        <BlockRenderer blocks={[{ ...block(1, 'Events'), extension: 'destination_events' }]} components={{ destination_events: Events }} />
      </MemoryRouter>,
    );
    expect(load).not.toHaveBeenCalled();
    enter(0);
    expect(load).toHaveBeenCalledWith('mf_events');
  });
});
