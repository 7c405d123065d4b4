import { act, renderHook, waitFor } from '@testing-library/react';
import type { MemberTip } from '@valley/shared/schemas/member';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { useMemberList } from '../../../lib/member-data';
import { installFakeApi as install, type FakeAnswer } from '@valley/shared/testing/fake-api';
import { freshCache as wrapper } from '../../../testing/render';
import { useAddTip } from './add-tip';
import { useRemoveTip } from './remove-tip';
import { useUpdateTip } from './update-tip';

const tip = (id: number, title: string): MemberTip => ({
  id,
  slug: `tip-${id}`,
  title,
  tip: '<p>Go early.</p>',
  destination_id: 12,
  destination_name: 'Elk Creek Café',
  website: null,
  social_link: null,
  main_img: null,
  approved: 0,
  favorited: false,
  review_status: 'pending',
  review_note: null,
  has_pending_changes: false,
});
const older = tip(40, 'Park behind the mill');
const added = tip(41, 'Ask for the brown trout');
const LIST = 'GET /api/tips/user';
const CREATE = 'POST /api/tips/create';

// The list is read while rendering, as the tab reads it (swr re-renders for what a render read).
const useTipsTab = () => ({ items: useMemberList('myTips').data, add: useAddTip(), update: useUpdateTip(), remove: useRemoveTip() });

beforeEach(() => {
  useConfigStore.setState({ apiUrl: 'http://api.test' });
  useAuthStore.setState({ token: 'token-1' });
});

describe('the tip hooks put the saved tip into the cached list', () => {
  it('adds, updates and removes without asking for the list again', async () => {
    const api = install({
      [LIST]: () => ({ body: [older] }),
      [CREATE]: () => ({ body: added }),
      'POST /api/tips/update': ({ body }) => ({ body: { ...older, title: (body as { tip_title: string }).tip_title } }),
      'POST /api/tips/delete': () => ({ body: { message: 'Tip removed!' } }),
    });
    const { result } = renderHook(useTipsTab, { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([older]));

    await act(() => result.current.add.trigger({ tip_title: added.title, tip: added.tip, destination: 12, image: null }));
    expect(result.current.items?.map((item) => item.title)).toEqual(['Ask for the brown trout', 'Park behind the mill']);

    await act(() => result.current.update.trigger({ id: older.id, tip_title: 'Park behind the old mill', tip: older.tip, destination: 12, image: null }));
    expect(result.current.items?.map((item) => item.title)).toEqual(['Ask for the brown trout', 'Park behind the old mill']);

    const answer = await act(() => result.current.remove.trigger(added.id));
    expect(answer.message).toBe('Tip removed!');
    expect(result.current.items?.map((item) => item.id)).toEqual([older.id]);
    expect(api.count(LIST)).toBe(1);
  });

  it('sends one Idempotency-Key per submit, the same on the retry after a 503', async () => {
    let creates = 0;
    const api = install({
      [LIST]: () => ({ body: [older] }),
      [CREATE]: (): FakeAnswer =>
        ++creates === 1
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'busy' }, headers: { 'retry-after': '0' } }
          : { body: added },
    });
    const { result } = renderHook(useTipsTab, { wrapper });
    await waitFor(() => expect(result.current.items).toBeDefined());
    await act(() => result.current.add.trigger({ tip_title: added.title, tip: added.tip, destination: 12, image: null }));
    await act(() => result.current.add.trigger({ tip_title: added.title, tip: added.tip, destination: 12, image: null }));

    const keys = api.requests.filter((request) => request.route === CREATE).map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(result.current.items?.map((item) => item.id)).toEqual([added.id, older.id]);
    expect(api.count(LIST)).toBe(1);
  });

  it('a failed save leaves the list as it was', async () => {
    const api = install({
      [LIST]: () => ({ body: [older] }),
      [CREATE]: () => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'destination: Destination is required' } }),
    });
    const { result } = renderHook(useTipsTab, { wrapper });
    await waitFor(() => expect(result.current.items).toBeDefined());
    await act(() =>
      expect(result.current.add.trigger({ tip_title: 'Nowhere', tip: '<p>?</p>', destination: 99, image: null })).rejects.toThrow(
        'destination: Destination is required',
      ),
    );
    expect(result.current.items).toEqual([older]);
    expect(api.count(LIST)).toBe(1);
  });

  it('a tip saved before the list arrived leaves the list to be asked for again', async () => {
    let answerFirstList: ((answer: FakeAnswer) => void) | undefined;
    let lists = 0;
    const api = install({
      [LIST]: () => (++lists === 1 ? new Promise<FakeAnswer>((resolve) => (answerFirstList = resolve)) : { body: [added, older] }),
      [CREATE]: () => ({ body: added }),
    });
    const { result } = renderHook(useTipsTab, { wrapper });
    await waitFor(() => expect(api.count(LIST)).toBe(1));
    await act(() => result.current.add.trigger({ tip_title: added.title, tip: added.tip, destination: 12, image: null }));
    answerFirstList?.({ body: [older] });
    await waitFor(() => expect(result.current.items?.map((item) => item.id)).toEqual([added.id, older.id]));
    expect(api.count(LIST)).toBe(2);
  });
});
