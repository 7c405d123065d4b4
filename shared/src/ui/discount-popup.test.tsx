import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DISCOUNT_POPUP_DELAY_MS, DISCOUNT_POPUP_SEEN_KEY, DiscountPopup } from './discount-popup';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

const submitWith = (dialog: HTMLElement, email: string) => {
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Get My Discount' }));
};

describe('DiscountPopup', () => {
  it('offers 20% off and checks the e-mail with the spec’s messages', () => {
    render(<DiscountPopup defaultOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Get 20% Off' });
    expect(dialog).toHaveTextContent('Save 20% at participating member businesses');
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    submitWith(dialog, '');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email is required');
    submitWith(dialog, 'someone@example.toolong');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid email address');
    // After the first submit the message follows the typing.
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'someone@example.com' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('closes with a valid address and sends nothing', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    render(<DiscountPopup defaultOpen />);
    submitWith(screen.getByRole('dialog'), 'someone@example.com');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('closes on ‘No, I don’t want discounts’', () => {
    render(<DiscountPopup defaultOpen />);
    fireEvent.click(screen.getByRole('button', { name: 'No, I don’t want discounts' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on Close', () => {
    const { unmount } = render(<DiscountPopup defaultOpen />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<DiscountPopup defaultOpen />);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens by itself once per visitor, after the delay', () => {
    jest.useFakeTimers();
    const { unmount } = render(<DiscountPopup />);
    act(() => jest.advanceTimersByTime(DISCOUNT_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Get 20% Off' })).toBeInTheDocument();
    expect(window.localStorage.getItem(DISCOUNT_POPUP_SEEN_KEY)).not.toBeNull();
    unmount();

    // The next listing page (or visit) does not ask again.
    render(<DiscountPopup />);
    act(() => jest.advanceTimersByTime(DISCOUNT_POPUP_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for another open dialog to close before opening', () => {
    jest.useFakeTimers();
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    render(<DiscountPopup delayMs={1000} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Get 20% Off' })).toBeNull();
    other.remove();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('dialog', { name: 'Get 20% Off' })).toBeInTheDocument();
  });

  it('never opens by itself with delayMs null', () => {
    jest.useFakeTimers();
    render(<DiscountPopup delayMs={null} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
