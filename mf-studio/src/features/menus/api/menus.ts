import useSWRMutation from 'swr/mutation';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import { apiKey, useApi, useApiClient } from '@valley/shared/api/swr';
import type { StudioMenu } from '@valley/shared/schemas/studio';

const MENUS_KEY = apiKey('studioMenus');

/** The utility bar and both footer menus, each live, with its draft and history (every studio role). */
export function useMenus() {
  return useApi('studioMenus', {});
}

type MenuCall = Extract<EndpointName, 'studioMenuDraft' | 'studioMenuPublish' | 'studioMenuDiscard' | 'studioMenuRestore'>;

/** One of the menu calls; its answer (the menu as it now is) replaces that menu in the list. */
export function useMenuCall<N extends MenuCall>(name: N) {
  const client = useApiClient();
  const send = (input: EndpointInput<N>): Promise<StudioMenu> => client.call(name, input);
  return useSWRMutation(MENUS_KEY, (_key, { arg }: { arg: EndpointInput<N> }) => send(arg), {
    revalidate: false,
    populateCache: (saved: StudioMenu, menus: StudioMenu[] | undefined) => (menus ?? []).map((menu) => (menu.name === saved.name ? saved : menu)),
  });
}
