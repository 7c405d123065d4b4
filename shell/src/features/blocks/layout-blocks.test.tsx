import { fireEvent, screen } from '@testing-library/react';
import { homeBlock } from './home-blocks.fixture';
import { renderBlocks } from './render-blocks';

jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getByRole('tab', { selected: true });
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('tabs block', () => {
  it('switches tabs with the arrow keys, wrapping at both ends', () => {
    renderBlocks([homeBlock('tabs')]);
    tab('Spring').focus();

    press('ArrowRight');
    expect(selected()).toHaveTextContent('Summer');
    expect(tab('Summer')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Arts Fest in July');
    expect(screen.getByText(/Trout season opens in April/).closest('[role="tabpanel"]')).not.toBeVisible();

    press('ArrowLeft');
    press('ArrowLeft');
    expect(selected()).toHaveTextContent('Winter');
    expect(screen.getByRole('tabpanel', { name: 'Winter' })).toHaveTextContent('Skiing at Tussey');

    press('ArrowRight');
    expect(selected()).toHaveTextContent('Spring');
  });

  it('jumps with Home and End and keeps only the selected tab in the Tab order', () => {
    renderBlocks([homeBlock('tabs')]);
    tab('Spring').focus();
    press('End');
    expect(tab('Winter')).toHaveFocus();
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '0']);
    press('Home');
    expect(tab('Spring')).toHaveFocus();
    expect(tab('Spring')).toHaveAttribute('aria-selected', 'true');
  });

  it('switches on click, each tab controlling its own panel', () => {
    renderBlocks([homeBlock('tabs')]);
    fireEvent.click(tab('Fall'));
    const panel = screen.getByRole('tabpanel', { name: 'Fall' });
    expect(panel).toHaveTextContent('Football Saturdays');
    expect(tab('Fall')).toHaveAttribute('aria-controls', panel.id);
  });
});

describe('highlights block', () => {
  it('shows an item without a figure by its title and text, which the studio leaves optional', () => {
    const highlights = homeBlock('highlights');
    const items = [
      ...(highlights.entry.items as object[]),
      { value: null, title: 'Trout streams', content: 'Limestone creeks that never freeze.', link: null },
    ];
    renderBlocks([{ ...highlights, entry: { ...highlights.entry, items } }]);
    expect(screen.getByText('Trout streams')).toBeInTheDocument();
    expect(screen.getByText('Limestone creeks that never freeze.')).toBeInTheDocument();
    expect(screen.getByText('190+')).toBeInTheDocument();
  });
});
