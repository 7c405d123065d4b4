import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGallery } from './photo-gallery';

const images = [
  'http://api.test/media/gallery/a.1000x1000.webp',
  'http://api.test/media/gallery/b.1000x1000.webp',
  'http://api.test/media/gallery/c.1000x1000.webp',
];

const open = async (photo: number) => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before the gallery</button>
      <PhotoGallery images={images} name="Penns Cave" />
      <a href="/after">After the gallery</a>
    </>,
  );
  const thumbnail = screen.getByRole('button', { name: `Open photo ${photo} of 3` });
  await user.click(thumbnail);
  return { user, thumbnail, viewer: screen.getByRole('dialog', { name: 'Penns Cave photos' }) };
};

describe('the gallery lightbox', () => {
  it('keeps Tab and Shift+Tab inside the viewer', async () => {
    const { user, viewer } = await open(2);
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.tab();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(viewer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('gives focus back to the photo that opened it when it closes', async () => {
    const { user, thumbnail } = await open(3);
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumbnail).toHaveFocus();
  });

  it('stops the page behind from scrolling while it is open', async () => {
    document.body.style.overflow = 'auto';
    const { user, viewer } = await open(1);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('moves with the arrow keys and the buttons, bounded at both ends, and says where it is', async () => {
    const { user, viewer } = await open(1);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Penns Cave (3 of 3)' })).toHaveAttribute('src', images[2]);
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });
});
