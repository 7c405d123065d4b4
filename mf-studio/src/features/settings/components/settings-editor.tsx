import { SITE_SETTING_LINKS, StudioSettingsSchema, type StudioSettingsView } from '@valley/shared/schemas/studio';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { TextInput } from '../../../components/studio-parts';
import { useSettingsCalls } from '../api/settings';
import styles from './settings.module.css';

type Values = Record<keyof StudioSettingsView['live'], string>;

const valuesOf = (view: StudioSettingsView): Values => {
  const shown = view.draft?.content ?? view.live;
  return Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, value ?? ''])) as Values;
};

/**
 * The site's settings (decision 095): the organization's name, the nav bar colour (kept readable under its white text) and the
 * footer's social and partner links, saved as a draft and published by a publisher or the Board, with their history.
 */
export function SettingsEditor({ view }: { view: StudioSettingsView }) {
  const editor = useDraftedEditor(view, {
    valuesOf,
    schema: StudioSettingsSchema,
    ...useSettingsCalls(),
    published: (saved) => `Published: the site shows revision ${saved.revision} of its settings.`,
    item: { kind: 'settings', key: 'site' },
  });
  const { values, problems } = editor;

  const input = (key: keyof Values, label: string, type = 'text') => (
    <TextInput key={key} label={label} type={type} value={values[key]} onChange={(value) => editor.change({ ...values, [key]: value })} error={problems[key]} />
  );

  return (
    <section className={styles.settings} aria-labelledby="studio-settings-form">
      <h3 id="studio-settings-form">Site settings</h3>
      <DraftedForm editor={editor}>
        {input('organization', 'Organization')}
        <div className={styles.color}>
          {input('nav_bar_color', 'Nav bar color', 'color')}
          <span className={styles.sample} style={{ background: values.nav_bar_color }}>
            Menu text on it
          </span>
        </div>
        <fieldset className={styles.links}>
          <legend>Footer links</legend>
          {Object.entries(SITE_SETTING_LINKS).map(([key, label]) => input(key as keyof Values, label, 'url'))}
        </fieldset>
      </DraftedForm>
    </section>
  );
}
