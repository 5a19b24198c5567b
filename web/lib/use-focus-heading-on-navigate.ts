import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { focusElement, keepFocusWhileSettling, pageHeading } from "./focus-heading";

/** How long a new page may take to show its heading (it may wait for its data). */
const waitMs = 3000;

/**
 * After a move to another page (not the first load, nor a change of the address's query such as a
 * list page), focus goes to the new page's h1, so a keyboard or screen-reader user starts reading
 * there instead of at the top of the document (WCAG 2.4.3).
 */
export function useFocusHeadingOnNavigate(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);

  useEffect(() => {
    if (pathname === undefined || previous.current === pathname) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (first) return;

    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("pointerdown", finish, true);
      document.removeEventListener("keydown", finish, true);
    };
    const tryFocus = () => {
      if (done) return;
      // A dialog the new page opened keeps its focus.
      if (document.activeElement?.closest('[role="dialog"]')) return finish();
      const heading = pageHeading();
      if (!heading || heading.getClientRects().length === 0) return;
      finish();
      focusElement(heading);
      // A heading that stands in while the page loads ('Cargando...') hands over to the real one.
      keepFocusWhileSettling(heading, pageHeading);
    };
    const observer = new MutationObserver(tryFocus);
    const timer = setTimeout(finish, waitMs);
    observer.observe(document.body, { childList: true, subtree: true });
    // The user moving on first wins.
    document.addEventListener("pointerdown", finish, true);
    document.addEventListener("keydown", finish, true);
    tryFocus();
    return finish;
  }, [pathname]);
}
