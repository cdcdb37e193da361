/**
 * A page `init` script: the browser says the guest wants to save data (Chromium's Save-Data,
 * navigator.connection.saveData), which turns the idle prefetch off (client/page-quiet.ts). For a
 * test about what a tap fetches, so the code is not already there from the prefetch; and for the
 * test that the prefetch stays off. An extra request header would not do: it leaves
 * navigator.connection alone.
 */
export const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({ saveData: true, effectiveType: '4g', downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} }),
});`;
