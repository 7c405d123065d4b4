import { renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { installFakeApi } from '@valley/shared/testing/fake-api';
import { freshCache as wrapper } from '../testing/render';
import { useListsLoadAgain, useMemberList, withSaved } from './member-data';

describe('withSaved', () => {
  const list = [
    { id: 3, title: 'c' },
    { id: 2, title: 'b' },
  ];
  it('puts a new record first and an edited one in its old place', () => {
    expect(withSaved(list, { id: 4, title: 'd' }).map((item) => item.id)).toEqual([4, 3, 2]);
    expect(withSaved(list, { id: 2, title: 'B' })).toEqual([
      { id: 3, title: 'c' },
      { id: 2, title: 'B' },
    ]);
  });
});

describe('useListsLoadAgain', () => {
  it('asks for the lists again 2 s after the dashboard appears, once (member-area §4)', async () => {
    useConfigStore.setState({ apiUrl: 'http://api.test' });
    useAuthStore.setState({ token: 'token-1' });
    const api = installFakeApi({ 'GET /api/tips/user': () => ({ body: [] }) });
    const started = Date.now();
    renderHook(
      () => {
        useListsLoadAgain();
        return useMemberList('myTips').data;
      },
      { wrapper },
    );
    await waitFor(() => expect(api.count('GET /api/tips/user')).toBe(1));
    await waitFor(() => expect(api.count('GET /api/tips/user')).toBe(2), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.count('GET /api/tips/user')).toBe(2);
  });
});
