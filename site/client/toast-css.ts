/**
 * The toasts' look. Not in every page's inline CSS: toast.ts adds it the first time a toast shows,
 * from the cached boot script, so pages that never toast carry none of it.
 */
export const TOAST_CSS = /* css */ `
.toaster {
  position: fixed; z-index: 90; right: 16px; bottom: 16px; left: 16px; display: flex;
  justify-content: flex-end; pointer-events: none;
}
.toast {
  pointer-events: auto; width: min(380px, 100%); display: grid; grid-template-columns: 1fr auto;
  gap: 4px 12px; padding: 16px 16px 16px 20px; border-radius: 14px; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); box-shadow: var(--shadow-raised);
  animation: toast-in .2s ease-out;
}
.toast[data-variant="destructive"] { background: var(--danger); color: var(--on-danger); border-color: transparent; }
.toast-title { font-weight: 700; margin: 0; }
.toast-description { margin: 0; grid-column: 1; font-size: .94rem; }
.toast-close {
  grid-row: 1 / span 2; grid-column: 2; align-self: start; width: 32px; height: 32px; border: 0;
  border-radius: 8px; background: transparent; cursor: pointer; font-size: 1.25rem; line-height: 1;
}
.toast-close:hover { background: rgb(127 127 127 / 18%); }
@keyframes toast-in { from { transform: translateY(12px); opacity: 0; } }
`;
