import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { runEarlyTapScript } from '../../testing/early-tap';
import { Tabs, type TabItem } from './tabs';

type Key = 'why' | 'amenities' | 'gallery';
const ITEMS: TabItem<Key>[] = [
  { key: 'why', label: 'Why Us' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'gallery', label: 'Gallery' },
];

function Chosen({ refuse, items = ITEMS }: { refuse?: Key; items?: TabItem<Key>[] }) {
  const [selected, setSelected] = useState<Key>('why');
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="About this place" items={items} selected={selected} onSelect={(key) => key !== refuse && setSelected(key)}>
        <p>Panel {selected}</p>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('puts only the chosen tab in the Tab order and names the list and the panel', async () => {
    render(<Chosen />);
    expect(screen.getByRole('tablist', { name: 'About this place' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((node) => node.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    await userEvent.tab();
    expect(tab('Why Us')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Why Us' })).toHaveTextContent('Panel why');
    expect(tab('Why Us')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('moves and chooses with the arrows (wrapping), Home and End', async () => {
    render(<Chosen />);
    tab('Why Us').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Gallery')).toHaveFocus();
    expect(tab('Gallery')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Why Us')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Gallery')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Why Us')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Amenities' })).toHaveTextContent('Panel amenities');
    expect(screen.getAllByRole('tab').map((node) => node.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('leaves focus on the chosen tab when the caller refuses the move', async () => {
    render(<Chosen refuse="amenities" />);
    tab('Why Us').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Why Us')).toHaveFocus();
    expect(tab('Why Us')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps every panel in the document, hidden until chosen, when the items carry their panels', async () => {
    render(<Chosen items={ITEMS.map((item) => ({ ...item, panel: <p>Text of {item.key}</p> }))} />);
    expect(screen.getByText('Text of gallery')).not.toBeVisible();
    await userEvent.click(tab('Gallery'));
    expect(screen.getByText('Text of gallery')).toBeVisible();
    expect(screen.getByText('Text of why')).not.toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Gallery' })).toHaveAttribute('tabindex', '0');
    expect(tab('Gallery')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel', { name: 'Gallery' }).id);
  });

  it('chooses a tab pressed before the page was live once it is (decision 135)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chosen />);
    document.body.append(container);
    const keep = runEarlyTapScript();
    [...container.querySelectorAll('[role="tab"]')]
      .find((element) => element.textContent === 'Gallery')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(container.textContent).toContain('Panel why');
    await act(async () => {
      hydrateRoot(container, <Chosen />);
    });
    expect(tab('Gallery')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Panel gallery')).toBeInTheDocument();
    expect(tab('Gallery')).not.toHaveAttribute('data-early-tap');
    keep.stop();
    container.remove();
  });
});
