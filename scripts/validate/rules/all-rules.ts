import { brokenCharacters } from './broken-characters.ts';
import { cafeHours } from './cafe-hours.ts';
import { drawings } from './drawings.ts';
import { eventDates } from './event-dates.ts';
import { eventTimes } from './event-times.ts';
import { contentPageAddresses } from './content-page-addresses.ts';
import { linkAnchors } from './link-anchors.ts';
import { linksToAbsentPages } from './links-to-absent-pages.ts';
import { mediaExist } from './media-exist.ts';
import { menuDiets } from './menu-diets.ts';
import { menuDishIds } from './menu-dish-ids.ts';
import { menuPrices } from './menu-prices.ts';
import { pagesCoverRoutes } from './pages-cover-routes.ts';
import { photos } from './photos.ts';
import { dateWindows } from './date-windows.ts';
import { placeholders } from './placeholders.ts';
import { productLinks } from './product-links.ts';
import type { Rule } from './rule.ts';
import { salePrices } from './sale-prices.ts';
import { schemaReference } from './schema-reference.ts';
import { themeContrast } from './theme-contrast.ts';
import { uniqueIds } from './unique-ids.ts';
import { uniquePageMeta } from './unique-page-meta.ts';
import { variantReferences } from './variant-references.ts';
import { whatsappNumbers } from './whatsapp-numbers.ts';
import { whatsappTemplates } from './whatsapp-templates.ts';

/** The cross-file rules, run after the schemas on every file that parsed. */
export const RULES: readonly Rule[] = [
  schemaReference,
  uniqueIds,
  mediaExist,
  photos,
  drawings,
  productLinks,
  linkAnchors,
  linksToAbsentPages,
  contentPageAddresses,
  pagesCoverRoutes,
  uniquePageMeta,
  variantReferences,
  salePrices,
  menuPrices,
  menuDiets,
  menuDishIds,
  whatsappNumbers,
  whatsappTemplates,
  brokenCharacters,
  eventDates,
  dateWindows,
  eventTimes,
  cafeHours,
  themeContrast,
  placeholders,
];
