import { useEffect, useRef } from 'react';
import { segmentsOf, valueAt, withValue } from '../../site/core/lib/json-pointer.ts';

/** A list item just removed: where it was and what it held, so Undo can put it back. */
export interface Removal {
  index: number;
  item: unknown;
  label: string;
}

/** A copy of `data` with `item` put back into the list at `pointer`, at `index`. */
export function withInserted(data: unknown, pointer: string, index: number, item: unknown): unknown {
  const list = valueAt(data, pointer);
  const items = Array.isArray(list) ? [...list] : [];
  items.splice(Math.min(index, items.length), 0, item);
  return withValue(data, segmentsOf(pointer), items);
}

/**
 * "Removed Paneer Tikka. Undo": shown where the item was removed, with focus on Undo (the Remove
 * button went with the item), so a slip of the thumb beside "Move down" is one tap from undone.
 */
export function RemovedItem({ removal, undo }: { removal: Removal; undo(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <p className="removed-item" role="status">
      Removed {removal.label}.{' '}
      <button type="button" ref={button} onClick={undo}>
        Undo
      </button>
    </p>
  );
}
