import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { catchInsightBeacons } from '../lib/insights-testing';
import { launchConfetti } from './confetti';
import { ShareButton, shareUrl, type ShareButtonProps } from './share-dialog';
import { stubMatchMedia } from './match-media.fixture';

jest.mock('./confetti', () => ({ launchConfetti: jest.fn(() => Promise.resolve()) }));

const LINK = 'https://valley.test/d/happy-valley-inn';
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => Promise.resolve({ status, statusText: '', json: () => Promise.resolve(body) });

beforeAll(() => stubMatchMedia());

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.setState({ token: null });
  usePendingShareStore.setState({ share: null });
  useConfigStore.setState({ siteUrl: 'https://valley.test/', apiUrl: 'https://api.valley.test' });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(launchConfetti).mockClear();
});

afterEach(() => {
  act(() => toast.remove());
});

function renderShare(listing?: ShareButtonProps['listing']) {
  render(
    <MemoryRouter initialEntries={['/d/happy-valley-inn']}>
      <Routes>
        <Route path="/d/:slug" element={<ShareButton path="/d/happy-valley-inn" title="Happy Valley Inn" listing={listing} />} />
        <Route path="/profile" element={<h1>Profile</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share Link' }));
  return screen.getByRole('dialog', { name: 'Share this page' });
}

const sendTo = (dialog: HTMLElement, email: string) => {
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
};

describe('shareUrl', () => {
  it('joins the public site address and the path with one slash', () => {
    expect(shareUrl('https://valley.test/', '/d/inn')).toBe('https://valley.test/d/inn');
    expect(shareUrl('https://valley.test', 'events/fair')).toBe('https://valley.test/events/fair');
  });
});

describe('ShareButton', () => {
  it('opens a dialog with the four network links, opening in a new tab', () => {
    const dialog = renderShare();
    const expected = {
      'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`,
      'Share on Pinterest': `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(LINK)}&description=Happy%20Valley%20Inn`,
      'Share on X': `https://x.com/intent/tweet?url=${encodeURIComponent(LINK)}&text=Happy%20Valley%20Inn`,
      'Share on LinkedIn': `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(LINK)}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('textbox', { name: 'Link to share' })).toHaveValue(LINK);
  });

  it.each(['Copy Link', 'Copy link for Instagram', 'Copy link for YouTube'])('%s copies the link and says so', async (name) => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = renderShare();
    fireEvent.click(within(dialog).getByRole('button', { name }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    alert.mockRestore();
  });

  it('falls back to execCommand when the Clipboard API is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = renderShare();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    alert.mockRestore();
  });

  it('checks the address with the spec’s messages', async () => {
    const dialog = renderShare();
    // An address is personal: a native submission would post it, never write it into a URL (decision 076).
    expect(within(dialog).getByLabelText('Email').closest('form')).toHaveAttribute('method', 'post');
    sendTo(dialog, '');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email is required');
    sendTo(dialog, 'friend@example');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed out, keeps the share for after sign-in and goes to /profile', async () => {
    const dialog = renderShare();
    sendTo(dialog, 'friend@example.com');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(usePendingShareStore.getState().share).toEqual({ url: LINK, email: 'friend@example.com' });
    expect(JSON.parse(window.localStorage.getItem('valley-pending-share') ?? 'null')?.state.share).toEqual({ url: LINK, email: 'friend@example.com' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in, mails the link with the bearer token, then a toast and confetti', async () => {
    useAuthStore.setState({ token: 'member-token' });
    fetchMock.mockReturnValue(answer(200, { message: 'Link sent' }));
    const dialog = renderShare();
    sendTo(dialog, 'friend@example.com');
    expect(await screen.findByText('Link shared with friend@example.com')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.valley.test/api/share/link');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer member-token' });
    expect(JSON.parse(String(init.body))).toEqual({ url: LINK, email: 'friend@example.com' });
    expect(launchConfetti).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signed in, shows the server’s message when sharing fails and keeps the dialog open', async () => {
    useAuthStore.setState({ token: 'member-token' });
    fetchMock.mockReturnValue(answer(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many shares; try again in an hour' }));
    const dialog = renderShare();
    sendTo(dialog, 'friend@example.com');
    expect(await screen.findByText('Too many shares; try again in an hour')).toBeInTheDocument();
    expect(launchConfetti).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Send Link' })).toBeEnabled();
  });

  it('closes on Escape and gives focus back to the Share Link button', () => {
    const dialog = renderShare();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Link' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    const dialog = renderShare();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const send = within(dialog).getByRole('button', { name: 'Send Link' });
    send.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(send).toHaveFocus();
  });
});

describe('counting shares (decision 046)', () => {
  let sent: () => unknown[];
  beforeEach(() => {
    ({ sent } = catchInsightBeacons());
  });
  const share = { kind: 'share', listing: 'destination', id: 12 };

  it('counts nothing for opening the dialog, a share for each way the visitor shares the listing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(() => Promise.resolve()) }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = renderShare({ listing: 'destination', id: 12 });
    expect(sent()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Share on Facebook' }));
    expect(sent()).toEqual([share]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(sent()).toEqual([share, share]);
    sendTo(dialog, 'friend@example.com');
    await screen.findByRole('heading', { name: 'Profile' });
    expect(sent()).toEqual([share, share, share]);
    alert.mockRestore();
  });

  it('counts nothing on a page that is not a listing', () => {
    const dialog = renderShare();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Share on X' }));
    expect(sent()).toEqual([]);
  });
});
