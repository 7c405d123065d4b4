import { Loaded, StudioScreen } from '../components/studio-parts';
import { useNavigation } from '../features/navigation/api/navigation';
import { NavigationEditor } from '../features/navigation/components/navigation-editor';

/** /studio/navigation: the main navigation's tabs (decision 099). */
export function NavigationPage() {
  return (
    <StudioScreen title="Navigation" intro="Changes are a draft until a publisher or the board publishes them.">
      <Loaded answer={useNavigation()} what="the navigation">
        {(view) => <NavigationEditor view={view} />}
      </Loaded>
    </StudioScreen>
  );
}
