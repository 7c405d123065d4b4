import { Loaded } from '../components/studio-parts';
import { useNavigation } from '../features/navigation/api/navigation';
import { NavigationEditor } from '../features/navigation/components/navigation-editor';

/** /studio/navigation: the main navigation's tabs (decision 099). */
export function NavigationPage() {
  return (
    <section aria-labelledby="studio-navigation">
      <h2 id="studio-navigation">Navigation</h2>
      <p>Changes are a draft until a publisher or the board publishes them.</p>
      <Loaded answer={useNavigation()} what="the navigation">
        {(view) => <NavigationEditor view={view} />}
      </Loaded>
    </section>
  );
}
