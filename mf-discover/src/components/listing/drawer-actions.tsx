import type { ReactNode } from 'react';
import { Link } from '@valley/shared/router';
import { Button, buttonClass } from '@valley/shared/ui/button';

/** A listing drawer's footer: Close, what one kind adds (Destination Audio), and the link to the page of what it shows. */
export function DrawerActions({ onClose, to, label, children }: { onClose: () => void; to: string; label: string; children?: ReactNode }) {
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
      {children}
      <Link className={buttonClass()} to={to}>
        {label}
      </Link>
    </>
  );
}
