/**
 * The data-* attributes the markup (site/, hub/) and the browser code (site/client/) agree on,
 * named once, so a typo is a type error rather than a behaviour that silently stops. The island
 * markers have their own (site/islands/attributes.ts); hooks only tests read are the tests'.
 *
 * An enum, not an object: esbuild writes each member as its string, folded into the selector
 * around it (`[${Hook.header}]` ships as "[data-header]"), so the boot script carries no table.
 * Components put them on elements with lib/hook.ts.
 */
export enum Hook {
  // The header (layout/Header.tsx ↔ client/init-header.ts).
  header = 'data-header',
  /** Set on the header once the page scrolls (or the menu opens): its CSS turns it solid. */
  solid = 'data-solid',
  logo = 'data-logo',
  /** A dropdown group of the desktop nav. */
  menu = 'data-menu',
  mobileMenuButton = 'data-mobile-menu-button',
  /** The menu button's aria-label while the menu is closed, and while it is open. */
  labelOpen = 'data-label-open',
  labelClose = 'data-label-close',
  /** The phone's bottom tabs (layout/MobileChrome.tsx), kept current by client/init-view-switch.ts. */
  tabbar = 'data-tabbar',
  themeToggle = 'data-theme-toggle',
  /** The copyright year, corrected by client/init-footer-year.ts. */
  year = 'data-year',

  // The cart and the estimator, opened from plain HTML (client/init-openers.ts).
  cartOpen = 'data-cart-open',
  /** Holds the cart's quantity; with `badge`, hidden at 0. */
  cartCount = 'data-cart-count',
  badge = 'data-badge',
  /** A cart button's label, to which client/init-cart.ts adds the count. */
  cartLabel = 'data-cart-label',
  estimatorOpen = 'data-estimator-open',
  /** `{product, variant}` as JSON (ui/AddToCartButton.tsx ↔ client/init-cart-sync.ts). */
  addToCart = 'data-add-to-cart',

  // Toasts (client/show-toast.ts).
  /** The page's toaster carries the catalogue's words: the close button's label, and the load-failed toast as JSON. */
  dismissLabel = 'data-dismiss-label',
  loadFailed = 'data-load-failed',
  /** A modal dialog's own toaster (ui/Toaster.tsx). */
  dialogToaster = 'data-dialog-toaster',
  /** A toast's variant, for the CSS (styles/global.ts). */
  toastVariant = 'data-variant',
  /** The page's link to the stylesheet of what only scripts draw, for print until client/add-scripted-styles.ts turns it on. */
  scriptedStylesheet = 'data-scripted',
  /** A demo form or button's toast, as JSON (client/init-demo-actions.ts). */
  demoToast = 'data-demo-toast',
  /** A reservation form's booking rules, as JSON (client/arm-bookings.ts). */
  booking = 'data-booking',
  /** A reservation form's "Send on WhatsApp" submit button: the café's number and the message, as JSON (client/arm-whatsapp-booking.ts). */
  whatsappBooking = 'data-whatsapp-booking',

  // Content.
  /** The café's hours, replaced by the live "Open now" status: the URL of its schedule, as JSON (layout/HoursStatus.tsx ↔ client/init-live-hours.ts). */
  openHours = 'data-open-hours',
  /** ARIA tabs (ui/Tabs.tsx ↔ client/init-tabs.ts). */
  tabs = 'data-tabs',
  /** A carousel's interval in ms (sections/Carousel.tsx ↔ client/init-carousels.ts). */
  carousel = 'data-carousel',
  /** Set while a carousel plays: its CSS shows the pause icon. */
  playing = 'data-playing',
  /** The carousel's toggle's aria-label while playing, and while paused. */
  labelPause = 'data-label-pause',
  labelPlay = 'data-label-play',
  /** A late section's placeholder: the URL of its HTML (ui/LazySection.tsx ↔ client/init-lazy-sections.ts). */
  lazySection = 'data-lazy-section',
  /** The menu's diet filter, with its words as JSON (sections/MenuDietFilter.tsx ↔ client/init-diet-filters.ts). */
  dietFilter = 'data-diet-filter',
  /**
   * Live text from the store without React (client/init-live-prices.ts): the store's grid, with its
   * API and words as JSON (pages/store-page.tsx); a product page's price and stock (pages/product-page.tsx).
   */
  livePrices = 'data-live-prices',
  liveProduct = 'data-live-product',
  /** The success page's order, with its words as JSON (pages/success-page.tsx ↔ client/init-order-status.ts). */
  orderStatus = 'data-order-status',
  /** A dish's "Sold out", with the moment (ms since 1970) the café next opens, when its add button comes back. */
  soldOutUntil = 'data-sold-out-until',
  /** A dish's add button, served only some hours: the café's time zone and its hours (core/lib/served-hours.ts servedHook). */
  served = 'data-served',
  /**
   * A long list cut into pages (lib/list-pages.ts): the link to its next page, which
   * client/init-more-on-scroll.ts follows as the guest scrolls near it, putting the items of each list
   * of that page marked `moreList` (by its value) at the end of this page's.
   */
  more = 'data-more',
  moreList = 'data-more-list',
  /** A dish's diet tags, space-separated (lib/diet-tags.ts dishDiet), which the filter matches. */
  diet = 'data-diet',
  /** Set once client/ code has armed an element's behaviour (an island, a form, a carousel), so it is armed once. */
  armed = 'data-armed',

  // The web app (scripts/pwa/web-app-head.ts ↔ client/arm-extras.ts).
  /** On the manifest link of a build that wrote the service worker: client/register-worker.ts registers it. */
  serviceWorker = 'data-sw',
}
