import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SetupAnswers, SetupQuestion, SetupWarning } from '../../editor/setup/setup-protocol.ts';
import { PLACE_KINDS, type PlaceKind } from '../../site/core/catalog/site.ts';
import { WEEK_FROM_MONDAY } from '../../site/core/lib/opening-schedule.ts';
import type { CatalogKey } from '../../site/core/catalog/catalog-keys.ts';
import { isRecord } from '../../site/core/lib/is-record.ts';
import type { SetupChange } from './setup-writes.ts';
import { projectFile } from '../project-dir.ts';
import { brandFromLogo } from '../init/logo-colour.ts';
import { placeFromMapsLink } from '../init/maps-link.ts';
import { menuFromCsv, menuFromText } from '../init/menu-text.ts';
import { setupAnswerMessages as say } from '../init/setup-answer-messages.ts';
import { answered, readJsonFile } from './setup-state.ts';
import { answerSite, starterFiles } from '../init/starter.ts';
import { openingHoursFromWeek, specialDaysFromHolidays, type WeekGrid } from '../init/week-hours.ts';

type Json = Record<string, unknown>;

/** What an answer becomes: the files to write, with what to tell the owner; or why it cannot be used. */
export type AnswerPlan =
  | { change: SetupChange; warnings?: SetupWarning[]; suggestion?: { brand: string; note?: string } }
  | { message: string };

const files = (catalogDir: string, ...names: string[]) => Promise.all(names.map((n) => readJsonFile(catalogDir, n)));
const hasPlaceholder = (data: unknown): boolean => JSON.stringify(data).includes('⟪');

const same = (one: unknown, other: unknown): boolean => JSON.stringify(one) === JSON.stringify(other);
const withoutCopyright = (footer: unknown): unknown => (isRecord(footer) ? { ...footer, copyright: '' } : footer);

/**
 * A new kind, for a catalogue `kiln init` started (site.json names its kind): what differs between
 * the two kinds' starters changes, where the owner has not changed it. The links (header, footer,
 * phone tabs) and the menu while they are still the old starter's, the pages only one kind has
 * while they still hold placeholders. Every other answer, and anything the owner wrote, stays.
 */
async function kindPlan(catalogDir: string, { kind }: SetupAnswers['kind']): Promise<AnswerPlan> {
  const [site, pages, menu] = await files(catalogDir, 'site.json', 'pages.json', 'menu.json');
  const was = site!.kind;
  if (!(PLACE_KINDS as readonly unknown[]).includes(was)) return { message: say.kindNotFromInit };
  const [before, after] = await Promise.all(
    [was as PlaceKind, kind].map((k) => starterFiles(projectFile('starters'), k, {})),
  );
  const nextSite: Json = { ...site, kind };
  for (const part of ['header', 'mobile'] as const)
    if (same(site![part], before!.get('site.json')![part])) nextSite[part] = after!.get('site.json')![part];
  if (same(withoutCopyright(site!.footer), withoutCopyright(before!.get('site.json')!.footer)))
    nextSite.footer = { ...(after!.get('site.json')!.footer as Json), copyright: (site!.footer as Json).copyright };
  const write: SetupChange['write'] = { site: nextSite };
  if (hasPlaceholder(menu) && same(menu, before!.get('menu.json'))) write.menu = after!.get('menu.json');

  const routes = { ...(pages!.routes as Json) };
  const remove: CatalogKey[] = [];
  for (const [key, name] of [
    ['pottery', 'pottery.json'],
    ['crashCourse', 'crash-course.json'],
  ] as const) {
    const [had, wants] = [before!.get(name), after!.get(name)];
    const route = `/${name.replace(/\.json$/, '')}`;
    const [data] = await files(catalogDir, name);
    if (wants && !Object.keys(data!).length) {
      write[key] = wants;
      routes[route] ??= (after!.get('pages.json')!.routes as Json)[route];
    }
    // Only the starter's own page goes: one the owner has written in stays.
    if (had && !wants && Object.keys(data!).length && hasPlaceholder(data)) {
      remove.push(key);
      delete routes[route];
    }
  }
  if (!same(routes, pages!.routes)) write.pages = { ...pages, routes };
  return { change: { write, remove } };
}

async function namePlan(catalogDir: string, { name, tagline }: SetupAnswers['name']): Promise<AnswerPlan> {
  if (!name.trim()) return { message: say.noName };
  const [site] = await files(catalogDir, 'site.json');
  answerSite(site!, { name: name.trim(), ...(tagline.trim() && { tagline: tagline.trim() }) });
  return { change: { write: { site } } };
}

async function placePlan(catalogDir: string, { link }: SetupAnswers['place']): Promise<AnswerPlan> {
  const place = placeFromMapsLink(link);
  if (!place.ok) return { message: place.message };
  const [site] = await files(catalogDir, 'site.json');
  const address = site!.address as Json;
  site!.address = {
    ...address,
    geo: { latitude: place.latitude, longitude: place.longitude },
    mapsUrl: place.mapsUrl,
    mapEmbedUrl: place.mapEmbedUrl,
  };
  // The link's name is the café's until the owner writes one.
  if (place.name && !answered(site!.name)) answerSite(site!, { name: place.name });
  if (place.placeId) {
    const all = (Array.isArray(site!.socials) ? site!.socials : []).filter(isRecord);
    const before = all.find((s) => s.network === 'google-reviews');
    site!.socials = [
      ...all.filter((s) => s !== before),
      { network: 'google-reviews', label: before?.label ?? '⟪Review us on Google⟫', placeId: place.placeId },
    ];
  }
  return { change: { write: { site } } };
}

