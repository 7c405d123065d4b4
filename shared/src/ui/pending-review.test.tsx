import { render, screen } from '@testing-library/react';
import { PendingReviewNotice } from './pending-review';

describe('PendingReviewNotice', () => {
  it('marks a pending version', () => {
    render(<PendingReviewNotice review={{ status: 'pending', note: null }} />);
    expect(screen.getByRole('complementary', { name: 'Pending review' })).toHaveTextContent(
      'Not public yet: only you and the tourism board can see this version',
    );
  });

  it("gives a sent-back version the board's note", () => {
    render(<PendingReviewNotice review={{ status: 'rejected', note: 'Add opening hours.' }} />);
    expect(screen.getByRole('complementary', { name: 'Sent back by the tourism board' })).toHaveTextContent('The board’s note: Add opening hours.');
  });

  it('shows nothing on a published page', () => {
    const { container } = render(<PendingReviewNotice review={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
