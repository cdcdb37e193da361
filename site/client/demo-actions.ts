import { showToast } from './toast.ts';

/**
 * Demonstrations send nothing (SPEC §1). A demo form (ui/DemoForm.tsx) shows its toast once the
 * browser's own checks pass, and clears; a demo button (`button[data-demo-toast]`, e.g. a
 * package's "Book this package") just shows its toast.
 */
export function initDemoActions(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const toast = form.dataset.demoToast;
    if (!toast) return;
    event.preventDefault();
    showToast(JSON.parse(toast));
    form.reset();
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-demo-toast]');
    if (button && !button.form) showToast(JSON.parse(button.dataset.demoToast ?? '{}'));
  });
}
