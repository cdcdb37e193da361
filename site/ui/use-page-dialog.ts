import { useEffect, useRef, useState } from 'react';
import type { PAGE_EVENTS, PageEventDetail } from '../core/lib/page-events.ts';

type Opening = typeof PAGE_EVENTS.cartOpen | typeof PAGE_EVENTS.estimatorOpen;

/**
 * Whether an island's dialog is open, opened by the page's plain-DOM buttons through `event`
 * (client/init-openers.ts): `close` shuts it and gives focus back to the button that opened it.
 */
export function usePageDialog(event: Opening) {
  const [open, setOpen] = useState(false);
  const opener = useRef<{ focus(): void } | null>(null);

  useEffect(() => {
    const onOpen = (e: Event) => {
      opener.current =
        (e as CustomEvent<PageEventDetail[Opening]>).detail?.opener ?? (document.activeElement as HTMLElement | null);
      setOpen(true);
    };
    document.addEventListener(event, onOpen);
    return () => document.removeEventListener(event, onOpen);
  }, [event]);

  const close = () => {
    setOpen(false);
    opener.current?.focus?.();
  };
  return { open, close };
}
