/**
 * Marked when the page has loaded and no file has finished loading for half a second, once the
 * main thread is idle. What a page fetches before it is what it needs before the guest does
 * anything (the byte budget); what starts after it (the idle prefetch, and extras that only
 * improve what the page already shows, client/arm-extras.ts) is not.
 */
export const QUIET_MARK = 'kiln:quiet';

let quiet: Promise<void> | undefined;

/** Settles at QUIET_MARK (at once, once it has passed): for work that must not compete with what the page needs first. */
export function pageQuiet(): Promise<void> {
  quiet ??= new Promise((settle) => {
    const start = () => {
      let timer: ReturnType<typeof setTimeout>;
      const loading = new PerformanceObserver(() => wait());
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          loading.disconnect();
          (self.requestIdleCallback ?? setTimeout)(() => {
            performance.mark(QUIET_MARK);
            settle();
          });
        }, 500);
      };
      loading.observe({ type: 'resource' });
      wait();
    };
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  });
  return quiet;
}

/**
 * Starts the idle prefetch (client/prefetch-likely-taps.ts) once the page is quiet: what the guest's
 * likely first taps need is then fetched at low priority. Never under Save-Data: the guest asked
 * for fewer bytes, and gets the code when a tap needs it. Kept this small as every page's boot
 * script carries it; the rest comes in its own chunk at that moment.
 */
export function scheduleIdlePrefetch(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  void pageQuiet().then(() =>
    import('./prefetch-likely-taps.ts').then(
      (m) => m.prefetchLikelyTaps(),
      () => undefined,
    ),
  );
}
