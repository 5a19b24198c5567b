import { Trash2 } from "lucide-react";
import { formatMoney } from "../../../common/format";
import { numberFieldText } from "../../../common/numbers";
import { normalizeQuantity } from "../../../common/quotations/quotations.totals";
import type { QuotationLine } from "./use-quotation";
import "./quotations.css";

/** The products of the current quotation: quantity editable in place, each line's total, 'Quitar'. */
export function ItemsTable({
  items,
  onQuantity,
  onRemove,
}: {
  items: QuotationLine[];
  onQuantity: (code: string, quantity: string) => void;
  onRemove: (code: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-wrap quotation-table-wrap" aria-label="Productos de la cotización" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Producto</th>
            <th scope="col">Precio</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Total</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const quantity = normalizeQuantity(item.quantity);
            return (
              <tr key={item.code} data-testid="quotation-item">
                <td>{item.code}</td>
                <th scope="row">
                  {item.title}
                  {item.changed ? (
                    <span className="quotation-changed" role="note">
                      Cambió en el catálogo: {item.changed}
                    </span>
                  ) : null}
                </th>
                <td>{formatMoney(item.price)}</td>
                <td>
                  <input
                    className="quotation-qty"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={`Cantidad de ${item.title}`}
                    value={item.quantity}
                    onChange={(e) => onQuantity(item.code, e.target.value)}
                    onBlur={() => onQuantity(item.code, numberFieldText(quantity, 0))}
                  />
                </td>
                <td>{formatMoney(Math.round(item.price * 100 * quantity) / 100)}</td>
                <td>
                  <button type="button" className="btn btn-danger" onClick={() => onRemove(item.code)}>
                    <Trash2 aria-hidden="true" /> Quitar <span className="visually-hidden">{item.title}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
