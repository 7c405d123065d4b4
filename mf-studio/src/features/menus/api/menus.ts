import { apiKey, useApi } from '@valley/shared/api/swr';
import type { StudioMenu } from '@valley/shared/schemas/studio';
import { useStudioMutation } from '../../../lib/studio-mutation';

const MENUS_KEY = apiKey('studioMenus', {});

/** The utility bar and both footer menus, each live, with its draft and history (every studio role). */
export function useMenus() {
  return useApi('studioMenus', {});
}

/** A menu call's answer (the menu as it now is) replaces that menu in the list. */
const replaceMenu = (saved: StudioMenu, menus: StudioMenu[] | undefined) => (menus ?? []).map((menu) => (menu.name === saved.name ? saved : menu));

/** The menus' calls: save a draft, publish, discard, restore a revision. */
export const useMenuCalls = () => ({
  draft: useStudioMutation(MENUS_KEY, 'studioMenuDraft', replaceMenu),
  publish: useStudioMutation(MENUS_KEY, 'studioMenuPublish', replaceMenu),
  discard: useStudioMutation(MENUS_KEY, 'studioMenuDiscard', replaceMenu),
  restore: useStudioMutation(MENUS_KEY, 'studioMenuRestore', replaceMenu),
});
