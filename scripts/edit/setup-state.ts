import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MenuCatalog } from '../../site/core/catalog/menu.ts';
import { menuDishes } from '../../site/core/catalog/menu.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import type { SetupState, WeekRow } from '../../editor/setup/setup-protocol.ts';
import { PLACE_KINDS, type PlaceKind } from '../../site/core/catalog/site.ts';
import { WEEK_FROM_MONDAY } from '../../site/core/lib/opening-schedule.ts';
import { placeholderIn } from '../validate/rules/placeholders.ts';
import { projectFile } from '../project-dir.ts';
import { daysWithBreaks, weekFromOpeningHours } from '../init/week-hours.ts';

type Json = Record<string, unknown>;

/** A catalogue file's data, or an empty object for one absent or broken (the setup then starts that question blank). */
export async function readJsonFile(catalogDir: string, name: string): Promise<Json> {
  const data: unknown = await readFile(join(catalogDir, name), 'utf8').then(JSON.parse, () => undefined);
  return isRecord(data) ? data : {};
}

/** A text the owner wrote: a placeholder, or anything not a text, is no answer yet. */
export const answered = (value: unknown): string => (typeof value === 'string' && !placeholderIn(value) ? value : '');

const categoryIds = (menu: Json): string =>
  (Array.isArray(menu.categories) ? menu.categories : []).map((c) => (isRecord(c) ? c.id : '')).join(',');

/**
 * The kind of place: as site.json says it; else, for a catalogue from before it did, the pottery
 * pages are the studio café's, and each other kind is known by its menu's tabs while they are the starter's.
 */
async function kindOf(catalogDir: string, site: Json, menu: Json): Promise<PlaceKind | undefined> {
  if ((PLACE_KINDS as readonly unknown[]).includes(site.kind)) return site.kind as PlaceKind;
  const pages = await readJsonFile(catalogDir, 'pages.json');
  if (isRecord(pages.routes) && '/pottery' in pages.routes) return 'studio-cafe';
  const ids = categoryIds(menu);
  for (const kind of PLACE_KINDS) {
    const starter = await readJsonFile(projectFile('starters', 'kinds'), `${kind}.json`);
    const files = isRecord(starter.files) ? starter.files : {};
    if (kind !== 'studio-cafe' && isRecord(files['menu.json']) && categoryIds(files['menu.json']) === ids) return kind;
  }
  return undefined;
}

const nonPlaceholderPicture = (picture: unknown): string | undefined =>
  isRecord(picture) && typeof picture.src === 'string' && !placeholderIn(picture.src) ? picture.src : undefined;

/** The setup's answers as the catalogue holds them now (SetupState, without the site's port). */
export async function readSetupState(catalogDir: string): Promise<Omit<SetupState, 'sitePort'>> {
  const [site, menu, theme, home, gallery] = await Promise.all(
    ['site.json', 'menu.json', 'theme.json', 'home.json', 'gallery.json'].map((n) => readJsonFile(catalogDir, n)),
  );
  const address = isRecord(site!.address) ? site!.address : {};
  const mapsUrl = answered(address.mapsUrl);
  const geo = isRecord(address.geo) ? address.geo : {};
  const openingHours = Array.isArray(site!.openingHours) ? site!.openingHours : [];
  const grid = weekFromOpeningHours(openingHours);
  const week: WeekRow[] = WEEK_FROM_MONDAY.map((day) => {
    const hours = grid[day];
    return 'closed' in hours
      ? { day, closed: true, opens: '09:00', closes: '21:00' }
      : { day, closed: false, opens: hours.opens, closes: hours.closes };
  });
  const specialDays = Array.isArray(site!.specialDays) ? site!.specialDays.filter(isRecord) : [];
  const hero = isRecord(home!.hero) ? nonPlaceholderPicture(home!.hero.picture) : undefined;
  const kind = await kindOf(catalogDir, site!, menu!);
  const logo = nonPlaceholderPicture(site!.logo);
  const dishes =
    isRecord(menu) && Array.isArray(menu.categories)
      ? menuDishes(menu as unknown as MenuCatalog).filter((d) => answered(d.name)).length
      : 0;
  return {
    ...(kind && { kind }),
    name: answered(site!.name),
    tagline: answered(site!.tagline),
    mapsUrl,
    ...(mapsUrl &&
      typeof geo.latitude === 'number' &&
      typeof geo.longitude === 'number' && { place: { latitude: geo.latitude, longitude: geo.longitude } }),
    phone: answered(site!.phone),
    whatsapp: answered(site!.whatsapp),
    week,
    breaks: daysWithBreaks(openingHours),
    holidays: specialDays
      .filter((d) => d.closed === true && typeof d.date === 'string')
      .map((d) => ({ date: d.date as string, ...(typeof d.name === 'string' && { name: d.name }) })),
    dishes,
    ...(logo && { logo }),
    brand: typeof theme!.brand === 'string' ? theme!.brand : '',
    ...(hero && { hero }),
    gallery: (Array.isArray(gallery!.photos) ? gallery!.photos : [])
      .map((p) => (isRecord(p) ? nonPlaceholderPicture(p.picture) : undefined))
      .filter((src): src is string => src !== undefined),
  };
}
