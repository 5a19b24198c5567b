import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useState } from "react";
import { type CatalogueProductOut, quotationMessages, searchMinChars } from "../../../common/quotations/quotations.schema";
import { formatMoney, formatNumber } from "../../../common/format";
import { normalizeQuantity } from "../../../common/quotations/quotations.totals";
import { Field } from "../../components/ui/field";
import { NumberField } from "../../components/ui/number-field";
import { ErrorNotice } from "../../components/ui/notice";
import { useSearchBox } from "../../lib/use-search-box";
import { quotationQueries } from "./quotations-queries";
import { PickerResults } from "./picker-results";
import "./quotations.css";

const quantityRule = { min: 1, decimals: 0 };

const route = getRouteApi("/dashboard/quotations");

/** Product search on the server, kept in the URL: from 2 characters, 10 rows and the total count. */
export function ProductPicker({ onAdd, disabled }: { onAdd: (product: CatalogueProductOut, quantity: string) => void; disabled: boolean }) {
  const { product: searched = "" } = route.useSearch();
  const navigate = route.useNavigate();
  const [search, setSearch] = useSearchBox(searched, (text) => navigate({ search: (current) => ({ ...current, product: text || undefined }), replace: true }));
  const [quantity, setQuantity] = useState("1");
  const [added, setAdded] = useState("");
  const active = searched.length >= searchMinChars;
  const results = useQuery({ ...quotationQueries.products(searched), enabled: active });
  const typed = search.trim().length;

  return (
    <div className="quotation-picker">
      <div className="quotation-product-search">
        <Field
          label="Buscar producto"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Código o nombre (mínimo 2 letras)"
          autoComplete="off"
          disabled={disabled}
        />
        <NumberField label="Cantidad" rule={quantityRule} value={quantity} onChange={setQuantity} />
      </div>
      <p className="muted" role="status">
        {added}
      </p>
      {typed > 0 && typed < searchMinChars ? <p className="muted">Escribe al menos 2 caracteres para buscar.</p> : null}
      {active && results.isError ? <ErrorNotice>{quotationMessages.loadProducts}</ErrorNotice> : null}
      {active && results.data ? (
        <PickerResults
          label="Productos encontrados"
          items={results.data.products}
          total={results.data.total}
          keyOf={(product) => product.id}
          onPick={(product) => {
            onAdd(product, quantity);
            setAdded(`Agregado a la cotización: ${product.title} (${formatNumber(normalizeQuantity(quantity))})`);
          }}
          render={(product) => ({
            title: (
              <>
                <Plus aria-hidden="true" /> {product.title}
              </>
            ),
            details: `${product.code} · ${formatMoney(product.price)}`,
          })}
        />
      ) : null}
    </div>
  );
}
