import { existsSync } from 'node:fs';

/** Debian's Chromium (or the one CHROMIUM_PATH names), or undefined when there is none. */
export const findChromium = (): string | undefined =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
