export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: (value: T) => void): () => void;
}

/**
 * A value kept in localStorage and shared by every island on the page and every tab of the
 * site (or, with `storage: 'session'`, kept for this tab's visit only). `parse` vets what was
 * stored: anything it rejects (corrupt JSON, a foreign shape) is ignored and the fallback used,
 * never thrown.
 */
export function createLocalStore<T>(
  key: string,
  parse: (raw: unknown) => T | undefined,
  fallback: T,
  { storage = 'local' }: { storage?: 'local' | 'session' } = {},
): Store<T> {
  const listeners = new Set<(value: T) => void>();
  const area = (): Storage | undefined => (storage === 'session' ? globalThis.sessionStorage : globalThis.localStorage);
  const read = (): T => {
    try {
      const raw = area()?.getItem(key);
      return raw == null ? fallback : (parse(JSON.parse(raw)) ?? fallback);
    } catch {
      return fallback;
    }
  };
  let value = read();
  const emit = () => {
    for (const l of listeners) l(value);
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      value = read();
      emit();
    });
    // A page restored from the back-forward cache missed every 'storage' event meanwhile: read
    // again, so an old page never writes its stale copy over newer changes.
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      value = read();
      emit();
    });
  }

  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      try {
        area()?.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or a full quota: the value still lives for this page.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
