import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageInput } from './image-input';

function Field() {
  const [value, setValue] = useState('');
  return <ImageInput label="Logo" size="1000x1000" value={value} onChange={setValue} />;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number, type = 'image/png') => {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], 'logo.png', { type });
};

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

  it.each([
    ['a renamed text file', new File(['Opening hours: 9 to 5'], 'notes.png', { type: 'image/png' })],
    ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' })],
  ])('refuses %s on selection, saying why, and shows no preview', async (_, chosen) => {
    render(<Field />);
    const input = screen.getByLabelText('Logo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Logo: “${chosen.name}” is not an image. Only JPEG, PNG, WebP or GIF images can be uploaded.`);
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();
  });

  it('offers a labelled button reached with Tab, which says Replace once an image is chosen', async () => {
    render(<Field />);
    await userEvent.tab();
    expect(screen.getByLabelText('Choose an image')).toHaveFocus();
    expect(screen.getByLabelText('Choose an image')).toBe(screen.getByLabelText('Logo'));
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file(100)] } });
    expect(await screen.findByText('Replace image')).toBeInTheDocument();
  });
});
