import { useState } from 'react';
import { SITE_SETTING_LINKS, StudioSettingsSchema, type StudioSettingsView } from '@valley/shared/schemas/studio';
import { DraftActions, DraftFooter, DraftState, useDraftEditing } from '../../../components/draft-parts';
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
  const [values, setValues] = useState<Values>(() => valuesOf(view));
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const editing = useDraftEditing(view, (saved) => setValues(valuesOf(saved)));
  const { shown, dirty, setDirty, setStatus, run, edited } = editing;
  const calls = useSettingsCalls();
  const { draft, publish, discard, restore } = calls;

  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    edited();
  };

  const input = (key: keyof Values, label: string, type = 'text') => (
    <TextInput key={key} label={label} type={type} value={values[key]} onChange={(value) => set(key, value)} error={problems[key]} />
  );

  async function saveDraft(): Promise<boolean> {
    const parsed = StudioSettingsSchema.safeParse(values);
    setProblems(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    if (!parsed.success) return false;
    return run(
      () => draft.trigger({ body: { base_revision: shown.revision, settings: values } }),
      () => 'Draft saved. The site shows it once it is published.',
    );
  }

  async function publishDraft() {
    if ((dirty || !shown.draft) && !(await saveDraft())) return;
    await run(
      () => publish.trigger({ body: {} }),
      (saved) => `Published: the site shows revision ${saved.revision} of its settings.`,
    );
  }

  return (
    <section className={styles.settings} aria-labelledby="studio-settings-form">
      <h3 id="studio-settings-form">Site settings</h3>
      <DraftState draft={shown.draft} revision={shown.revision} dirty={dirty} />
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
      <DraftActions
        editing={editing}
        calls={calls}
        onSave={() => void saveDraft()}
        onPublish={() => void publishDraft()}
        discard={() => discard.trigger({ body: {} })}
        onUndo={() => {
          setValues(valuesOf(shown));
          setProblems({});
          setDirty(false);
          setStatus('Changes undone.');
        }}
      />
      <DraftFooter editing={editing} calls={calls} restore={(revision) => restore.trigger({ body: { revision } })} />
    </section>
  );
}
