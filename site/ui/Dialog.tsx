import { useId, type ReactNode } from 'react';
import { css } from '../styles/styled.ts';
import { color, radius, shadow } from '../styles/tokens.ts';
import { Toaster } from './Toaster.tsx';
import { Icon } from './Icon.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Hide the visible heading (it still names the dialog). */
  hideTitle?: boolean;
  width?: string;
}

const dialogClass = (width: string) => css`
  width: min(${width}, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  padding: 0;
  border: 0;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  &::backdrop { background: rgb(20 14 10 / 62%); backdrop-filter: blur(2px); }
  .dialog-body { padding: 24px; }
  .dialog-head { display: flex; align-items: start; justify-content: space-between; gap: 16px; margin-bottom: 12px; }
  .dialog-head h2 { margin: 0; font-size: 1.5rem; }
  .dialog-close {
    flex-shrink: 0; display: grid; place-items: center; width: 44px; height: 44px; margin: -8px -8px 0 0;
    border: 0; border-radius: ${radius.pill}; background: ${color.surface2}; color: ${color.text}; cursor: pointer;
  }
`;

/**
 * A modal on the native <dialog>: the browser keeps focus inside and closes it on Escape. We
 * add closing on the backdrop and giving focus back to whatever opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, hideTitle, width = '720px' }: Props) {
  const { ref, returnFocus } = useModalDialog(open);
  const titleId = useId();

  const handleClose = () => {
    returnFocus();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      // Styled once opened: a closed dialog is not displayed, so the page carries no CSS for it.
      className={open ? dialogClass(width) : undefined}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(e) => e.target === ref.current && ref.current?.close()}
    >
      <Toaster />
      {open && (
        <div className="dialog-body">
          <div className="dialog-head">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </h2>
            <button type="button" className="dialog-close" aria-label={closeLabel} onClick={() => ref.current?.close()}>
              <Icon name="x" size={20} />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
