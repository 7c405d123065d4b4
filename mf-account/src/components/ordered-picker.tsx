import { useId, useState } from 'react';
import type { Choice } from '../lib/lookups';
import { SortableList } from './sortable-list';
import styles from './ordered-picker.module.css';
import { Button } from '@valley/shared/ui/button';

/** Ordered ids from a lookup list: add one at a time, reorder by drag or buttons, remove, or reset to what was saved (member-area §4). */
export function OrderedPicker({
  label,
  choices,
  value,
  onChange,
  initial,
}: {
  label: string;
  choices: Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
  initial: number[];
}) {
  const id = useId();
  const [pick, setPick] = useState('');
  const nameOf = (choiceId: number) => choices.find((choice) => choice.id === choiceId)?.name ?? `#${choiceId}`;
  const available = choices.filter((choice) => !value.includes(choice.id));

  return (
    <fieldset className={styles.picker}>
      <legend>{label}</legend>
      <div className={styles.add}>
        <label htmlFor={id} className="visually-hidden">
          Choose from {label.toLowerCase()}
        </label>
        <select id={id} value={pick} onChange={(event) => setPick(event.target.value)}>
          <option value="">Choose…</option>
          {available.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={!pick}
          onClick={() => {
            onChange([...value, Number(pick)]);
            setPick('');
          }}
        >
          Add<span className="visually-hidden"> to {label.toLowerCase()}</span>
        </Button>
        <Button variant="secondary" onClick={() => onChange(initial)} disabled={initial.join() === value.join()}>
          Reset<span className="visually-hidden"> {label.toLowerCase()}</span>
        </Button>
      </div>
      {value.length > 0 ? (
        <SortableList
          label={label}
          items={value.map((choiceId) => ({ key: String(choiceId), id: choiceId }))}
          onChange={(items) => onChange(items.map((item) => item.id))}
          itemName={(item) => nameOf(item.id)}
          renderItem={(item) => nameOf(item.id)}
        />
      ) : (
        <p className={styles.none}>None chosen yet.</p>
      )}
    </fieldset>
  );
}
