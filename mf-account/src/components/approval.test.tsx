import { render, screen } from '@testing-library/react';
import { ApprovalStatus } from './approval';

describe('ApprovalStatus', () => {
  it('says a reservation request is Pending until the board forwards it, then Sent (decision 091)', () => {
    const { rerender } = render(<ApprovalStatus kind="reservation" item={{ approved: 0 }} />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    rerender(<ApprovalStatus kind="reservation" item={{ approved: 1 }} />);
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });
});
