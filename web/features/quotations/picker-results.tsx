import type { ReactNode } from "react";
import "./quotations.css";

type PickerResultsProps<T> = {
  /** The list's accessible name, e.g. "Clientes encontrados". */
  label: string;
  items: T[];
  /** How many matched in all; `items` may be fewer. */
  total: number;
  keyOf: (item: T) => string | number;
  onPick: (item: T) => void;
  /** The button's two lines: what was found and its details. */
  render: (item: T) => { title: ReactNode; details: ReactNode };
};

/** The results under a picker's search: 'Mostrando n de m resultados', announced, then a button per row. */
export function PickerResults<T>({ label, items, total, keyOf, onPick, render }: PickerResultsProps<T>) {
  return (
    <>
      <p className="muted" role="status">
        {total === 0 ? "Sin resultados" : `Mostrando ${items.length} de ${total} resultados`}
      </p>
      <ul className="quotation-results" aria-label={label}>
        {items.map((item) => {
          const { title, details } = render(item);
          return (
            <li key={keyOf(item)}>
              <button type="button" className="btn btn-ghost quotation-result" onClick={() => onPick(item)}>
                <span>{title}</span>
                <span className="muted">{details}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
