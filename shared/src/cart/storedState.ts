import { useSyncExternalStore } from 'react';

/**
 * A tiny external store kept in Web Storage: every component of every app in the page reads the
 * same value (`@wado/shared` is a singleton), and with localStorage the other tabs follow through
 * the `storage` event. Corrupt or foreign data reads as the initial value.
 */
export interface StoredState<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

export function storedState<T>(options: {
  key: string;
  storage: () => Storage | undefined;
  initial: T;
  /** Returns the value if `raw` (parsed JSON) has the right shape, else undefined. */
  parse: (raw: unknown) => T | undefined;
}): StoredState<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = options.initial;
  /** Set when the storage refused a write: the value then lives in this page's memory only. */
  let memoryOnly = false;

  const read = (): T => {
    if (memoryOnly) return cachedValue;
    let raw: string | null;
    try {
      raw = options.storage()?.getItem(options.key) ?? null;
    } catch {
      raw = null; // Storage disabled (private mode, policy): the state lives in memory only.
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    try {
      cachedValue = raw === null ? options.initial : (options.parse(JSON.parse(raw)) ?? options.initial);
    } catch {
      cachedValue = options.initial;
    }
    return cachedValue;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const state: StoredState<T> = {
    get: read,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
      const raw = JSON.stringify(value);
      try {
        options.storage()?.setItem(options.key, raw);
        cachedRaw = raw;
      } catch {
        memoryOnly = true;
      }
      cachedValue = value;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === options.key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    use: () => useSyncExternalStore(state.subscribe, read, () => options.initial),
  };
  return state;
}

export const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
export const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
