import { type RefObject, useRef } from "react";
import "./pager.css";

/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * 'Anterior · Página X de Y · Siguiente' under a list the server pages; nothing when everything
 * fits on one page. `label` names the list for screen readers, e.g. 'Páginas de usuarios'.
 * After a page change focus goes to `focusTarget` (a heading or count line with tabIndex -1, so
 * the new page is read from its start); without one, when the button just used becomes disabled
 * (first or last page), focus moves to the page text instead of falling back to the document.
 */
export function Pager({
  label,
  page,
  pages,
  onPageChange,
  focusTarget,
}: {
  label: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  focusTarget?: RefObject<HTMLElement | null>;
}) {
  const status = useRef<HTMLSpanElement>(null);
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPageChange(next);
    if (focusTarget?.current) focusTarget.current.focus();
    else if (next <= 1 || next >= pages) status.current?.focus();
  };
  return (
    <nav className="pager" aria-label={label}>
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
