import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { pointerOf, type PathSegment } from '../site/core/lib/json-pointer.ts';
import { itemLabel } from './staff-words.ts';

/** Results listed at once; typing more narrows them. */
const SHOWN = 8;

export interface FoundItem {
  pointer: string;
  name: string;
  /** The names of the items holding it ("Main course › Veg"), to tell two alike apart. */
  within: string;
}

/** Every named list item in `data`, anywhere in the file, in file order. */
export function namedItems(data: unknown): FoundItem[] {
  const found: FoundItem[] = [];
  const walk = (value: unknown, path: PathSegment[], within: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const name = itemLabel(item, index);
        const named = name !== itemLabel(undefined, index);
        if (named && typeof item === 'object' && item !== null)
          found.push({ pointer: pointerOf([...path, index]), name, within: within.join(' › ') });
        walk(item, [...path, index], named ? [...within, name] : within);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        // A named group that is not a list item (the menu's "Appetizers"), below the file's own top level.
        const group =
          path.length > 0 && typeof child === 'object' && child !== null && !Array.isArray(child)
            ? itemLabel(child, 0)
            : undefined;
        walk(
          child,
          [...path, key],
          group === undefined || group === itemLabel(undefined, 0) ? within : [...within, group],
        );
      }
    }
  };
  walk(data, [], []);
  return found;
}

/** The items whose name holds `query` (any case), those starting with it first. */
export function findItems(items: readonly FoundItem[], query: string): FoundItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const matches = items.filter((item) => item.name.toLowerCase().includes(q));
  return [
    ...matches.filter((m) => m.name.toLowerCase().startsWith(q)),
    ...matches.filter((m) => !m.name.toLowerCase().startsWith(q)),
  ];
}

/**
 * "Find an item": a search over every named item in the file (a dish, an event, a question),
 * however deep its list. Enter, or a result, opens the item and puts the caret in its first field.
 */
export function ItemSearch({ data, open }: { data: unknown; open(pointer: string): void }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const listId = useId();
  const items = useMemo(() => namedItems(data), [data]);
  const results = useMemo(() => findItems(items, query), [items, query]);
  if (items.length === 0) return null;
  const choose = (item: FoundItem) => {
    setQuery('');
    open(item.pointer);
  };
  return (
    <div role="search" className="item-search">
      <label htmlFor={inputId}>
        <Search aria-hidden="true" size={16} /> Find an item
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="A name, e.g. the first letters"
        aria-describedby={`${inputId}__count`}
        aria-controls={results.length > 0 ? listId : undefined}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && results[0]) {
            e.preventDefault();
            choose(results[0]);
          }
          if (e.key === 'Escape') setQuery('');
        }}
      />
      <p className="hint" id={`${inputId}__count`} aria-live="polite">
        {query.trim()
          ? results.length
            ? `${results.length} found: Enter opens the first.`
            : `No item is named like “${query.trim()}”.`
          : ''}
      </p>
      {results.length > 0 && (
        <ul id={listId} className="item-results">
          {results.slice(0, SHOWN).map((item) => (
            <li key={item.pointer}>
              <button type="button" className="link" onClick={() => choose(item)}>
                {item.name}
                {item.within && <span className="where"> in {item.within}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
