import { Button } from '@valley/shared/ui/button';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { useMenus } from '../api/menus';
import { MenuEditor } from './menu-editor';

/** Every menu the studio edits, each with its own editor; a skeleton while loading and Retry when the list failed. */
export function MenusSection() {
  const { data: menus, error, mutate, isValidating } = useMenus();
  if (error && !menus) {
    return (
      <div role="alert">
        <p>The menus could not be loaded.</p>
        <Button variant="outline" pending={isValidating} onClick={() => void mutate()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!menus) return <TextSkeleton lines={6} label="Loading the menus" />;
  return menus.map((menu) => <MenuEditor key={menu.name} menu={menu} />);
}
