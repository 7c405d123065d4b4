import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@valley/shared/router';
import { BookDirectBlock, bookingLink, stayProblem } from './book-blocks';
import { homeBlock } from './home-blocks.fixture';
import { renderBlocks } from './render-blocks';

const mockCall = jest.fn<Promise<unknown>, [string, unknown]>();
jest.mock('@valley/shared/api/swr', () => ({ useApiClient: () => ({ call: mockCall, url: jest.fn() }) }));
jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));

const choose = (checkin: string, checkout: string) => {
  fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkin } });
  fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkout } });
  fireEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
};

const submit = (email: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
};

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockReturnValue(null);
  mockCall.mockReset();
});
afterEach(() => {
  open.mockRestore();
  jest.useRealTimers();
});

describe('book block', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2027, 0, 15, 12) });
  });

  it('shows the text the studio edits under its subtitle', () => {
    const book = homeBlock('book');
    renderBlocks([{ ...book, entry: { ...book.entry, content: '<p>Free cancellation at most member inns.</p>' } }]);
    expect(screen.getByText('Free cancellation at most member inns.')).toBeInTheDocument();
  });

  it('opens the booking engine with yyyymmdd dates and locale en', () => {
    renderBlocks([homeBlock('book')]);
    choose('2027-06-05', '2027-06-07');
    expect(open).toHaveBeenCalledWith('https://book.happyvalley.example/search?checkin=20270605&checkout=20270607&locale=en', '_blank', 'noopener,noreferrer');
    expect(new URL(String(open.mock.calls[0]?.[0])).search).toBe('?checkin=20270605&checkout=20270607&locale=en');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("offers check-in from the valley's today, whatever the visitor's zone, so the server's page and the browser agree", () => {
    // 11:30 pm on 14 January in the valley is already the 15th in UTC and further east.
    jest.setSystemTime(new Date('2027-01-15T04:30:00Z'));
    renderBlocks([homeBlock('book')]);
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('min', '2027-01-14');
  });

  it.each([
    ['2027-06-07', '2027-06-05', 'Check-out must be after check-in.', 'Check-out'],
    ['2027-06-05', '2027-06-05', 'Check-out must be after check-in.', 'Check-out'],
    ['', '2027-06-05', 'Choose a check-in date.', 'Check-in'],
    ['2027-06-05', '', 'Choose a check-out date.', 'Check-out'],
    ['2027-01-14', '2027-01-16', 'Check-in cannot be in the past.', 'Check-in'],
  ])('check-in %p, check-out %p: says “%s” and opens nothing', (checkin, checkout, message, field) => {
    renderBlocks([homeBlock('book')]);
    choose(checkin, checkout);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(open).not.toHaveBeenCalled();
  });

  it('clears the message once the dates are right', () => {
    renderBlocks([homeBlock('book')]);
    choose('2027-06-07', '2027-06-05');
    choose('2027-06-05', '2027-06-07');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps a query the booking URL already has, and renders nothing without a web address', () => {
    expect(bookingLink(new URL('https://book.example/search?property=12'), '2027-12-31', '2028-01-02')).toBe(
      'https://book.example/search?property=12&checkin=20271231&checkout=20280102&locale=en',
    );
    expect(stayProblem('2027-12-31', '2028-01-01', '2027-12-30')).toBeNull();
    const { container } = renderBlocks([{ ...homeBlock('book'), entry: { ...homeBlock('book').entry, booking_url: 'javascript:alert(1)' } }]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('newsletter (book_direct)', () => {
  it('signs the address up, then opens the guides page in a new tab', async () => {
    const answer = { settle: (_value: unknown) => undefined as void };
    mockCall.mockImplementation(() => new Promise((resolve) => (answer.settle = resolve)));
    renderBlocks([homeBlock('book_direct')]);
    submit('  visitor@example.com ');
    expect(mockCall).toHaveBeenCalledWith('contactsCreate', { body: { email: 'visitor@example.com' } });
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();

    await act(async () => answer.settle({ message: 'Subscribed' }));
    expect(open).toHaveBeenCalledWith('/plan/visitor-guide', '_blank', 'noopener');
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for signing up!');
    expect(screen.getByRole('link', { name: 'Open the guides' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-address', 'Invalid email address'],
  ])('refuses %p with “%s”', (email, message) => {
    renderBlocks([homeBlock('book_direct')]);
    submit(email);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(mockCall).not.toHaveBeenCalled();
  });

  it('is drawn by the server as a form that posts, its button waiting for hydration, saying why without scripts (decision 076)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <BookDirectBlock block={homeBlock('book_direct')} />
      </MemoryRouter>,
    );
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    expect(container.querySelector('noscript')?.innerHTML).toContain('This form needs JavaScript.');
    // In the browser the same form can be sent at once.
    renderBlocks([homeBlock('book_direct')]);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('says so when the sign-up fails, and opens nothing', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockCall.mockRejectedValue(new Error('offline'));
    renderBlocks([homeBlock('book_direct')]);
    submit('visitor@example.com');
    expect(await screen.findByText('We could not sign you up just now. Please try again.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    quiet.mockRestore();
  });
});
