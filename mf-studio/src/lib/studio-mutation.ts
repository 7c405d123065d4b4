import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName, EndpointOutput } from '@valley/shared/api/contract';
import { useApiClient } from '@valley/shared/api/swr';

/** One studio call as an swr mutation of the list or item under `key`: its answer goes into the cache through `populateCache`. */
export function useStudioMutation<N extends EndpointName, Cached>(
  key: readonly unknown[],
  name: N,
  populateCache: ((saved: EndpointOutput<N>, cached: Cached | undefined) => Cached) | true,
) {
  const client = useApiClient();
  return useSWRMutation(key, (_key, { arg }: { arg: EndpointInput<N> }) => client.call(name, arg), { revalidate: false, populateCache });
}

/** The drafted items (decision 095) by the name their four calls start with, and the body field a draft's content goes in. */
const DRAFT_FIELD = {
  studioMenu: 'links',
  studioSettings: 'settings',
  studioNav: 'tabs',
  studioCategory: 'category',
  studioExperience: 'experience',
  studioTown: 'town',
  studioEventCategory: 'event_category',
  studioActivity: 'activity',
  studioPage: 'page',
} as const;
type Drafted = keyof typeof DRAFT_FIELD;

type Body<N extends EndpointName> = NonNullable<EndpointInput<N>['body']>;
/** What names the item in every call's body: a menu's name, a category's id; nothing for the one navigation and the settings. */
type Target<P extends Drafted> = Body<`${P}Publish`>;
type Content<P extends Drafted> = Body<`${P}Draft`> extends Record<(typeof DRAFT_FIELD)[P], infer C> ? C : never;
/** Every call of an item answers the item as it now is (one response schema in the contract). */
type Answer<P extends Drafted> = EndpointOutput<`${P}Draft`>;

/**
 * One of a drafted item's calls as an swr mutation. The bodies are built by `useDraftCalls` from the contract's types, which a
 * template-literal call name hides from TypeScript here.
 */
function useDraftCall<T, Cached>(key: readonly unknown[], name: EndpointName, populateCache: ((saved: T, cached: Cached | undefined) => Cached) | true) {
  const client = useApiClient();
  return useSWRMutation(key, (_key, { arg }: { arg: object }) => client.call(name, { body: arg } as never) as Promise<T>, {
    revalidate: false,
    populateCache,
  });
}

/**
 * A drafted item's draft, publish, discard and restore calls under `key` (each answer goes into the cache through `populateCache`),
 * and the same calls sent with the bodies the contract gives them.
 */
export function useDraftCalls<P extends Drafted, Cached>(
  item: P,
  key: readonly unknown[],
  target: Target<P>,
  populateCache: ((saved: Answer<P>, cached: Cached | undefined) => Cached) | true,
) {
  const calls = {
    draft: useDraftCall(key, `${item}Draft`, populateCache),
    publish: useDraftCall(key, `${item}Publish`, populateCache),
    discard: useDraftCall(key, `${item}Discard`, populateCache),
    restore: useDraftCall(key, `${item}Restore`, populateCache),
  };
  const send = {
    draft: (content: Content<P>, base_revision: number) => calls.draft.trigger({ ...target, base_revision, [DRAFT_FIELD[item]]: content }),
    /** `extra`: what else the call's body may say (a page's publish_at). */
    publish: (extra?: Partial<Body<`${P}Publish`>>) => calls.publish.trigger({ ...target, ...extra }),
    discard: () => calls.discard.trigger(target),
    restore: (revision: number) => calls.restore.trigger({ ...target, revision }),
  };
  return { calls, send };
}
