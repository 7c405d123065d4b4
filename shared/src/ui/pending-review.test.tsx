import { render, screen } from '@testing-library/react';
import { PendingReviewNotice } from './pending-review';

describe('PendingReviewNotice', () => {
  it('marks a pending version of something not yet public', () => {
    render(<PendingReviewNotice review={{ status: 'pending', note: null, live: false }} />);
    expect(screen.getByRole('complementary', { name: 'Pending review' })).toHaveTextContent(
      'Not public yet: only you and the tourism board can see this version',
    );
  });

  it('says of a live listing that only the edit waits, not the listing (issue 46)', () => {
    render(<PendingReviewNotice review={{ status: 'pending', note: null, live: true }} />);
    const notice = screen.getByRole('complementary', { name: 'Pending review' });
    expect(notice).toHaveTextContent('Your edit is not public yet: visitors see the published version until the board approves this one');
    expect(notice).not.toHaveTextContent('Not public yet');
  });

  it("gives a sent-back version the board's note", () => {
    render(<PendingReviewNotice review={{ status: 'rejected', note: 'Add opening hours.', live: false }} />);
    expect(screen.getByRole('complementary', { name: 'Sent back by the tourism board' })).toHaveTextContent('The board’s note: Add opening hours.');
  });

  it('shows nothing on a published page', () => {
    const { container } = render(<PendingReviewNotice review={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
