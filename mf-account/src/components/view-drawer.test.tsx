import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@valley/shared/testing/fake-api';
import { memberReads, memberTip } from '../testing/fixtures';
import { renderRoute } from '../testing/render';
import { TipView } from '../features/tips/components/tip-view';

jest.mock('@valley/shared/ui/toast', () => jest.requireActual('../testing/toast-mock').toastModule);

beforeEach(() => {
  installFakeApi(memberReads());
});

describe('the View drawer', () => {
  it("shows an item's picture, text and facts, the heart once it is public, and its public page", async () => {
    const tip = memberTip({ id: 40, title: 'Park behind the mill', main_img: '/media/mill.webp', destination_name: 'Elk Creek Café', approved: 1 });
    renderRoute(<TipView tip={tip} onClose={jest.fn()} />);
    const drawer = screen.getByRole('dialog', { name: 'Park behind the mill' });
    expect(within(drawer).getByRole('img', { name: 'Park behind the mill' })).toHaveAttribute('src', '/media/mill.webp');
    expect(within(drawer).getByText('Go early.')).toBeInTheDocument();
    expect(within(drawer).getByText('Elk Creek Café')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: 'Save Park behind the mill to favorites' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View Page' })).toHaveAttribute('target', '_blank');
    expect(within(drawer).getByRole('link', { name: 'View Page' })).toHaveAttribute('href', '/tips/park-behind-the-mill');
  });

  it("opens the member's own version as a draft while the public cannot see it (issue 46)", async () => {
    const { unmount } = renderRoute(<TipView tip={memberTip({ id: 41, title: 'Ask for the brown trout' })} onClose={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'View Page' })).toHaveAttribute('href', '/tips/ask-for-the-brown-trout?draft=1');
    unmount();
    renderRoute(<TipView tip={memberTip({ id: 40, title: 'Park behind the mill', approved: 1, has_pending_changes: true })} onClose={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'View Page' })).toHaveAttribute('href', '/tips/park-behind-the-mill?draft=1');
    expect(await screen.findByRole('button', { name: 'Save Park behind the mill to favorites' })).toBeInTheDocument();
  });

  it('has no heart while the board has not approved the item', () => {
    renderRoute(<TipView tip={memberTip({ id: 41, title: 'Ask for the brown trout' })} onClose={jest.fn()} />);
    const drawer = screen.getByRole('dialog', { name: 'Ask for the brown trout' });
    expect(within(drawer).queryByRole('button', { name: 'Save Ask for the brown trout to favorites' })).toBeNull();
  });
});
