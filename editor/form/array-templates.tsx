import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { ChevronDown, ChevronUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { createContext, useContext, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { isWithin, pointerOf, valueAt } from '../../site/core/lib/json-pointer.ts';
import { itemLabel, labelOf } from '../staff-words.ts';
import { DATE_ORDERED_LISTS, dateOrder, shownDate } from './dated-lists.ts';
import { useEdit } from './edit-context.ts';
import { ProblemMark } from './problem-mark.tsx';
import { RemovedItem, type Removal } from './removed-item.tsx';

/** Items drawn at once; more come with "Show more". The 100× menu has 3,900 dishes. */
const PAGE = 25;
/** A list this short shows its items open. */
const OPEN_UP_TO = 3;

interface ListState {
  pointer: string;
  isOpen(key: string, index: number): boolean;
  toggle(key: string, index: number): void;
  dragFrom?: number;
  setDragFrom(index: number | undefined): void;
  /** Notes an item about to be removed, for its Undo. */
  removing(removal: Removal): void;
  /** Shown by date, as the site shows it: no moving. */
  dated: boolean;
}
const List = createContext<ListState | undefined>(undefined);

/**
 * A list: its heading, a search box once it is long, a page of items and "Show more", and "Add".
 * Items are closed by default (a heading each, named by the item's name or title) and open to edit;
 * one holding a problem is open and marked, and the summary's "show" opens the one it points to.
 */
export function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  schema,
  fieldPathId,
  title,
  formData,
}: ArrayFieldTemplateProps) {
  const { problems, reveal, insertItem } = useEdit();
  const pointer = pointerOf(fieldPathId.path);
  const [removal, setRemoval] = useState<Removal>();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [dragFrom, setDragFrom] = useState<number>();
  const searchId = useId();
  const list: unknown[] = Array.isArray(formData) ? formData : [];
  const dated = DATE_ORDERED_LISTS.has(pointer);
  // By date, sorted when the list opens or grows or shrinks: not while a date is being typed, which would move the item away.
  const sorted = useRef<number[]>([]);
  if (sorted.current.length !== list.length) sorted.current = dated ? dateOrder(list) : list.map((_, i) => i);
  const order = sorted.current;

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return order.filter((index) => q === '' || JSON.stringify(list[index]).toLowerCase().includes(q));
  }, [list, query, order]);
  // The summary's target is always drawn, whatever the page or the search.
  const revealed =
    reveal && isWithin(reveal, pointer) && reveal !== pointer
      ? Number(reveal.slice(pointer.length + 1).split('/')[0])
      : undefined;
  const shown = new Set(matches.slice(0, limit));
  if (revealed !== undefined && Number.isInteger(revealed)) shown.add(revealed);

  const state: ListState = {
    pointer,
    isOpen: (key, index) =>
      opened.has(key) ||
      list.length <= OPEN_UP_TO ||
      index === revealed ||
      problems.within(`${pointer}/${index}`).problems > 0,
    toggle: (key) =>
      setOpened((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    dragFrom,
    setDragFrom,
    removing: setRemoval,
    dated,
  };
  const name = schema.title ?? labelOf(String(fieldPathId.path.at(-1) ?? title));
  const add = () => {
    setQuery('');
    setLimit(Math.max(limit, list.length + 1));
    onAddClick();
  };

  return (
    <fieldset className="list">
      <legend>
        {name} <span className="count">({list.length})</span>
        <ProblemMark {...problems.within(pointer)} />
      </legend>
      {schema.description && <p className="hint">{schema.description}</p>}
      {list.length > PAGE / 2 && (
        <div className="list-search">
          <label htmlFor={searchId}>Search {name.toLowerCase()}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
            }}
          />
          <p className="hint" aria-live="polite">
            {query.trim() ? `${matches.length} of ${list.length} match` : ''}
          </p>
        </div>
      )}
      <List.Provider value={state}>
        <ol className="items">{order.filter((index) => shown.has(index)).map((index) => items[index])}</ol>
      </List.Provider>
      {removal && (
        <RemovedItem
          key={`${removal.index}:${removal.label}`}
          removal={removal}
          undo={() => {
            insertItem(pointer, removal.index, removal.item);
            setRemoval(undefined);
          }}
        />
      )}
      {matches.length > limit && (
        <button type="button" className="quiet" onClick={() => setLimit(limit + PAGE)}>
          Show more ({matches.length - limit} not shown)
        </button>
      )}
      {query.trim() && matches.length === 0 && (
        <p className="hint">
          Nothing in {name.toLowerCase()} matches “{query.trim()}”.
        </p>
      )}
      {canAdd && (
        <button type="button" className="add" onClick={add}>
          <Plus aria-hidden="true" size={18} /> Add to {name.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/**
 * One item of a list: a heading that opens it, with Move up, Move down and Remove as real
 * buttons (the keyboard's and a phone's way to reorder), and the whole heading draggable with a mouse.
 */
export function ArrayFieldItemTemplate({
  children,
  buttonsProps,
  index,
  totalItems,
  itemKey,
}: ArrayFieldItemTemplateProps) {
  const list = useContext(List);
  const { data, problems, moveItem } = useEdit();
  const bodyId = useId();
  if (!list) return <li>{children}</li>;
  const pointer = `${list.pointer}/${index}`;
  const label = itemLabel(valueAt(data, pointer), index);
  const open = list.isOpen(itemKey, index);
  const { hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttonsProps;
  const { hasMoveUp, hasMoveDown } = list.dated ? { hasMoveUp: undefined, hasMoveDown: undefined } : buttonsProps;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (list.dragFrom !== undefined && list.dragFrom !== index) moveItem(list.pointer, list.dragFrom, index);
    list.setDragFrom(undefined);
  };
  return (
    <li className={`item${list.dragFrom === index ? ' dragging' : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a mouse's extra; each item's Move up and Move down buttons do the same by keyboard */}
      <div
        className="item-head"
        draggable={!list.dated}
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', label);
          list.setDragFrom(index);
        }}
        onDragEnd={() => list.setDragFrom(undefined)}
        onDragOver={(e) => e.preventDefault()}
        onDrop={drop}
      >
        {!list.dated && <GripVertical className="grip" aria-hidden="true" size={18} />}
        <button
          type="button"
          className="item-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => list.toggle(itemKey, index)}
        >
          <span className="item-number">{(list.dated && shownDate(valueAt(data, pointer))) || `${index + 1}.`}</span>{' '}
          <span className="item-name">{label}</span>
          <ProblemMark {...problems.within(pointer)} />
        </button>
        <span className="item-tools">
          {hasMoveUp !== undefined && (
            <button
              type="button"
              className="icon"
              disabled={!hasMoveUp || index === 0}
              onClick={onMoveUpItem}
              aria-label={`Move ${label} up`}
              title="Move up"
            >
              <ChevronUp aria-hidden="true" size={20} />
            </button>
          )}
          {hasMoveDown !== undefined && (
            <button
              type="button"
              className="icon"
              disabled={!hasMoveDown || index === totalItems - 1}
              onClick={onMoveDownItem}
              aria-label={`Move ${label} down`}
              title="Move down"
            >
              <ChevronDown aria-hidden="true" size={20} />
            </button>
          )}
          {hasRemove && (
            <button
              type="button"
              className="icon danger"
              onClick={(event) => {
                list.removing({ index, item: valueAt(data, pointer), label });
                onRemoveItem(event);
              }}
              aria-label={`Remove ${label}`}
              title="Remove"
            >
              <Trash2 aria-hidden="true" size={20} />
            </button>
          )}
        </span>
      </div>
      <div id={bodyId} className="item-body" hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}
