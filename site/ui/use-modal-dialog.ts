import { useEffect, useRef } from 'react';

/**
 * Shows a <dialog> while `open` is true and closes it when not: modal (the browser keeps focus
 * inside and closes it on Escape) unless `modal()` says otherwise as it opens. `returnFocus`
 * gives focus back to what had it when the dialog opened.
 */
export function useModalDialog(open: boolean, modal: () => boolean = () => true) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (modal()) dialog.showModal();
      else dialog.show();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const returnFocus = () => (opener.current as HTMLElement | null)?.focus?.();
  return { ref, returnFocus };
}
