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
});
