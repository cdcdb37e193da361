import { WORKER_PATH } from '../core/lib/web-app.ts';

/**
 * Registers the site's service worker once the page has loaded, so it never competes with the page
 * for the network. client/arm-extras.ts calls it once, on a page whose build wrote the worker (its
 * manifest link carries the hook). The browser offers workers only to https pages and localhost.
 *
 * Never under `kiln dev`, whose reload script (scripts/dev/dev-session.ts) marks every page it
 * serves: there a worker `kiln serve` left on the same address is removed, so each rebuild shows
 * as it is.
 */
export function registerWorker(): void {
  const workers = navigator.serviceWorker;
  if (!workers || !isSecureContext) return;
  if (document.querySelector('script[data-kiln-dev]')) {
    void workers.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()));
    return;
  }
  // Nothing to tell the guest if it fails: the site works as it did, online.
  const register = () => void workers.register(WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
