import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from './rich-text-editor';

// TipTap needs layout jsdom lacks: the editable area is a textarea here; the count beside it is the component's own.
jest.mock('@valley/shared/ui/rich-text-body', () => ({
  EditorBody: ({ labelId, describedBy, value, onChange }: { labelId: string; describedBy: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-labelledby={labelId} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RichTextEditor label="Description" value={value} onChange={setValue} />;
}

describe('RichTextEditor', () => {
  it('shows how many characters are left, counting what a reader sees, not the tags', async () => {
    render(<Field />);
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    expect(editor).toHaveAccessibleDescription('10,000 of 10,000 characters left');
    await userEvent.type(editor, '<p>Caves &amp; trails</p>');
    expect(editor).toHaveAccessibleDescription('9,986 of 10,000 characters left');
  });

  it('says by how much a text is over the limit', async () => {
    render(<Field initial={`<p>${'a'.repeat(10_005)}</p>`} />);
    expect(await screen.findByText('5 characters over the limit of 10,000')).toBeInTheDocument();
  });
});
