export type {
  AddOn, AddOnIcon, AddOnList as AddOnListId, AdditionalGroup, PackageGroup, PackageGroups, PackageItem, PackagesCatalog,
} from './generated/packages.ts';
