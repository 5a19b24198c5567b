/**
 * Marks the word being read inside an element that shows the text, without changing the page
 * (CSS Custom Highlight API; where the browser lacks it, nothing is marked).
 */
const highlightName = "reading-word";

function registry(): HighlightRegistry | null {
  return typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight !== "undefined" ? CSS.highlights : null;
}

/** The DOM range covering characters [from, to) of the element's text. */
function rangeOf(element: HTMLElement, from: number, to: number): Range | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && from < seen + length) {
      range.setStart(node, from - seen);
      started = true;
    }
    if (started && to <= seen + length) {
      range.setEnd(node, to - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** Highlights characters [start, end) of `text`, found inside the element with id `elementId`. */
export function highlightWord(elementId: string, text: string, start: number, end: number): void {
  const highlights = registry();
  const element = document.getElementById(elementId);
  if (!highlights || !element) return;
  const offset = (element.textContent ?? "").indexOf(text);
  const range = offset < 0 ? null : rangeOf(element, offset + start, offset + end);
  if (range) highlights.set(highlightName, new Highlight(range));
  else highlights.delete(highlightName);
}

export function clearWordHighlight(): void {
  registry()?.delete(highlightName);
}
