import { useSettings } from '../features/settings/api/settings';
import { SettingsEditor } from '../features/settings/components/settings-editor';
import { Loaded, StudioScreen } from '../components/studio-parts';

/** /studio/settings: the site's name, nav bar colour and footer links (decision 095). */
export function SettingsPage() {
  return (
    <StudioScreen title="Settings" intro="Changes are a draft until a publisher or the board publishes them.">
      <Loaded answer={useSettings()} what="the settings">
        {(view) => <SettingsEditor view={view} />}
      </Loaded>
    </StudioScreen>
  );
}
