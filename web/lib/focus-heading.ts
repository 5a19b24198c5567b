/**
 * Small focus helpers shared by the page-change hook and the dialogs: the page's heading, focusing
 * an element that is not reachable by Tab, and keeping focus on the page while it redraws. Kept
 * apart from focus-return.ts so the landing page's JavaScript carries only these.
 */

/** The page's main heading (the h1 in the content area). */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector("#contenido h1, main h1") ?? document.querySelector("h1");
  return heading instanceof HTMLElement ? heading : null;
}

/** Moves focus to an element, making a heading focusable by script (not by Tab) first. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/** How long after focus was placed a redraw of the page may still take it away. */
const settleMs = 3000;

/**
 * Keeps focus on the page while it settles: when the element that has focus leaves the page (a
 * list refetched after a save redraws it), `retarget` picks the next one, until the user moves.
 */
export function keepFocusWhileSettling(focused: HTMLElement, retarget: () => HTMLElement | null): void {
  let current = focused;
  const observer = new MutationObserver(() => {
    if (current.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    const next = retarget();
    if (!next) return;
    current = next;
    focusElement(next);
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("keydown", stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("pointerdown", stop, true);
  document.addEventListener("keydown", stop, true);
  setTimeout(stop, settleMs);
}
