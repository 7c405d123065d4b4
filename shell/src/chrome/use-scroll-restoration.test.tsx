import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useNavigate } from '@valley/shared/router';
import { keepScroll } from '@valley/shared/ui/in-page-navigation';
import { useScrollRestoration } from './use-scroll-restoration';

const router: { navigate?: ReturnType<typeof useNavigate> } = {};
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderDestinations() {
  render(
    <MemoryRouter initialEntries={['/destinations']}>
      <Page />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Where the post's card link stands in the document; the window's scroll gives its place on screen. */
let linkTop = 0;
/** Whether the dispatch draws its card at once; a busy phone draws it seconds after Back. */
let drawn = true;

/** The dispatch with one card's link, and the post it opens. */
function Listing() {
  useScrollRestoration();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  if (pathname !== '/dispatch')
    return (
      <main>
        <h1>Ten Scoops</h1>
      </main>
    );
  return <main>{drawn ? <Link to="/dispatch/ten-scoops">Read Full Article</Link> : null}</main>;
}

/** The dispatch, scrolled to 1200 px with its card's link 300 px down the window. */
function renderScrolledDispatch() {
  const view = render(
    <MemoryRouter initialEntries={['/dispatch']}>
      <Listing />
    </MemoryRouter>,
  );
  linkTop = 1500;
  act(() => scrollTo(1200));
  return view;
}

describe('useScrollRestoration', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn((_x?: unknown, y?: unknown) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as unknown as typeof window.scrollTo;
  });

  it('starts a new page at the top and returns to the old place on Back', () => {
    renderDestinations();
    act(() => scrollTo(1200));
    act(() => router.navigate?.('/d/the-nittany-lion-inn'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollTo(300));
    act(() => router.navigate?.(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);
    act(() => router.navigate?.(1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("keeps the visitor's place when a listing's sort, filter or drawer changes, and on Back and Forward between them", () => {
    renderDestinations();
    act(() => scrollTo(1233));
    jest.mocked(window.scrollTo).mockClear();
    act(() => router.navigate?.('/destinations?order=name', keepScroll()));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => scrollTo(1500));
    act(() => router.navigate?.('/destinations?order=name', keepScroll({ detail: '12' })));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => router.navigate?.(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1500);
    act(() => router.navigate?.(-1));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1233);
    act(() => router.navigate?.(2));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1500);
  });

  it('scrolls to an encoded #fragment, and a malformed one (#%E0%A4%A, a crafted link) leaves the page at the top instead of breaking it', () => {
    const target = document.createElement('h2');
    target.id = 'café';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    renderDestinations();
    act(() => router.navigate?.('/plan#caf%C3%A9'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();

    act(() => scrollTo(500));
    act(() => router.navigate?.('/plan/getting-here#%E0%A4%A'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  describe('Back to a link the visitor followed', () => {
    beforeEach(() => {
      window.scrollBy = jest.fn((_x?: unknown, y?: unknown) => {
        Object.defineProperty(window, 'scrollY', { value: window.scrollY + Number(y), configurable: true });
      }) as unknown as typeof window.scrollBy;
      jest
        .spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ top: linkTop - window.scrollY, width: 120, height: 24 }) as DOMRect);
    });
    afterEach(() => jest.restoreAllMocks());

    it('puts the link back where it stood in the window when the content above it is drawn taller than before (decision 083)', () => {
      const { unmount } = renderScrolledDispatch();
      fireEvent.click(screen.getByRole('link', { name: 'Read Full Article' }));
      expect(screen.getByRole('heading', { name: 'Ten Scoops' })).toBeInTheDocument();

      // Cards above it that waited with an estimated height are drawn 250 px taller this time: the position alone would put the
      // link 250 px lower on screen.
      linkTop = 1750;
      act(() => router.navigate?.(-1));
      expect(screen.getByRole('link', { name: 'Read Full Article' }).getBoundingClientRect().top).toBe(300);
      expect(window.scrollY).toBe(1450);
      unmount();
    });

    it('waits for a link drawn seconds after Back, puts it back then, and leaves the page to the visitor once it has settled', () => {
      jest.useFakeTimers();
      const { unmount } = renderScrolledDispatch();
      try {
        fireEvent.click(screen.getByRole('link', { name: 'Read Full Article' }));
        drawn = false;
        linkTop = 1750;
        act(() => router.navigate?.(-1));
        act(() => jest.advanceTimersByTime(3_000));
        expect(window.scrollY).toBe(1200);

        const late = document.createElement('a');
        late.setAttribute('href', '/dispatch/ten-scoops');
        document.querySelector('main')?.append(late);
        act(() => jest.advanceTimersByTime(100));
        expect(late.getBoundingClientRect().top).toBe(300);
        expect(window.scrollY).toBe(1450);

        act(() => jest.advanceTimersByTime(2_000));
        linkTop = 2000;
        act(() => jest.advanceTimersByTime(100));
        expect(window.scrollY).toBe(1450);
      } finally {
        drawn = true;
        unmount();
        jest.useRealTimers();
      }
    });

    it('keeps the link as the place through a scroll the page made itself between the click and the next page', () => {
      const { unmount } = renderScrolledDispatch();
      // Followed, with the next page still loading (a modified click here, which the router leaves alone) while the content above
      // the link is drawn 325 px shorter: the browser keeps what is on screen in place, and the page's position moves.
      fireEvent.click(screen.getByRole('link', { name: 'Read Full Article' }), { ctrlKey: true });
      act(() => scrollTo(875));
      act(() => router.navigate?.('/dispatch/ten-scoops'));
      act(() => router.navigate?.(-1));
      expect(screen.getByRole('link', { name: 'Read Full Article' }).getBoundingClientRect().top).toBe(300);
      expect(window.scrollY).toBe(1200);
      unmount();
    });

    it('returns by position once the visitor has scrolled since following the link (a link that opened a new tab)', () => {
      const { unmount } = renderScrolledDispatch();
      fireEvent.click(screen.getByRole('link', { name: 'Read Full Article' }), { ctrlKey: true });
      fireEvent.wheel(window, { deltaY: -300 });
      act(() => scrollTo(900));
      act(() => router.navigate?.('/dispatch/ten-scoops'));
      linkTop = 1750;
      act(() => router.navigate?.(-1));
      expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900);
      expect(window.scrollBy).not.toHaveBeenCalled();
      unmount();
    });
  });
});
