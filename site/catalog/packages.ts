export type {
  AddOn, AddOnIcon, AddOnList as AddOnListId, AdditionalGroup, EstimatorLabels, GroupMinimum, PackageGroup, PackageGroups, PackageItem,
  PackageRules, PackagesCatalog,
} from './generated/packages.ts';
