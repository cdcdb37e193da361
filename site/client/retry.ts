/**
 * Runs `load`; if it fails (on a phone network, most often a dropped request), runs it again after
 * `ms`, then after twice as long, up to `times` more times. The browser fetches a module that
 * failed afresh, so importing it again is a real second try.
 */
export const retry = <T>(load: () => Promise<T>, ms: number, times = 1): Promise<T> =>
  load().catch((error: unknown) =>
    times > 0
      ? new Promise((wait) => setTimeout(wait, ms)).then(() => retry(load, ms * 2, times - 1))
      : Promise.reject(error),
  );
