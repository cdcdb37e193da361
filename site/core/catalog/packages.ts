export type {
  AddOn,
  AddOnIcon,
  AddOnList as AddOnListId,
  AdditionalGroup,
  EstimatorLabels,
  GroupMinimum,
  PackageGroup,
  PackageGroups,
  PackageItem,
  PackageRates,
  PackageRules,
  PackagesCatalog,
} from './generated/packages.ts';
