import {
  dietCounts,
  dietFromQuery,
  type DietFilterScript,
  matchesDiet,
  queryWithDiet,
  tabWithDishes,
} from '../core/lib/diet-tags.ts';
import { Hook } from '../lib/dom-hooks.ts';
import { PAGE_EVENTS } from '../core/lib/page-events.ts';
import { fillTemplate } from '../core/lib/template.ts';
import { STORAGE_KEYS } from '../store/keys.ts';

/**
 * The menu's diet filter (sections/MenuDietFilter.tsx), made instant and shareable. Its CSS
 * already hides what the ticked boxes rule out, so it works without this; here the boxes are set
 * from the address (`/menu?diet=vegan,gluten-free`), each change is written back to it, the count
 * is announced, each tab says how many dishes it has left and the one shown is one that has some,
 * a list left empty goes and a tab left empty says so. The choice is kept for the visit, so a
 * plain /menu (a phone's Menu tab, come back to from another view) opens with it.
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
  // The kinds of diet (veg, egg…) are the boxes the page groups as such (sections/MenuDietFilter.tsx): any of them will do.
  const kinds = [...form.querySelectorAll<HTMLInputElement>('.k input')].map((box) => box.value);
  let dishes = [...el.querySelectorAll<HTMLElement>(`[${Hook.diet}]`)];
  const visible = `[${Hook.diet}]:not([hidden])`;
  const cards = [...el.querySelectorAll<HTMLElement>('.card')];
  const tabs = countedTabs(el);
  // Each category's heading (sections/MenuCategoryPanel.tsx's .head), under which a note says when
  // the filter leaves it nothing: a card like its lists', made here the first time it is needed, as
  // the page has no bytes to spare for six hidden ones.
  const categories = [...el.querySelectorAll('.head')].map((head) => ({
    head,
    name: head.querySelector('h2')?.textContent ?? '',
    note: undefined as HTMLElement | undefined,
  }));

  /** `remember`: a change of the guest's, written to the address; `open`: the choice is new, so a tab with dishes is shown. */
  const apply = (remember: boolean, open: boolean) => {
    const ticked = boxes.filter((box) => box.checked);
    const chosen = ticked.map((box) => box.value);
    const tags = ticked.map((box) => box.closest('label')?.textContent?.trim()).join(join);
    const tagsOf = (dish: Element) => dish.getAttribute(Hook.diet)?.split(' ') ?? [];
    let shown = 0;
    for (const dish of dishes) {
      dish.hidden = !matchesDiet(tagsOf(dish), chosen, kinds);
      if (!dish.hidden) shown++;
    }
    // A veg or non-veg list with nothing left goes; a category with nothing left says so, with Clear filter.
    for (const card of cards) card.hidden = chosen.length > 0 && !card.querySelector(visible);
    for (const category of categories) {
      const empty = chosen.length > 0 && !category.head.parentElement?.querySelector(visible);
      if (empty) category.note ??= addNote(category.head, clear, form.id);
      if (!category.note) continue;
      category.note.hidden = !empty;
      category.note.firstChild!.textContent = fillTemplate(noneHere, { category: category.name, tags });
    }
    const counts = dietCounts(
      tabs.map(({ panel }) => [...(panel?.querySelectorAll(`[${Hook.diet}]`) ?? [])].map(tagsOf)),
      chosen,
      kinds,
    );
    for (const [i, { count }] of tabs.entries()) count.textContent = chosen.length ? ` (${counts[i]})` : '';
    // The tab shown, if the choice leaves it nothing, gives way to the first that has dishes; by the
    // tabs' own click (client/init-tabs.ts), and without taking the focus from the box ticked.
    const selected = tabs.findIndex(({ tab }) => tab.getAttribute('aria-selected') === 'true');
    const next = tabWithDishes(counts, selected);
    if (open && chosen.length && next !== selected) tabs[next]?.tab.click();
    status.textContent = chosen.length ? fillTemplate(count, { count: shown, total: dishes.length }) : '';
    keepChoice(chosen, remember);
  };

  const { chosen, asked } = keptChoice();
  for (const box of boxes) box.checked = chosen.includes(box.value);
  // On a phone the boxes are one row that scrolls sideways: the first ticked is brought into it.
  const ticked = boxes.find((box) => box.checked)?.closest('label');
  const row = ticked?.parentElement;
  if (ticked && row)
    row.scrollLeft +=
      ticked.getBoundingClientRect().left -
      row.getBoundingClientRect().left -
      parseFloat(getComputedStyle(row).paddingLeft);
  form.addEventListener('change', () => apply(true, true));
  // Clear filter submits the form (a page load of the menu with nothing ticked, without script): here, at once.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const box of boxes) box.checked = false;
    apply(true, false);
    // The button pressed hides with the filter: focus goes to the first choice rather than be lost.
    boxes[0]?.focus();
  });
  // A long menu's next page, come in as the guest scrolled (client/init-more-on-scroll.ts): filtered and counted with the rest.
  el.addEventListener(PAGE_EVENTS.moreLoaded, () => {
    dishes = [...el.querySelectorAll<HTMLElement>(`[${Hook.diet}]`)];
    apply(false, false);
  });
  apply(!asked, true);
}

/** Each tab, with a place for its count in its name ("Appetizers (3)"), and the panel it shows. */
function countedTabs(el: HTMLElement) {
  return [...el.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
    const count = document.createElement('span');
    tab.append(count);
    return { tab, count, panel: document.getElementById(tab.getAttribute('aria-controls') ?? '') };
  });
}

/** A note under a category's heading that the choice leaves it nothing: a card like its lists', with Clear filter. */
function addNote(head: Element, clear: Element, form: string): HTMLElement {
  const note = document.createElement('div');
  note.className = 'card';
  note.append(document.createElement('p'), clear.cloneNode(true));
  note.lastElementChild?.setAttribute('form', form);
  head.after(note);
  return note;
}

/** The choice to show: the address's, or on a plain /menu the one made earlier in this visit (`asked`: the address had one). */
function keptChoice(): { chosen: readonly string[]; asked: boolean } {
  const asked = new URLSearchParams(location.search).has('diet');
  let kept = '';
  try {
    kept = sessionStorage.getItem(STORAGE_KEYS.diet) ?? '';
  } catch {
    // No storage: the address alone.
  }
  return { chosen: dietFromQuery(asked ? location.search : `?diet=${kept}`), asked };
}

/** Keeps the choice for the visit and, when it is the guest's (`toAddress`), in the address. */
function keepChoice(chosen: readonly string[], toAddress: boolean): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.diet, chosen.join(','));
  } catch {
    // Private mode or a full quota: the address still holds the choice.
  }
  // The address is the filter, so a reload or a shared link shows the same dishes; replaced, as
  // ticking a box is not a page the back button should step through.
  const search = queryWithDiet(location.search, chosen);
  if (toAddress && search !== location.search) {
    history.replaceState(history.state, '', location.pathname + search + location.hash);
    document.dispatchEvent(new CustomEvent(PAGE_EVENTS.addressReplaced));
  }
}
