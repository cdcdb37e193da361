import type { FormHTMLAttributes, ReactNode } from 'react';
import type { ToastText } from '../core/catalog/common.ts';
import { hook, Hook } from '../lib/hook.ts';

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children'> {
  /** What the toast says on submit; the form sends nothing anywhere (SPEC §1). */
  toast: ToastText;
  children: ReactNode;
}

/**
 * A demonstration form: the browser's own `required`/`type` checks run, then
 * site/client/init-demo-actions.ts shows the toast and clears the form. No React in the browser.
 */
export function DemoForm({ toast, children, ...rest }: Props) {
  return (
    <form {...rest} {...hook(Hook.demoToast, JSON.stringify(toast))}>
      {children}
    </form>
  );
}
