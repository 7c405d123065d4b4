import { PENDING_SHARE_STORAGE_KEY, usePendingShareStore } from '@valley/shared/stores/pending-share';

beforeEach(() => {
  window.localStorage.clear();
  usePendingShareStore.setState({ share: null });
});

describe('usePendingShareStore', () => {
  it('keeps the signed-out share in localStorage until it is cleared', () => {
    const share = { url: 'https://valley.test/d/inn', email: 'friend@example.com' };
    usePendingShareStore.getState().save(share);
    expect(JSON.parse(window.localStorage.getItem(PENDING_SHARE_STORAGE_KEY) ?? 'null')).toEqual({ state: { share }, version: 1 });

    usePendingShareStore.getState().clear();
    expect(usePendingShareStore.getState().share).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(PENDING_SHARE_STORAGE_KEY) ?? 'null')).toEqual({ state: { share: null }, version: 1 });
  });

  it('replaces an older share with a newer one', () => {
    usePendingShareStore.getState().save({ url: 'https://valley.test/a', email: 'a@example.com' });
    usePendingShareStore.getState().save({ url: 'https://valley.test/b', email: 'b@example.com' });
    expect(usePendingShareStore.getState().share).toEqual({ url: 'https://valley.test/b', email: 'b@example.com' });
  });
});
