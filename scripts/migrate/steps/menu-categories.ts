import { applyEdits, findNodeAtLocation, modify, type Node, parseTree } from 'jsonc-parser';
import { isRecord } from '../../../site/core/lib/is-record.ts';
import type { MigrationStep } from '../migration-step.ts';

/** The lists of a category split before issue 36, with the section each becomes. */
const SPLIT = [
  { list: 'veg', id: 'veg', mark: 'veg' },
  { list: 'nonVeg', id: 'non-veg', mark: 'non-veg' },
] as const;

interface Splice {
  start: number;
  end: number;
  text: string;
}

const indentAt = (text: string, offset: number) => /[ \t]*$/.exec(text.slice(0, offset))![0];

/** `block`'s lines after the first, moved right by `by`, so a list moved one level deeper still lines up. */
const deeper = (block: string, by: string) => block.replace(/\n(?=.)/g, `\n${by}`);

/**
 * Before issue 36 the menu had six categories keyed by fixed ids, each either one list of dishes or
 * split into veg and non-veg lists headed by two labels, and a dish's note was its "description".
 * Now categories are an ordered list, each with its id, and a split becomes two sections, each
 * with its heading and food mark. The dishes' own text moves as it is, comments and all.
 */
export const menuCategories: MigrationStep = {
  file: 'menu.json',
  summary: 'the menu’s tabs are now an ordered list, and veg and non-veg are sections of a tab, each with its heading',
  isOld: (data) => isRecord(data) && isRecord(data.categories),
  migrate(text) {
    // In three passes, each of edits that do not overlap: notes, then sections, then the list.
    const notes = (categories: Node) =>
      dishesOf(categories).flatMap((dish) => {
        const key = findNodeAtLocation(dish, ['description'])?.parent?.children?.[0];
        return key ? [{ start: key.offset, end: key.offset + key.length, text: '"note"' }] : [];
      });
    const labels = parseTree(text) && findNodeAtLocation(parseTree(text)!, ['labels']);
    const label = (list: string) => {
      const node = labels && findNodeAtLocation(labels, [list]);
      return typeof node?.value === 'string' ? node.value : list;
    };
    let out = splice(text, notes(categoriesOf(text)));
    out = splice(
      out,
      (categoriesOf(out).children ?? []).flatMap((p) => splitToSections(out, p.children![1]!, label)),
    );
    out = splice(out, toList(out, categoriesOf(out)));
    for (const list of ['veg', 'nonVeg']) out = applyEdits(out, modify(out, ['labels', list], undefined, {}));
    return out;
  },
};

const categoriesOf = (text: string): Node => findNodeAtLocation(parseTree(text)!, ['categories'])!;

function splice(text: string, splices: Splice[]): string {
  let out = text;
  for (const s of splices.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

/** `{ "appetizer": { … }, … }` as `[ { "id": "appetizer", … }, … ]`, each category on the lines it had. */
function toList(text: string, categories: Node): Splice[] {
  const end = categories.offset + categories.length;
  return [
    { start: categories.offset, end: categories.offset + 1, text: '[' },
    { start: end - 1, end, text: ']' },
    ...(categories.children ?? []).map((property) => {
      const [key, category] = property.children as [Node, Node];
      const inner = indentAt(text, category.children?.[0]?.offset ?? category.offset);
      return { start: key.offset, end: category.offset + 1, text: `{\n${inner}"id": ${JSON.stringify(key.value)},` };
    }),
  ];
}

/** The dishes of every category, split or not. */
const dishesOf = (categories: Node): Node[] =>
  (categories.children ?? []).flatMap((property) =>
    (property.children?.[1]?.children ?? []).flatMap((p) => {
      const value = p.children?.[1];
      return value?.type === 'array' ? (value.children ?? []).filter((d) => d.type === 'object') : [];
    }),
  );

/** A split category's `"veg": […], "nonVeg": […]`, rewritten as its `"sections": […]`. */
function splitToSections(text: string, category: Node, label: (list: string) => string): Splice[] {
  const lists = SPLIT.flatMap((split) => {
    const node = findNodeAtLocation(category, [split.list]);
    return node ? [{ ...split, property: node.parent!, value: node }] : [];
  });
  if (lists.length === 0) return [];
  const first = lists[0]!.property;
  const last = lists.at(-1)!.property;
  const indent = indentAt(text, first.offset);
  const unit = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  const sections = lists.map(({ id, list, mark, value }) => {
    const items = deeper(text.slice(value.offset, value.offset + value.length), unit + unit);
    const head = `"id": ${JSON.stringify(id)}, "label": ${JSON.stringify(label(list))}, "mark": "${mark}"`;
    return `${indent}${unit}{\n${indent}${unit}${unit}${head},\n${indent}${unit}${unit}"items": ${items}\n${indent}${unit}}`;
  });
  return [
    { start: first.offset, end: last.offset + last.length, text: `"sections": [\n${sections.join(',\n')}\n${indent}]` },
  ];
}
