import { type RefObject, useRef } from "react";

/**
 * Anterior / Página X de Y / Siguiente for a module list; nothing when everything fits on one page.
 * After a page change focus goes to `focusTarget` (the list's count line, so the new page is read
 * from its start); without one, when the button just used becomes disabled (first or last page),
 * focus moves to the page text so a keyboard user is not dropped at the top of the document.
 * (Local to the learning screens until the shared pager lands in web/components/ui/pager.tsx.)
 */
export function ModulePager({
  page,
  pages,
  onPage,
  label,
  focusTarget,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name, e.g. "Páginas de módulos". */
  label: string;
  /** Focused (and so scrolled into view) after each page change; it needs tabIndex -1. */
  focusTarget?: RefObject<HTMLElement | null>;
}) {
  const status = useRef<HTMLSpanElement>(null);
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    if (focusTarget?.current) focusTarget.current.focus();
    else if (next <= 1 || next >= pages) status.current?.focus();
  };
  return (
    <nav className="pager" aria-label={label} style={{ marginTop: "1.25rem" }}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        Anterior
      </button>
      <span ref={status} tabIndex={-1} aria-live="polite">
        Página {Math.min(page, pages)} de {pages}
      </span>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
