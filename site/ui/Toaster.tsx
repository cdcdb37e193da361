import type { SiteCatalog } from '../core/catalog/site.ts';
import { hook, Hook } from '../lib/hook.ts';

/** The catalogue's words site/client/show-toast.ts reads from the page's toaster. */
export type ToasterLabels = Pick<SiteCatalog['labels'], 'dismissToast' | 'loadFailed'>;

/**
 * The live region toasts go to (site/client/show-toast.ts), on the page before its first toast: a
 * region added together with its text is often not read. With `labels` it is the page's (the
 * site's and the hub's). Without, a modal dialog's: the page outside a modal dialog is inert,
 * drawn behind it and not read out, so a toast there would be neither seen nor heard. Put that one
 * directly inside the <dialog>, outside what opening renders.
 */
export function Toaster({ labels }: { labels?: ToasterLabels }) {
  const hooks = labels
    ? { ...hook(Hook.dismissLabel, labels.dismissToast), ...hook(Hook.loadFailed, JSON.stringify(labels.loadFailed)) }
    : hook(Hook.dialogToaster);
  return <div id={labels && 'toaster'} className="toaster" role="status" aria-live="polite" {...hooks} />;
}
