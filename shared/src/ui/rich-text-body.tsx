import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect } from 'react';
import styles from './rich-text-body.module.css';

const HEADINGS = [2, 3, 4, 5, 6] as const;
type Level = (typeof HEADINGS)[number];

/** Only what the API's sanitiser keeps (decision 009): no code, strike, underline or rules. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADINGS] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
  }),
];

/** The editable area is a labelled multi-line textbox, invalid while its message shows. */
const attributesFor = (labelId: string, describedBy: string, invalid: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  'aria-describedby': describedBy,
  'aria-invalid': invalid ? 'true' : 'false',
  class: styles.content ?? '',
});

/**
 * The rich-text editor itself (TipTap): its formatting toolbar and a labelled editable area; the app puts its label, count and message
 * around it and loads this lazily, since TipTap and ProseMirror are the heaviest code of a form.
 */
export function EditorBody({
  labelId,
  describedBy,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  labelId: string;
  /** The count of characters left and, while it shows, the message. */
  describedBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  invalid: boolean;
}) {
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: attributesFor(labelId, describedBy, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a reset after saving, a record opened for editing) replaces the text. useEditor destroys an editor
  // after it is replaced or unmounted, and TipTap 3.23+ throws from a destroyed one's getHTML (ueberdosis/tiptap#8232): skip it.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: attributesFor(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      level: (HEADINGS.find((level) => current.isActive('heading', { level })) ?? 0) as Level | 0,
    }),
  });

  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className={invalid ? `${styles.editor} ${styles.invalid}` : styles.editor}>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        <select
          aria-label="Text style"
          className={styles.select}
          value={state.level}
          onChange={(event) => {
            const level = Number(event.target.value) as Level | 0;
            if (level === 0) editor.chain().focus().setParagraph().run();
            else editor.chain().focus().setHeading({ level }).run();
          }}
        >
          <option value={0}>Paragraph</option>
          {HEADINGS.map((level) => (
            <option key={level} value={level}>
              Heading {level}
            </option>
          ))}
        </select>
        <ToolButton label="Bold" pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
        <ToolButton label="Italic" pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()} />
        <ToolButton label="Bullets" pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()} />
        <ToolButton label="Numbers" pressed={state.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
        <ToolButton label="Quote" pressed={state.blockquote} onClick={() => editor.chain().focus().toggleBlockquote().run()} />
        <ToolButton label="Link" pressed={state.link} onClick={setLink} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    // A press keeps the caret in the text: the button does not take focus, so what is typed next goes on with the new format (TipTap
    // gives focus back only a frame later, and a space typed before that would press the button again).
    <button type="button" className={styles.tool} aria-pressed={pressed} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {label}
    </button>
  );
}
