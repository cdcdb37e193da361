import type { LaunchKit } from '../../editor/edit-protocol.ts';
import { CATALOG_KEYS } from '../../site/core/catalog/catalog-keys.ts';
import { catalogRoutePaths } from '../../site/core/catalog-routes.ts';
import { cafeClock } from '../../site/core/lib/cafe-clock.ts';
import { validateCatalog } from '../validate/validate-catalog.ts';
import { readCatalogFile, shownName } from './catalog-file-store.ts';
import { printCards } from './launch-kit-cards.ts';
import { leftBeforeLive } from './launch-kit-left.ts';
import { profileRows } from './launch-kit-profile.ts';
import { realAddress } from '../init/real-address.ts';
import { kitSite } from './launch-kit-site.ts';

/** A file's parsed data, or undefined when it is missing or does not parse (validation says why). */
async function parsed(catalogDir: string, key: 'site' | 'menu'): Promise<unknown> {
  const read = await readCatalogFile(catalogDir, key);
  return read.ok && read.file.parsed.ok ? read.file.parsed.data : undefined;
}

/** The café's calendar day at `now`; the computer's UTC day while its time zone is not one Intl knows. */
function todayAt(timeZone: string | undefined, now: Date): string {
  try {
    return cafeClock(timeZone ?? 'UTC', now).date;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * GET /api/launch-kit: the editor's launch kit for the catalogue on disk, as at `now`. What is left
 * before going live (from `kiln validate`'s problems and warnings), what to copy into Google
 * Business Profile, and the QR cards to print. Made from the files even while they have problems.
 */
export async function launchKit(catalogDir: string, now = new Date()): Promise<LaunchKit> {
  const [validation, siteData, menuData] = await Promise.all([
    validateCatalog(catalogDir),
    parsed(catalogDir, 'site'),
    parsed(catalogDir, 'menu'),
  ]);
  const site = kitSite(siteData);
  const routes = catalogRoutePaths(menuData === undefined ? {} : { menu: menuData });
  const pages = { menu: routes.includes('/menu'), reservations: routes.includes('/reservations') };
  const files = new Map(CATALOG_KEYS.map((key) => [shownName(catalogDir, key), key]));
  return {
    name: site.name,
    left: leftBeforeLive(validation, {
      keyOf: (file) => files.get(file),
      siteFile: shownName(catalogDir, 'site'),
      addressMissing: !realAddress(site.siteUrl),
    }),
    profile: profileRows(site, pages, todayAt(site.timeZone, now)),
    ...printCards(site, pages.menu),
  };
}
