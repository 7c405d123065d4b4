import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';

export interface DrawerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role'> {
  /** The record's own page: where the link goes without JavaScript, in a new tab, or for a crawler. */
  href: string;
  /** Opens the record in place (its drawer). */
  onOpen: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A card's link to its record that opens the record in place instead: with JavaScript a plain click, Enter or Space opens the drawer
 * (so it is a button to assistive technology); a modified or middle click, and any click without JavaScript, follow the link (decision 051).
 */
export function DrawerLink({ href, onOpen, onClick, onKeyDown, children, ...rest }: DrawerLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  const keyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    // A link answers Enter itself (as a click); a button answers Space too.
    if (event.defaultPrevented || event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a {...rest} href={href} role="button" onClick={click} onKeyDown={keyDown}>
      {children}
    </a>
  );
}