async function phonePlan(catalogDir: string, { phone, whatsapp }: SetupAnswers['phone']): Promise<AnswerPlan> {
  const [site] = await files(catalogDir, 'site.json');
  answerSite(site!, { phone: phone.trim(), whatsapp: whatsapp.trim() || phone.trim() });
  return { change: { write: { site } } };
}

async function hoursPlan(catalogDir: string, { week, holidays }: SetupAnswers['hours']): Promise<AnswerPlan> {
  const grid = Object.fromEntries(
    WEEK_FROM_MONDAY.map((day) => {
      const row = week.find((d) => d.day === day);
      return [day, !row || row.closed ? { closed: true } : { opens: row.opens, closes: row.closes }];
    }),
  ) as WeekGrid;
  const hours = openingHoursFromWeek(grid);
  if ('message' in hours) return hours;
  const [site] = await files(catalogDir, 'site.json');
  // The closures the setup shows are the closed days; a special day with its own hours is kept as it is.
  const kept = (Array.isArray(site!.specialDays) ? site!.specialDays : []).filter(
    (d) => !(isRecord(d) && d.closed === true),
  );
  const special = specialDaysFromHolidays(
    holidays.filter((h) => h.date),
    kept,
  );
  if ('message' in special) return special;
  return {
    change: {
      write: {
        site: { ...site, openingHours: hours.openingHours, hours: hours.hours, specialDays: special.specialDays },
      },
    },
  };
}

async function menuPlan(catalogDir: string, { text, format }: SetupAnswers['menu']): Promise<AnswerPlan> {
  const read = format === 'csv' ? menuFromCsv(text) : menuFromText(text);
  if (!read.categories.length) return { message: say.noDishes };
  const [menu] = await files(catalogDir, 'menu.json');
  return {
    change: { write: { menu: { ...menu, categories: read.categories } } },
    warnings: read.warnings.map((w) => ({ where: `Line ${w.line}: ${w.text.trim()}`, message: w.message })),
  };
}

/** A picture the owner uploaded: under images/, in the catalogue. */
async function pictureBytes(catalogDir: string, src: string): Promise<Buffer | undefined> {
  if (!/^images\/[^\0]+$/.test(src) || src.split('/').includes('..')) return undefined;
  return readFile(join(catalogDir, src)).catch(() => undefined);
}

async function logoPlan(catalogDir: string, { src }: SetupAnswers['logo']): Promise<AnswerPlan> {
  const bytes = await pictureBytes(catalogDir, src);
  if (!bytes) return { message: say.notAPicture(src) };
  const [site] = await files(catalogDir, 'site.json');
  site!.logo = { ...(site!.logo as Json), src };
  const colour = await brandFromLogo(bytes);
  return {
    change: { write: { site } },
    ...('brand' in colour ? { suggestion: colour } : { warnings: [{ message: colour.message }] }),
  };
}

async function brandPlan(catalogDir: string, { brand }: SetupAnswers['brand']): Promise<AnswerPlan> {
  const [theme] = await files(catalogDir, 'theme.json');
  return { change: { write: { theme: { ...theme, brand } } } };
}

/** The first photo is the home page's and the link previews'; the others make the Gallery page. */
async function photosPlan(catalogDir: string, { hero, gallery }: SetupAnswers['photos']): Promise<AnswerPlan> {
  for (const src of [hero, ...gallery])
    if (!(await pictureBytes(catalogDir, src))) return { message: hero ? say.notAPicture(src) : say.noHero };
  const [site, home, pages, galleryFile] = await files(
    catalogDir,
    'site.json',
    'home.json',
    'pages.json',
    'gallery.json',
  );
  const heroPart = home!.hero as Json;
  const write: SetupChange['write'] = {
    home: { ...home, hero: { ...heroPart, picture: { ...(heroPart.picture as Json), src: hero } } },
    site: { ...site, shareImage: { ...(site!.shareImage as Json), src: hero } },
  };
  if (gallery.length) {
    const template = JSON.parse(await readFile(projectFile('starters', 'setup', 'gallery.json'), 'utf8')) as Json;
    const photo = template.photo as Json;
    const base = Object.keys(galleryFile!).length ? galleryFile! : (template.file as Json);
    const known = new Map(
      (Array.isArray(base.photos) ? base.photos : []).filter(isRecord).map((p) => [(p.picture as Json).src, p]),
    );
    // A photo kept from before keeps its id; a new one takes the first "photo-N" no other has.
    const taken = new Set(gallery.map((src) => known.get(src)?.id));
    let n = 0;
    const freshId = (): string => {
      while (taken.has(`photo-${++n}`));
      return `photo-${n}`;
    };
    const photos = gallery.map(
      (src) => known.get(src) ?? { id: freshId(), ...photo, picture: { ...(photo.picture as Json), src } },
    );
    write.gallery = { ...base, photos };
    const routes = (pages!.routes ?? {}) as Json;
    if (!routes['/gallery']) write.pages = { ...pages, routes: { ...routes, '/gallery': template.page } };
    if (!home!.gallery) (write.home as Json).gallery = template.homeSection;
  }
  return { change: { write } };
}

const PLANS: { [Q in SetupQuestion]: (catalogDir: string, answer: SetupAnswers[Q]) => Promise<AnswerPlan> } = {
  kind: kindPlan,
  name: namePlan,
  place: placePlan,
  phone: phonePlan,
  hours: hoursPlan,
  menu: menuPlan,
  logo: logoPlan,
  brand: brandPlan,
  photos: photosPlan,
};

/** What the answer to `question` changes in the catalogue at `catalogDir`. */
export const planAnswer = <Q extends SetupQuestion>(
  catalogDir: string,
  question: Q,
  answer: SetupAnswers[Q],
): Promise<AnswerPlan> => PLANS[question](catalogDir, answer);
