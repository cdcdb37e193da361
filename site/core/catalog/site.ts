export type {
  GeoCoordinates,
  NavGroup,
  NavItem,
  OpeningHours,
  SiteCatalog,
  SocialLink,
  SocialNetwork,
  SpecialDay,
  Weekday,
} from './generated/site.ts';
