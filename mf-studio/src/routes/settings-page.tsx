import { useSettings } from '../features/settings/api/settings';
import { SettingsEditor } from '../features/settings/components/settings-editor';
import { Loaded } from '../components/studio-parts';

/** /studio/settings: the site's name, nav bar colour and footer links (decision 095). */
export function SettingsPage() {
  return (
    <section aria-labelledby="studio-settings">
      <h2 id="studio-settings">Settings</h2>
      <p>Changes are a draft until a publisher or the board publishes them.</p>
      <Loaded answer={useSettings()} what="the settings">
        {(view) => <SettingsEditor view={view} />}
      </Loaded>
    </section>
  );
}
