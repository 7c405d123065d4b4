import fields from '../../../components/form-fields.module.css';
import { MediaPicker } from '../../../components/media-picker';
import { TextInput } from '../../../components/studio-parts';

/** A block's picture (decision 126): its address, typed or chosen from the media library, with a preview of what is set. */
export function BlockImageField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={fields.field}>
      <TextInput label={label} value={value} onChange={onChange} autoComplete="off" />
      {value ? <img className={fields.preview} src={value} alt={`${label} preview`} /> : null}
      <MediaPicker label={label} onPick={(image) => onChange(image.url)} />
    </div>
  );
}
