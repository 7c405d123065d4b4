import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, Toaster } from 'react-hot-toast';
import { notify, TOAST_DURATION_MS } from './toast';
import { stubMatchMedia } from './match-media.fixture';

// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
beforeAll(() => stubMatchMedia());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

/** Lets time pass in small steps so each toast update renders and schedules its next timer. */
const wait = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
};

describe('notify', () => {
  it('shows a warning as an alert whose Close button dismisses it', () => {
    render(<Toaster />);
    act(() => {
      notify.warning('You have no favorites to save.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You have no favorites to save.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    wait(1100);
    expect(screen.queryByText('You have no favorites to save.')).toBeNull();
  });

  it('lasts 5 s unless given a duration', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Link shared with friend@example.com');
      notify.error('Profile could not be saved', { duration: 6000 });
    });
    wait(TOAST_DURATION_MS - 200);
    expect(screen.getByText('Link shared with friend@example.com')).toBeInTheDocument();
    wait(1400);
    expect(screen.queryByText('Link shared with friend@example.com')).toBeNull();
    expect(screen.getByText('Profile could not be saved')).toBeInTheDocument();
    wait(1200);
    expect(screen.queryByText('Profile could not be saved')).toBeNull();
  });
});
