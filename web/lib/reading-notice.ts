import { useSyncExternalStore } from "react";

/**
 * The one message about reading aloud for the whole page (issue 37): why "Escuchar" could not read.
 * Every "Escuchar" button writes here instead of showing its own copy, so pressing five speakers
 * five times leaves one calm message in one place (<ReadingNotice/>), never stacked over a card.
 */
const store = { message: null as string | null, listeners: new Set<() => void>() };

function changed(): void {
  for (const listener of store.listeners) listener();
}

export function showReadingNotice(message: string): void {
  if (store.message === message) return;
  store.message = message;
  changed();
}

export function clearReadingNotice(): void {
  if (store.message === null) return;
  store.message = null;
  changed();
}

export function currentReadingNotice(): string | null {
  return store.message;
}

export function useReadingNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.message,
    () => null,
  );
}
