import type { Catalog } from '../catalog/catalog-keys.ts';
import type { MenuCatalog, MenuCategory, MenuItem } from '../catalog/menu.ts';
import type { SiteCatalog } from '../catalog/site.ts';
import { cafeClock } from './cafe-clock.ts';
import { isCurrent } from './date-window.ts';

/**
 * The catalogue as it stands on the café day `today` (YYYY-MM-DD): offers, menu tabs, dishes and
 * announcements outside their startsOn–endsOn left out, and events split around `today` unless
 * site.json fixes the day (eventsReferenceDate). Everything built reads this one, so what is left
 * out is nowhere: not on a page, in the cart's data or in the structured data. Pure: the catalogue
 * given is not changed (kiln dev keeps its files between builds), and a file with nothing dated in
 * it is handed on as it is.
 */
export function catalogOnDay(catalog: Catalog, today: string): Catalog {
  const { site, menu, offers } = catalog;
  const current = <T extends object>(items: T[]): T[] => {
    const kept = items.filter((item) => isCurrent(item, today));
    return kept.length === items.length ? items : kept;
  };
  const announcements = site.announcements && current(site.announcements);
  const onDay: Catalog = {
    ...catalog,
    site:
      site.eventsReferenceDate && announcements === site.announcements
        ? site
        : { ...site, eventsReferenceDate: site.eventsReferenceDate || today, ...(announcements && { announcements }) },
    ...(menu && { menu: menuOnDay(menu, current) }),
  };
  if (offers) {
    const items = current(offers.items);
    if (items !== offers.items) onDay.offers = { ...offers, items };
  }
  return onDay;
}

function menuOnDay(menu: MenuCatalog, current: <T extends object>(items: T[]) => T[]): MenuCatalog {
  let changed = false;
  // A list its days emptied goes too: no tab or heading over nothing. One empty as written stays, as it was.
  const dishes = (items: MenuItem[]) => {
    const kept = current(items);
    changed ||= kept !== items;
    return kept;
  };
  const categories = current(menu.categories).flatMap((category): MenuCategory[] => {
    if (category.sections) {
      const sections = category.sections.flatMap((section) => {
        const items = dishes(section.items);
        return items === section.items ? [section] : items.length ? [{ ...section, items }] : [];
      });
      if (sections.every((s, i) => s === category.sections[i]) && sections.length === category.sections.length)
        return [category];
      return sections.length ? [{ ...category, sections }] : [];
    }
    const items = dishes(category.items);
    return items === category.items ? [category] : items.length ? [{ ...category, items }] : [];
  });
  return changed || categories.length !== menu.categories.length ? { ...menu, categories } : menu;
}

/**
 * The day events are split around: site.json's eventsReferenceDate, else today in the café. A
 * build has always set it (catalogOnDay); the clock here is for whoever reads a catalogue unbuilt.
 */
export const eventsDay = (site: SiteCatalog, now: Date = new Date()): string =>
  site.eventsReferenceDate || cafeClock(site.timeZone, now).date;
