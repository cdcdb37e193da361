import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: it keeps focus inside, Escape closes it, and
 * focus goes back to where it was. Open while mounted; `close` is called however it closes.
 */
export function ModalDialog({
  title,
  children,
  close,
  role,
}: {
  title: string;
  children: ReactNode;
  close(): void;
  role?: 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      before?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="modal" role={role} aria-labelledby={titleId} onClose={close}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
