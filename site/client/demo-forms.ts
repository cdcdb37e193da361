import { showToast } from './toast.ts';

/**
 * Demonstration forms (ui/DemoForm.tsx) send nothing: once the browser's own checks pass,
 * the form shows its toast and clears.
 */
export function initDemoForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const toast = form.dataset.demoToast;
    if (!toast) return;
    event.preventDefault();
    showToast(JSON.parse(toast));
    form.reset();
  });
}
