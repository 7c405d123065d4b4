import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DrawerLink } from './drawer-link';

/** The link as a listing renders it, found as assistive technology finds it. */
function renderLink(onOpen: () => void) {
  render(
    <DrawerLink href="/d/the-inn" onOpen={onOpen}>
      The Inn
    </DrawerLink>,
  );
  return screen.getByRole('button', { name: 'The Inn' });
}

describe('DrawerLink', () => {
  it('is a link to the page on the server and without JavaScript', () => {
    const html = renderToString(
      <DrawerLink href="/d/the-inn" onOpen={() => undefined}>
        The Inn
      </DrawerLink>,
    );
    expect(html).toContain('href="/d/the-inn"');
  });

  it('opens in place on a plain click, Enter or Space, as a button does', () => {
    const onOpen = jest.fn();
    const link = renderLink(onOpen);
    expect(fireEvent.click(link)).toBe(false); // the browser does not follow it
    fireEvent.keyDown(link, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('leaves a modified or middle click to the browser: a new tab or window gets the page', () => {
    const onOpen = jest.fn();
    const link = renderLink(onOpen);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
