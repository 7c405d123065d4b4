import { StudioScreen } from '../components/studio-parts';
import { MenusSection } from '../features/menus/components/menus-section';

/** /studio/menus: the utility bar and the footer's two columns (decision 095); the main navigation's tabs come next (issue 45). */
export function MenusPage() {
  return (
    <StudioScreen title="Menus" intro="Changes are a draft until a publisher or the board publishes them; the site keeps showing the live menu until then.">
      <MenusSection />
    </StudioScreen>
  );
}
