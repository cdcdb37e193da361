export type {
  CartText,
  DemoProduct,
  DemoVariant,
  ProductText,
  StoreCatalog,
  StoreListing,
  SuccessText,
} from './generated/store.ts';
