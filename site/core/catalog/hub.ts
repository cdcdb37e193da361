export type {
  Activity,
  HubCatalog,
  HubCoupon,
  HubOffer,
  HubReservation,
  HubStat,
  HubToast,
  PopularItem,
  Referral,
} from './generated/hub.ts';
