import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@valley/shared/router';
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

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn((_x?: unknown, y?: unknown) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as unknown as typeof window.scrollTo;
  });

  it('starts a new page at the top and returns to the old place on Back', () => {
    render(
      <MemoryRouter initialEntries={['/destinations']}>
        <Page />
      </MemoryRouter>,
    );
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
    render(
      <MemoryRouter initialEntries={['/destinations']}>
        <Page />
      </MemoryRouter>,
    );
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
    render(
      <MemoryRouter initialEntries={['/destinations']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => router.navigate?.('/plan#caf%C3%A9'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();

    act(() => scrollTo(500));
    act(() => router.navigate?.('/plan/getting-here#%E0%A4%A'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
