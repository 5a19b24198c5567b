import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "./auth-store";
import { draftPrefix as prefix } from "./draft-keys";

/**
 * Drafts of long texts (issue 34): an excuse, a report card's comment, an announcement survive a
 * reload, Back or a closed tab until they are sent. Kept in this browser's localStorage under the
 * signed-in person's id (a shared tablet never shows one person's draft to another) and removed when
 * sent, when cleared, or when that person signs out (auth-store.ts calls forgetDrafts).
 */
const keyFor = (userId: number, name: string) => `${prefix}${userId}:${name}`;

/**
 * Drops this person's drafts whose name starts with `namePrefix` ("report-card:12:2026-01-20:"): what
 * a teacher discards on purpose ("Descartar cambios") does not come back on the next visit.
 */
export function discardDrafts(userId: number, namePrefix: string): void {
  const start = keyFor(userId, namePrefix);
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(start)) localStorage.removeItem(key);
  }
}

function readDraft<T>(key: string): T | null {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as T);
  } catch {
    return null;
  }
}

/**
 * A form's values that outlive a reload: `name` says which form and which object ("excuse:12:2026-11-26").
 * `restored` is true when the values came back from a draft (the form can say "Recuperamos tu borrador").
 * `clear()` after the form is sent or cancelled on purpose; `forget()` when it was saved but stays on
 * screen as it is (a report card's comment after "Guardar").
 */
export function useDraft<T extends object>(
  name: string,
  initial: T,
): { value: T; setValue: (next: T | ((prev: T) => T)) => void; clear: () => void; forget: () => void; restored: boolean } {
  const { user } = useAuth();
  const key = user ? keyFor(user.id, name) : null;
  const [state, setState] = useState<{ key: string | null; value: T; restored: boolean }>(() => {
    const stored = key ? readDraft<T>(key) : null;
    return { key, value: stored ? { ...initial, ...stored } : initial, restored: stored !== null };
  });
  const initialRef = useRef(initial);
  initialRef.current = initial;

  // Another form (another object) in the same component: load that one's draft.
  useEffect(() => {
    if (state.key === key) return;
    const stored = key ? readDraft<T>(key) : null;
    setState({ key, value: stored ? { ...initialRef.current, ...stored } : initialRef.current, restored: stored !== null });
  }, [key, state.key]);

  const setValue = useCallback(
    (next: T | ((prev: T) => T)) => {
      setState((prev) => {
        const value = typeof next === "function" ? (next as (p: T) => T)(prev.value) : next;
        if (prev.key) localStorage.setItem(prev.key, JSON.stringify(value));
        return { ...prev, value };
      });
    },
    [],
  );

  const clear = useCallback(() => {
    setState((prev) => {
      if (prev.key) localStorage.removeItem(prev.key);
      return { ...prev, value: initialRef.current, restored: false };
    });
  }, []);

  const forget = useCallback(() => {
    setState((prev) => {
      if (prev.key) localStorage.removeItem(prev.key);
      return { ...prev, restored: false };
    });
  }, []);

  return { value: state.value, setValue, clear, forget, restored: state.restored };
}
