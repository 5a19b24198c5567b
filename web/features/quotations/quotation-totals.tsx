import { formatMoney, formatPercent } from "../../../common/format";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import type { QuotationState } from "./use-quotation";
import "./quotations.css";

const discountTypes = [
  { value: "percentage", label: "Porcentaje (%)" },
  { value: "amount", label: "Valor fijo ($)" },
];

/** The discount (percentage or fixed amount, within the server's bounds) and the totals it gives. */
export function QuotationTotals({ quotation }: { quotation: QuotationState }) {
  const { discountType, totals, discountError } = quotation;
  const percentage = discountType === "percentage";
  // A discount out of bounds gives no total: the field says why.
  const shown = (value: string) => (discountError ? "—" : value);
  return (
    <>
      <div className="quotation-discount">
        <SelectField
          label="Tipo de descuento"
          value={discountType}
          onChange={(value) => quotation.setDiscountType(value === "amount" ? "amount" : "percentage")}
          options={discountTypes}
        />
        <NumberField
          label={percentage ? "Descuento (%)" : "Descuento ($)"}
          rule={{ min: 0, max: percentage ? 100 : totals.subtotal, decimals: percentage ? 1 : 2 }}
          value={quotation.discountValue}
          onChange={quotation.setDiscountValue}
          error={quotation.discountError}
          hint={percentage ? "Entre 0 y 100" : `Entre $ 0 y el subtotal (${formatMoney(totals.subtotal)})`}
        />
      </div>

      <dl className="quotation-totals" aria-label="Totales de la cotización">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="quotation-subtotal">{formatMoney(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{discountError ? "Descuento no válido" : `Descuento${percentage ? ` (${formatPercent(totals.discountValue)})` : ""}`}</dt>
          <dd data-testid="quotation-discount">{shown(`-${formatMoney(totals.discount)}`)}</dd>
        </div>
        <div className="quotation-grand-total">
          <dt>Total</dt>
          <dd data-testid="quotation-total">{shown(formatMoney(totals.total))}</dd>
        </div>
      </dl>
      <p className="muted quotation-vat">IVA incluido</p>
    </>
  );
}
