import { type RefObject, useEffect, useRef } from "react";

const focusableSelector = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.getClientRects().length > 0);
}

/**
 * While `active`, Tab and Shift+Tab go round the elements of `container` only, and Escape calls
 * `onEscape`; on opening focus goes to `initial`, and on closing back to `returnTo` (unless the
 * user already moved it somewhere else, such as a page the menu opened).
 */
export function useFocusTrap({
  active,
  container,
  initial,
  returnTo,
  onEscape,
}: {
  active: boolean;
  container: RefObject<HTMLElement | null>;
  initial: RefObject<HTMLElement | null>;
  returnTo: RefObject<HTMLElement | null>;
  onEscape: () => void;
}): void {
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    (initial.current ?? focusables(root)[0])?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!root) return;
      if (event.key === "Escape") {
        event.preventDefault();
        latestOnEscape.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      const active = document.activeElement;
      if (!active || active === document.body || root.contains(active)) returnTo.current?.focus();
    };
  }, [active, container, initial, returnTo]);
}
