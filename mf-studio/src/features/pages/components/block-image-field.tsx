import fields from '../../../components/form-fields.module.css';
import { MediaPicker } from '../../../components/media-picker';
import { TextInput } from '../../../components/studio-parts';

/** A block's picture (decision 126): its address, typed or chosen from the media library, with a preview of what is set. */
export function BlockImageField({ label, name, value, onChange }: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={fields.field}>
      <TextInput label={label} name={name} value={value} onChange={onChange} autoComplete="off" />
      {value ? <img className={fields.preview} src={value} alt={`${label} preview`} /> : null}
      <MediaPicker label={label} onPick={onChange} />
    </div>
  );
}
