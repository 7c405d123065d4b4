import { useId } from 'react';
import type { RichTextEditorProps } from '../components/rich-text-editor';

/** TipTap needs layout jsdom lacks: component tests type HTML into a plain labelled textarea instead. */
export function RichTextEditor({ label, value, onChange, onBlur, error }: RichTextEditorProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
