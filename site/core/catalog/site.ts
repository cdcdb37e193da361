export type {
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
