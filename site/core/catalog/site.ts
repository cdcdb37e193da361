export type {
  Announcement,
  GeoCoordinates,
  KindOfLink as SocialNetwork,
  NavGroup,
  NavItem,
  OpeningHours,
  SiteCatalog,
  SocialOrListingLink as SocialLink,
  SpecialDay,
  TableCards,
  Weekday,
} from './generated/site.ts';

import type { SiteCatalog } from './generated/site.ts';

/** The kinds of place site.json's `kind` names, each a starter of `kiln init` (starters/kinds/<kind>.json). */
export const PLACE_KINDS = ['cafe', 'restaurant', 'bakery', 'studio-cafe'] as const satisfies readonly NonNullable<
  SiteCatalog['kind']
>[];
export type PlaceKind = (typeof PLACE_KINDS)[number];
