import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';

export interface DrawerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role'> {
  /** The record's own page: where the link goes without JavaScript, in a new tab, or for a crawler. */
  href: string;
  /** Does the link's work in place: opens the record's drawer, appends the next page. */
  onOpen: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that does its work in place with JavaScript: a card's link to its record that opens the record's drawer, or a list's link to
 * its next page that appends it. A plain click, Enter or Space acts (so it is a button to assistive technology); a modified or middle
 * click, and any click without JavaScript, follow the link (decisions 051, 053).
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
