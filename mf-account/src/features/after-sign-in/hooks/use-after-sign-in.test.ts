import type { ApiClient } from '@valley/shared/api';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { notify } from '@valley/shared/ui/toast';
import { pushSavedFavorites, sendPendingShare } from './use-after-sign-in';

jest.mock('@valley/shared/ui/toast', () => ({ notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

function fakeClient(answers: Record<string, (input: unknown) => unknown>) {
  const call = jest.fn(async (name: string, input?: unknown) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected call ${name}`);
    return answer(input);
  });
  return { client: { call, url: jest.fn() } as unknown as ApiClient, call };
}

beforeEach(() => {
  useFavoritesStore.setState({ items: [], status: 'idle' });
  usePendingShareStore.setState({ share: null });
});

describe('pushSavedFavorites', () => {
  it("pushes only the favorites marked 'saving' that the profile does not have yet, then clears them", async () => {
    useFavoritesStore.setState({
      items: [
        { id: 5, type: 'destination' },
        { id: 6, type: 'destination' },
        { id: 50, type: 'event' },
      ],
      status: 'saving',
    });
    const { client, call } = fakeClient({
      myFavorites: () => [{ id: 1, type: 'Destination', title: 'Elk Creek', fav_at: '', slug: 'elk-creek', main_img: null }],
      destinationGet: (input) => ({ slug: (input as { params: { id: string } }).params.id === '5' ? 'elk-creek' : 'penns-cave' }),
      eventGet: () => ({ slug: 'fly-tying-nights' }),
      favoriteCreate: () => ({ favorited: true, message: 'Favorite added!', favorite: null }),
    });
    expect(await pushSavedFavorites(client)).toBe(2);
    expect(call).toHaveBeenCalledWith('favoriteCreate', { body: { destination: 6 } });
    expect(call).toHaveBeenCalledWith('favoriteCreate', { body: { event: 50 } });
    expect(call).not.toHaveBeenCalledWith('favoriteCreate', { body: { destination: 5 } });
    expect(useFavoritesStore.getState()).toMatchObject({ items: [], status: 'idle' });
  });

  it('leaves local favorites alone unless the visitor asked to save them', async () => {
    useFavoritesStore.setState({ items: [{ id: 5, type: 'destination' }], status: 'idle' });
    const { client, call } = fakeClient({});
    expect(await pushSavedFavorites(client)).toBe(0);
    expect(call).not.toHaveBeenCalled();
    expect(useFavoritesStore.getState().items).toHaveLength(1);
  });
});

describe('sendPendingShare', () => {
  it('sends the stored share once and clears it', async () => {
    usePendingShareStore.setState({ share: { url: 'http://localhost:3000/d/penns-cave', email: 'friend@example.com' } });
    const { client, call } = fakeClient({ shareLink: () => ({ message: 'Link shared with friend@example.com' }) });
    await sendPendingShare(client);
    expect(call).toHaveBeenCalledWith('shareLink', { body: { url: 'http://localhost:3000/d/penns-cave', email: 'friend@example.com' } });
    expect(notify.success).toHaveBeenCalledWith('Link shared with friend@example.com', { duration: 5000 });
    expect(usePendingShareStore.getState().share).toBeNull();
    await sendPendingShare(client);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
