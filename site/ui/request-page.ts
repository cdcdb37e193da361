import { PAGE_EVENTS, type PageEventDetail, type Toast } from '../core/lib/page-events.ts';

const send = <K extends keyof PageEventDetail>(type: K, detail: PageEventDetail[K]) =>
  document.dispatchEvent(new CustomEvent(type, { detail }));

/**
 * Asks the page for a toast (site/client/show-toast.ts shows it). Islands and the hub's screens
 * (site/dashboard/) ask with this DOM event; they never import client/.
 */
export const requestToast = (toast: Toast): void => void send(PAGE_EVENTS.toast, toast);
