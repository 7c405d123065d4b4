import { Loaded } from '../../../components/studio-parts';
import { useMenus } from '../api/menus';
import { MenuEditor } from './menu-editor';

/** Every menu the studio edits, each with its own editor; a skeleton while loading and Retry when the list failed. */
export function MenusSection() {
  return (
    <Loaded answer={useMenus()} what="the menus">
      {(menus) => menus.map((menu) => <MenuEditor key={menu.name} menu={menu} />)}
    </Loaded>
  );
}
