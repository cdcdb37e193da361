/**
 * The live region toasts go to while its modal dialog is open (site/client/toast.ts): the page
 * outside a modal dialog is inert, drawn behind it and not read out, so a toast there would be
 * neither seen nor heard. Put it directly inside the <dialog>, outside what opening renders, so it
 * is on the page before its first toast.
 */
export function DialogToaster() {
  return <div className="toaster" role="status" aria-live="polite" data-dialog-toaster />;
}
