import { MenusSection } from '../features/menus/components/menus-section';

/** /studio/menus: the utility bar and the footer's two columns (decision 095); the main navigation's tabs come next (issue 45). */
export function MenusPage() {
  return (
    <section aria-labelledby="studio-menus">
      <h2 id="studio-menus">Menus</h2>
      <p>Changes are a draft until a publisher or the board publishes them; the site keeps showing the live menu until then.</p>
      <MenusSection />
    </section>
  );
}
