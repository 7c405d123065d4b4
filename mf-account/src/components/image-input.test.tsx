import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageInput } from './image-input';

function Field() {
  const [value, setValue] = useState('');
  return <ImageInput label="Logo" size="1000x1000" value={value} onChange={setValue} />;
}

const file = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'logo.png', { type });

describe('ImageInput', () => {
  it("refuses a file over 5,000,000 bytes with 'File is too big!' and clears the field", () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<Field />);
    const input = screen.getByLabelText('Logo') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [file(5_000_001)] } });
    expect(alert).toHaveBeenCalledWith('File is too big!');
    expect(input.value).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    alert.mockRestore();
  });

  it('shows a chosen image of 5,000,000 bytes and lets the member remove it', async () => {
    render(<Field />);
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file(5_000_000)] } });
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });
});
