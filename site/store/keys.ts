/** localStorage keys, named once: the site, the hub and the tests read the same ones. */
export const STORAGE_KEYS = {
  cart: 'kiln:cart',
  theme: 'kiln:theme',
  /** A cart handed to the payment page, kept until the payment is confirmed. */
  pendingCheckout: 'kiln:pending-checkout',
  hubData: 'kiln:hub-data',
  /** The event estimate in progress (sessionStorage: it lasts the visit). */
  estimate: 'kiln:estimate',
} as const;
