export type { NavGroup, NavItem, SiteCatalog, SocialLink, SocialNetwork } from './generated/site.ts';
