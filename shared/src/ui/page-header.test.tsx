import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, subtitle and content', () => {
    render(<PageHeader title="Calendar" subtitle="Every event, day by day" content="<p>Browse by month.</p>" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByText('Every event, day by day')).toBeInTheDocument();
    expect(screen.getByText('Browse by month.')).toBeInTheDocument();
  });

  it('says a description once when the content opens with it', () => {
    render(<PageHeader title="Music" subtitle="Concerts, jams & jazz." content="<p>Concerts, jams &amp; jazz.</p><p>Updated every week.</p>" />);
    expect(screen.getAllByText('Concerts, jams & jazz.')).toHaveLength(1);
    expect(screen.getByText('Updated every week.')).toBeInTheDocument();
  });

  it('while its page loads, shows only the image box: no words that would move when the page settles', () => {
    const { rerender } = render(<PageHeader loading title="Events" />);
    expect(screen.getByRole('status', { name: 'Loading Events' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<PageHeader title="Events" subtitle="What’s happening around the valley" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });
});
