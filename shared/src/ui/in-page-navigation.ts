import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from '@valley/shared/router';
import type { QueryCodec } from '@valley/shared/url-query';

const KEEP_SCROLL = 'keepScroll';
/** Marks drawers opened by this document: after a reload the entry is a stale one, and Close must not step back off the page. */
const THIS_DOCUMENT = `${Date.now()}-${Math.random()}`;

type State = Record<string, unknown>;
const stateOf = (state: unknown): State => (state !== null && typeof state === 'object' ? (state as State) : {});

/**
 * Options for a navigation that changes what a page shows, not which page it is (a filter, the sort, an open drawer): the shell
 * keeps the scroll where the visitor is instead of going to the top (decision 043).
 */
export function keepScroll(state: State = {}): NavigateOptions {
  return { preventScrollReset: true, state: { ...state, [KEEP_SCROLL]: true } };
}

/**
 * A listing's filters, sort and view, read from the URL query and written back to it through `codec` (a listing can be shared, and
 * Back undoes a change); `update` changes some of them. A change keeps the visitor's place unless `keepPlace` is false.
 */
export function useQueryState<T>(codec: QueryCodec<T>, { keepPlace = true }: { keepPlace?: boolean } = {}): [T, (change: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => codec.read(params), [codec, params]);
  const update = useCallback(
    (change: Partial<T>) => setParams(codec.write({ ...value, ...change }), keepPlace ? keepScroll() : undefined),
    [codec, keepPlace, setParams, value],
  );
  return [value, update];
}

/** Whether a location was reached by a keepScroll() navigation. */
export const keepsScroll = (state: unknown): boolean => stateOf(state)[KEEP_SCROLL] === true;

/**
 * Which record a page's detail drawer shows, kept in a history entry of its own: Back closes the drawer (a full-screen sheet on a
 * phone) instead of leaving the page, Forward opens it again, and Back from a link followed inside it returns to it open.
 */
export function useHistoryDetail(name: string): { id: string | null; open: (id: string) => void; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state = stateOf(location.state);
  const detail = state[name];
  const id = typeof detail === 'string' ? detail : null;
  const pushedHere = state.openedBy === THIS_DOCUMENT;

  const open = useCallback(
    (next: string) =>
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, keepScroll({ [name]: next, openedBy: THIS_DOCUMENT })),
    [navigate, location.pathname, location.search, location.hash, name],
  );
  const close = useCallback(() => {
    if (id === null) return;
    // The entry open() added: step back to the one before it. One restored by a reload: replace it, since Back would leave the page.
    if (pushedHere) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { ...keepScroll(), replace: true });
  }, [id, pushedHere, navigate, location.pathname, location.search, location.hash]);
  return { id, open, close };
}
