/** localStorage keys, named once: the site, the hub and the tests read the same ones. */
export const STORAGE_KEYS = {
  cart: 'kiln:cart',
  theme: 'kiln:theme',
  /** A cart handed to the payment page, kept until the payment is confirmed. */
  pendingCheckout: 'kiln:pending-checkout',
  /** The hub's demo data as staff changed it (offers, reservations, coupons). */
  hubData: 'kiln:hub-data',
  /** Whether the hub's sidebar is narrow. */
  hubSidebar: 'kiln:hub-sidebar',
  /** Set while a demo user has logged out of the hub (sessionStorage). */
  hubSignedOut: 'kiln:hub-signed-out',
  /** The event estimate in progress (sessionStorage: it lasts the visit). */
  estimate: 'kiln:estimate',
  /** The menu's diet filter, as its address writes it (sessionStorage: a phone's Menu tab comes back to it). */
  diet: 'kiln:diet',
  /** The editor's drafts, one per file and tab (editor/tab-drafts.ts: the prefix, then file and tab). */
  editDraft: 'kiln-edit-draft:',
  /** Each editor tab's last sign of life (the prefix, then the tab), so a closed tab's drafts are taken over. */
  editTabAlive: 'kiln-edit-tab-alive:',
  /** This editor tab's name (sessionStorage). */
  editTab: 'kiln-edit-tab',
} as const;
