import { dietFromQuery, type DietFilterScript, matchesDiet, queryWithDiet } from '../core/lib/diet-tags.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { fillTemplate } from '../core/lib/template.ts';

/**
 * The menu's diet filter (sections/MenuDietFilter.tsx), made instant and shareable. Its CSS
 * already hides what the ticked boxes rule out, so it works without this; here the boxes are set
 * from the address (`/menu?diet=vegan,gluten-free`), each change is written back to it, the count
 * is announced, a list left empty goes and a tab left empty says so.
 */
export function initDietFilters(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>(`[${Hook.dietFilter}]:not([${Hook.armed}])`)) {
    el.setAttribute(Hook.armed, '');
    arm(el);
  }
}

function arm(el: HTMLElement): void {
  const form = el.querySelector('form');
  const status = el.querySelector('[role="status"]');
  const clear = form?.querySelector('[type="submit"]');
  if (!form || !status || !clear) return;
  const [count, noneHere, join] = JSON.parse(el.getAttribute(Hook.dietFilter) ?? '[]') as DietFilterScript;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  let dishes = [...el.querySelectorAll<HTMLElement>(`[${Hook.diet}]`)];
  const visible = `[${Hook.diet}]:not([hidden])`;
  const cards = [...el.querySelectorAll<HTMLElement>('.card')];
  // Each category's heading (sections/MenuCategoryPanel.tsx's .head), under which a note says when
  // the filter leaves it nothing: a card like its lists', made here the first time it is needed, as
  // the page has no bytes to spare for six hidden ones.
  const categories = [...el.querySelectorAll('.head')].map((head) => ({
    head,
    name: head.querySelector('h2')?.textContent ?? '',
    note: undefined as HTMLElement | undefined,
  }));
  const addNote = (head: Element) => {
    const note = document.createElement('div');
    note.className = 'card';
    note.append(document.createElement('p'), clear.cloneNode(true));
    note.lastElementChild?.setAttribute('form', form.id);
    head.after(note);
    return note;
  };

  const apply = (remember: boolean) => {
    const ticked = boxes.filter((box) => box.checked);
    const chosen = ticked.map((box) => box.value);
    const tags = ticked.map((box) => box.closest('label')?.textContent?.trim()).join(join);
    let shown = 0;
    for (const dish of dishes) {
      dish.hidden = !matchesDiet(dish.getAttribute(Hook.diet)?.split(' ') ?? [], chosen);
      if (!dish.hidden) shown++;
    }
    // A veg or non-veg list with nothing left goes; a category with nothing left says so, with Clear filter.
    for (const card of cards) card.hidden = chosen.length > 0 && !card.querySelector(visible);
    for (const category of categories) {
      const empty = chosen.length > 0 && !category.head.parentElement?.querySelector(visible);
      if (empty) category.note ??= addNote(category.head);
      if (!category.note) continue;
      category.note.hidden = !empty;
      category.note.firstChild!.textContent = fillTemplate(noneHere, { category: category.name, tags });
    }
    status.textContent = chosen.length ? fillTemplate(count, { count: shown, total: dishes.length }) : '';
    // The address is the filter, so a reload or a shared link shows the same dishes; replaced, as
    // ticking a box is not a page the back button should step through.
    if (remember) history.replaceState(history.state, '', location.pathname + queryWithDiet(location.search, chosen) + location.hash);
  };

  const chosen: readonly string[] = dietFromQuery(location.search);
  for (const box of boxes) box.checked = chosen.includes(box.value);
  // On a phone the boxes are one row that scrolls sideways: the first ticked is brought into it.
  const ticked = boxes.find((box) => box.checked)?.closest('label');
  const row = ticked?.parentElement;
  if (ticked && row) row.scrollLeft += ticked.getBoundingClientRect().left - row.getBoundingClientRect().left - parseFloat(getComputedStyle(row).paddingLeft);
  form.addEventListener('change', () => apply(true));
  // Clear filter submits the form (a page load of the menu with nothing ticked, without script): here, at once.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const box of boxes) box.checked = false;
    apply(true);
    // The button pressed hides with the filter: focus goes to the first choice rather than be lost.
    boxes[0]?.focus();
  });
  // A long menu's next page, come in as the guest scrolled (client/more-on-scroll.ts): filtered and counted with the rest.
  el.addEventListener(PAGE_EVENTS.moreLoaded, () => {
    dishes = [...el.querySelectorAll<HTMLElement>(`[${Hook.diet}]`)];
    apply(false);
  });
  apply(false);
}
