import { apiKey, useApi } from '@valley/shared/api/swr';
import type { StudioMenu } from '@valley/shared/schemas/studio';
import { useDraftCalls } from '../../../lib/studio-mutation';

const MENUS_KEY = apiKey('studioMenus', {});

/** The utility bar and both footer menus, each live, with its draft and history (every studio role). */
export function useMenus() {
  return useApi('studioMenus', {});
}

/** A menu call's answer (the menu as it now is) replaces that menu in the list. */
const replaceMenu = (saved: StudioMenu, menus: StudioMenu[] | undefined) => (menus ?? []).map((menu) => (menu.name === saved.name ? saved : menu));

/** A menu's calls: each answer replaces that menu in the list. */
export const useMenuCalls = (name: StudioMenu['name']) => useDraftCalls('studioMenu', MENUS_KEY, { name }, replaceMenu);
