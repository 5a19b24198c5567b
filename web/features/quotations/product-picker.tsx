import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { Label } from "radix-ui";
import { useId, useState } from "react";
import { type CatalogueProductOut, quotationMessages, searchMinChars } from "../../../common/quotations/quotations.schema";
import { formatMoney, normalizeQuantity } from "../../../common/quotations/quotations.totals";
import { Field } from "../../components/ui/field";
import { ErrorNotice } from "../../components/ui/notice";
import { useSearchBox } from "../../lib/use-search-box";
import { quotationQueries } from "./quotations-queries";
import { ResultsNote } from "./results-note";

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
  const searchId = useId();
  const typed = search.trim().length;

  return (
    <div className="quotation-picker">
      <div className="quotation-product-search">
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar producto
          </Label.Root>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Código o nombre (mínimo 2 letras)"
            autoComplete="off"
            disabled={disabled}
          />
        </div>
        <Field
          label="Cantidad"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={() => setQuantity(String(normalizeQuantity(quantity)))}
        />
      </div>
      <p className="muted" role="status">
        {added}
      </p>
      {typed > 0 && typed < searchMinChars ? <p className="muted">Escribe al menos 2 caracteres para buscar.</p> : null}
      {active && results.isError ? <ErrorNotice>{quotationMessages.loadProducts}</ErrorNotice> : null}
      {active && results.data ? (
        <>
          <ResultsNote shown={results.data.shown} total={results.data.total} />
          <ul className="quotation-results" aria-label="Productos encontrados">
            {results.data.products.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="btn btn-ghost quotation-result"
                  onClick={() => {
                    onAdd(product, quantity);
                    setAdded(`Agregado a la cotización: ${product.title} (${normalizeQuantity(quantity)})`);
                  }}
                >
                  <span>
                    <Plus aria-hidden="true" /> {product.title}
                  </span>
                  <span className="muted">
                    {product.code} · {formatMoney(product.price)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
