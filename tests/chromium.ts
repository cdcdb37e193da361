import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../scripts/bench/find-chromium.ts';

/** Debian's Chromium, installed with apt-get when we are root and it is missing; otherwise undefined. */
export function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  console.log("Installing Debian's chromium for the end-to-end tests (once)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return findChromium();
}
