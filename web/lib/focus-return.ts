import { focusElement, keepFocusWhileSettling, pageHeading } from "./focus-heading";

/**
 * Where keyboard focus goes when a dialog closes (WCAG 2.4.3): back to what
 * opened the dialog or, when that is gone (a deleted row, a button the list redrew, another
 * dialog), to the heading of the nearest section still on the page.
 */

/** What opened a dialog, described well enough to find it again after the page redraws it. */
export type Opener = {
  element: HTMLElement | null;
  tag: string;
  name: string;
  inDialog: boolean;
  /** Its ancestors, nearest first: the sections whose heading stands in when the opener is gone. */
  ancestors: Element[];
  /** When a dialog opened from inside another dialog: that dialog's opener. */
  before: Opener | null;
};

const dialogSelector = '[role="dialog"], [role="alertdialog"]';
const sectionSelector = 'section, article, li, form, main, [role="region"]';
const headingSelector = "h1, h2, h3";

/** The opener each open dialog's content remembers, so a dialog opened from it can fall back to it. */
const openersOfDialogs = new WeakMap<Element, Opener>();

function accessibleName(element: Element): string {
  return (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
}

function describe(element: HTMLElement): Opener {
  const ancestors: Element[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) ancestors.push(node);
  const dialog = element.closest(dialogSelector);
  const outer = dialog ? openersOfDialogs.get(dialog) : undefined;
  return {
    element,
    tag: element.tagName,
    name: accessibleName(element),
    inDialog: dialog !== null,
    ancestors,
    // A copy: that dialog's own record changes the next time it opens.
    before: outer ? { ...outer } : null,
  };
}

// The last control focused or pressed, described while it was still on the page: a dialog that
// replaces another one opens after the first one (and the button pressed in it) left the page,
// and Safari does not focus a button on click.
let lastTouched: Opener | null = null;
if (typeof document !== "undefined") {
  const note = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest("button, a[href], [role='button'], input, select, textarea, [tabindex]") : null;
    if (target instanceof HTMLElement && target !== document.body) lastTouched = describe(target);
  };
  document.addEventListener("focusin", note, true);
  document.addEventListener("pointerdown", note, true);
}

/** Describes the element that has focus now (or was last focused or pressed), as a dialog opens. */
export function describeOpener(): Opener | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return describe(active);
  return lastTouched;
}

export function rememberDialogOpener(content: Element, opener: Opener | null): void {
  if (opener) openersOfDialogs.set(content, opener);
  else openersOfDialogs.delete(content);
}

function usable(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !element.matches(":disabled") &&
    !element.closest("[inert]") &&
    element.getClientRects().length > 0
  );
}

/** The opener itself, or the one element now on the page with its tag and name (the list redrew it). */
function findAgain(opener: Opener): HTMLElement | null {
  if (opener.element && usable(opener.element)) return opener.element;
  if (!opener.name) return null;
  const matches = [...document.querySelectorAll(opener.tag)].filter(
    (element) => usable(element) && accessibleName(element) === opener.name && (element.closest(dialogSelector) !== null) === opener.inDialog,
  );
  return matches.length === 1 ? (matches[0] as HTMLElement) : null;
}

/** The heading of the nearest section of the opener still on the page, outside any dialog. */
function nearestHeading(opener: Opener): HTMLElement | null {
  for (const ancestor of opener.ancestors) {
    if (!ancestor.isConnected || ancestor.closest(dialogSelector) || !ancestor.matches(sectionSelector)) continue;
    const labelledBy = ancestor.getAttribute("aria-labelledby");
    const heading = (labelledBy ? document.getElementById(labelledBy) : null) ?? ancestor.querySelector(headingSelector);
    if (heading instanceof HTMLElement && usable(heading)) return heading;
  }
  return null;
}

/** Openers of a dialog opened from another dialog, nearest first (a few at most). */
function chain(opener: Opener | null): Opener[] {
  const steps: Opener[] = [];
  for (let step = opener; step && steps.length < 5; step = step.before) steps.push(step);
  return steps;
}

function returnTarget(opener: Opener | null): HTMLElement | null {
  const steps = chain(opener);
  for (const step of steps) {
    const found = findAgain(step);
    if (found) return found;
  }
  for (const step of steps) {
    const heading = nearestHeading(step);
    if (heading) return heading;
  }
  return pageHeading();
}

/** Gives focus back after a dialog closed: to its opener, or the nearest section heading. */
export function returnFocus(opener: Opener | null): void {
  const target = returnTarget(opener);
  if (!target) return;
  // A dialog that took over from this one (the page's 'Editar' in a details dialog) keeps the focus.
  const holder = document.activeElement?.closest(dialogSelector);
  if (holder && !holder.contains(target)) return;
  focusElement(target);
  keepFocusWhileSettling(target, () => returnTarget(opener));
}
