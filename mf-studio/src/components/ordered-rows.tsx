import { useEffect, useRef } from 'react';
import { Button } from '@valley/shared/ui/button';

/**
 * Move up and Move down for the rows of an ordered list (a menu's links, the navigation's tabs). Each row carries `data-row={index}`
 * inside `rows`; the keyboard stays on the moved row: its same button in its new place, or the other one once it reaches an end.
 */
export function useOrderedRows<T>(
  items: readonly T[],
  change: (next: T[]) => void,
  announce: (text: string) => void,
  nameOf: (item: T, index: number) => string,
) {
  const rows = useRef<HTMLFieldSetElement | null>(null);
  const focusAfterMove = useRef<{ row: number; by: -1 | 1 } | null>(null);

  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const buttons = [...(rows.current?.querySelectorAll<HTMLButtonElement>(`[data-row="${moved.row}"] [data-move]`) ?? [])].filter(
      (button) => !button.disabled,
    );
    (buttons.find((button) => button.dataset.move === String(moved.by)) ?? buttons[0])?.focus();
  });

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    change(next);
    announce(`${nameOf(item!, index)} moved to position ${index + by + 1} of ${items.length}.`);
    focusAfterMove.current = { row: index + by, by };
  }

  /** The row's two buttons, named by the row's item. */
  const moveButtons = (index: number) => {
    const name = nameOf(items[index]!, index);
    return (
      <>
        <Button variant="outline" data-move="-1" disabled={index === 0} aria-label={`Move up: ${name}`} onClick={() => move(index, -1)}>
          Move up
        </Button>
        <Button variant="outline" data-move="1" disabled={index === items.length - 1} aria-label={`Move down: ${name}`} onClick={() => move(index, 1)}>
          Move down
        </Button>
      </>
    );
  };

  return { rows, moveButtons };
}
