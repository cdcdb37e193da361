export type { GeoCoordinates, NavGroup, NavItem, OpeningHours, SiteCatalog, SocialLink, SocialNetwork, Weekday } from './generated/site.ts';
