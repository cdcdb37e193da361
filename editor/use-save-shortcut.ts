import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) saves the file, as in every editor staff know, instead of the browser's
 * own "Save page as…".
 */
export function useSaveShortcut(save: () => void): void {
  // The latest save, without listening anew on every render.
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!event.repeat) latest.current();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
}
