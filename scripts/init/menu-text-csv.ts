import type { DietTag } from '../../site/core/catalog/menu.ts';
import { MenuBuilder, type MenuFromTextResult, type MenuTextOptions } from './menu-text-builder.ts';
import { sectionMark, statedDiet } from './menu-text-diet.ts';
import { menuTextMessages as say } from './menu-text-messages.ts';
import { readPriceCell } from './menu-text-price.ts';

interface Row {
  line: number;
  text: string;
  cells: string[];
}

/** The rows of a CSV file, each with the line it starts on: quoted fields may hold separators, quotes ("") and line breaks. */
export function csvRows(text: string): Row[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  // Spreadsheets set to a comma for decimals write ";"; some tools write tabs.
  const separator = [';', '\t'].find((c) => count(c) > count(',')) ?? ',';
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let startAt = 0;
  const endRow = (end: number) => {
    cells.push(cell.trim());
    if (cells.some((c) => c !== '')) rows.push({ line: start, text: text.slice(startAt, end), cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRow(i);
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      start = line;
      startAt = i + 1;
    } else cell += c;
  }
  endRow(text.length);
  return rows;
}

/** The header words each column may go by. */
const COLUMNS = {
  category: ['category', 'tab', 'heading', 'group', 'menu', 'type of dish', 'course'],
  section: ['section', 'list', 'subcategory', 'sub-category', 'sub category'],
  name: ['name', 'dish', 'item', 'dish name', 'item name', 'title'],
  price: ['price', 'rate', 'cost', 'mrp', 'amount', 'price (₹)', 'price (rs)', 'price in ₹', 'rs', '₹', 'inr'],
  diet: ['diet', 'veg', 'veg/non-veg', 'veg / non-veg', 'food type', 'type', 'tags', 'diet tags'],
  note: ['note', 'notes', 'description', 'size', 'portion'],
} as const;
type Column = keyof typeof COLUMNS;

/**
 * A menu kept as a spreadsheet (a header row such as category,name,price,diet; "," or ";"
 * between fields) into menu.json's categories, with the same warnings as a pasted menu.
 */
export function menuFromCsv(text: string, options?: MenuTextOptions): MenuFromTextResult {
  const menu = new MenuBuilder(options);
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const [header, ...rest] = rows;
  if (!header) return menu.finish();

  const where = new Map<Column, number>();
  header.cells.forEach((cell, i) => {
    const word = cell.toLowerCase().replace(/\s+/g, ' ');
    const column = (Object.keys(COLUMNS) as Column[]).find((k) => (COLUMNS[k] as readonly string[]).includes(word));
    if (column && !where.has(column)) where.set(column, i);
  });
  let body = rest;
  if (!where.has('name') || !where.has('price')) {
    menu.warn(header, say.noCsvHeader);
    for (const [i, column] of (['category', 'name', 'price', 'diet'] as const).entries()) where.set(column, i);
    body = rows;
  }
  const cellOf = (row: Row, column: Column) => {
    const i = where.get(column);
    return i === undefined ? '' : (row.cells[i] ?? '');
  };

  let category: string | undefined;
  let section: string | undefined;
  for (const row of body) {
    const at = { line: row.line, text: row.text };
    // A name typed over two lines of a cell is one name.
    const name = cellOf(row, 'name').replace(/\s+/g, ' ');
    const rowCategory = cellOf(row, 'category');
    if (rowCategory && rowCategory !== category) {
      menu.category(rowCategory, at);
      category = rowCategory;
      section = undefined;
    }
    const rowSection = cellOf(row, 'section');
    const mark = sectionMark(rowSection);
    if (rowSection && rowSection !== section) {
      menu.section(rowSection, mark, at);
      section = rowSection;
    }
    if (!name) {
      menu.warn(at, say.noCsvName);
      continue;
    }
    const prices = readPriceCell(cellOf(row, 'price'));
    if (!prices) {
      menu.warn(at, say.noPrice(name));
      continue;
    }
    const stated: DietTag[] = [];
    for (const word of cellOf(row, 'diet')
      .split(/\s*[,/+&|]\s*/)
      .filter(Boolean)) {
      const tag = statedDiet(word);
      if (tag) stated.push(tag);
      else menu.warn(at, say.unknownDiet(word));
    }
    const note = cellOf(row, 'note');
    menu.dish({ name, prices, stated, ...(note ? { note } : {}) }, at);
  }
  return menu.finish();
}
