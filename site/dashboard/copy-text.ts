import type { ToastText } from '../core/catalog/common.ts';
import { requestToast } from '../ui/request-page.ts';

/** Copies to the clipboard and says so; a browser that refuses gets a clear toast, not a crash. */
export async function copyText(text: string, done: ToastText, refused: ToastText): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    requestToast(done);
  } catch {
    requestToast({ ...refused, variant: 'destructive' });
  }
}
