import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styles from './sortable-list.module.css';

export interface SortableItem {
  /** Stable while the list is edited (not the position). */
  key: string;
}

export interface SortableListProps<T extends SortableItem> {
  /** Names the list for assistive technology ('Categories', 'Gallery photos', 'Stops'). */
  label: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** What an item is called in its buttons ('Breweries', 'Stop 2'). */
  itemName: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Whether items can be removed from here (Remove button); true unless told. */
  removable?: boolean;
}

/** An ordered list that reorders by drag (pointer, or the handle with Space and arrows) and by Move up / Move down buttons (WCAG 2.5.7). */
export function SortableList<T extends SortableItem>({ label, items, onChange, itemName, renderItem, removable = true }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  };
  const move = (index: number, by: number) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    onChange(arrayMove(items, index, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={item.key} id={item.key} name={itemName(item, index)}>
              <div className={styles.body}>{renderItem(item, index)}</div>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move ${itemName(item, index)} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => move(index, 1)}
                  disabled={index === items.length - 1}
                  aria-label={`Move ${itemName(item, index)} down`}
                >
                  ↓
                </button>
                {removable ? (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                    aria-label={`Remove ${itemName(item, index)}`}
                  >
                    ×
                  </button>
                ) : null}
              </div>
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.row} ${styles.dragging}` : styles.row}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={`Drag ${name}`}>
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}
