import type { ReactNode } from 'react';
import { Button } from './button';
import { Drawer } from './drawer';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** 'Filter Events', 'Filter Posts'. */
  title: string;
  /** The id of the form among `children` that Apply Filters submits. */
  formId: string;
  /** Reset: the listing unfiltered. */
  onReset: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A listing's filter drawer (public-site §4), on the left: the form's fields, then Reset and Apply Filters. Submit sends the filters and
 * closes; Reset reloads unfiltered and closes. The listing's own form says what is filtered.
 */
export function FilterDrawer({ open, onClose, title, formId, onReset, className, children }: FilterDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      side="left"
      {...(className && { className })}
      footer={
        <>
          <Button variant="outline" onClick={onReset}>
            Reset
          </Button>
          <Button type="submit" form={formId}>
            Apply Filters
          </Button>
        </>
      }
    >
      {children}
    </Drawer>
  );
}
