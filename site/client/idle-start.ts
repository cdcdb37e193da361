/**
 * Starts the idle prefetch (client/idle-prefetch.ts) once the page has loaded and no file has
 * finished loading for half a second, when the main thread is idle: what the guest's likely first
 * taps need is then fetched at low priority. Never under Save-Data: the guest asked for fewer
 * bytes, and gets the code when a tap needs it. Kept this small as every page's boot script
 * carries it; the rest comes in its own chunk at that idle moment.
 */
/**
 * Set when the idle stage starts, before its chunk is asked for: what a page fetches before it is
 * what it needs before the guest does anything (the byte budget); what the idle prefetch fetches
 * after it (its chunk, and the `<link>`s it adds) is not.
 */
export const IDLE_PREFETCH_MARK = 'kiln:idle-prefetch';

export function scheduleIdlePrefetch(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  addEventListener(
    'load',
    () => {
      let timer: ReturnType<typeof setTimeout>;
      const quiet = new PerformanceObserver(() => wait());
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          quiet.disconnect();
          (self.requestIdleCallback ?? setTimeout)(() => {
            performance.mark(IDLE_PREFETCH_MARK);
            void import('./idle-prefetch.ts').then(
              (m) => m.prefetchLikelyTaps(),
              () => undefined,
            );
          });
        }, 500);
      };
      quiet.observe({ type: 'resource' });
      wait();
    },
    { once: true },
  );
}
