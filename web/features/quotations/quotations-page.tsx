import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileDown, Mail, Plus, Save, Trash2, UserPlus } from "lucide-react";
import { Label } from "radix-ui";
import { useDeferredValue, useId, useState } from "react";
import type { CatalogueProductOut } from "../../../common/quotations/quotations.schema";
import {
  computeTotals,
  type DiscountType,
  defaultDiscountType,
  defaultDiscountValue,
  formatMoney,
  normalizeQuantity,
  productCategories,
} from "../../../common/quotations/quotations.totals";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { AddClientDialog, EmailDialog } from "./quotation-dialogs";
import { downloadQuotationPdf } from "./quotation-files";
import { type Client, type Draft, messages } from "./quotation-types";
import { CatalogueImport, SavedQuotations } from "./saved-quotations";

const minChars = 2;
const maxRows = 10;
type Item = CatalogueProductOut & { quantity: string };

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** 'Cotizaciones' (admin): build a quotation from the catalogue, save it, export the PDF or email it. */
export function QuotationsPage() {
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.quotations.overview.queryOptions());
  const [client, setClient] = useState<Client>({ name: "", email: "", ref: "" });
  const [projectName, setProjectName] = useState("");
  const [items, setItems] = useState<Item[]>([]);
  const [discountType, setDiscountType] = useState<DiscountType>(defaultDiscountType);
  const [discountValue, setDiscountValue] = useState(String(defaultDiscountValue));
  const [exporting, setExporting] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [crmOpen, setCrmOpen] = useState(false);

  const totals = computeTotals(
    items.map((item) => ({ price: item.price, quantity: item.quantity })),
    discountType,
    discountValue,
  );
  const discountNumber = Number(discountValue.replace(",", "."));
  const discountError =
    discountValue.trim() === "" || !Number.isFinite(discountNumber)
      ? discountValue.trim() === ""
        ? undefined
        : "El descuento debe ser un número."
      : discountType === "percentage" && (discountNumber < 0 || discountNumber > 100)
        ? "El descuento en porcentaje debe estar entre 0 y 100."
        : discountType === "amount" && (discountNumber < 0 || discountNumber > totals.subtotal)
          ? `El descuento en valor debe estar entre $0.00 y el subtotal (${formatMoney(totals.subtotal)}).`
          : undefined;

  const draft: Draft = {
    clientName: client.name.trim(),
    clientEmail: client.email,
    clientRef: client.ref,
    projectName: projectName.trim(),
    items: items.map((item) => ({ productId: item.id, quantity: normalizeQuantity(item.quantity) })),
    discountType,
    discountValue: discountValue.trim() === "" ? "0" : discountValue,
  };

  const save = useMutation(
    trpc.quotations.save.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.quotations.list.queryKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || messages.saveFailed),
    }),
  );

  function addProduct(product: CatalogueProductOut, quantity: string) {
    setItems((current) => {
      const existing = current.find((item) => item.id === product.id);
      if (existing) {
        const sum = normalizeQuantity(existing.quantity) + normalizeQuantity(quantity);
        return current.map((item) => (item.id === product.id ? { ...item, quantity: String(sum) } : item));
      }
      return [...current, { ...product, quantity: String(normalizeQuantity(quantity)) }];
    });
  }

  function onSave() {
    if (!draft.clientName) return toast.error(messages.clientRequired);
    if (items.length === 0) return toast.error(messages.itemsRequired);
    save.mutate(draft);
  }

  async function onExport() {
    if (items.length === 0) return toast.error(messages.nothingToExport);
    setExporting(true);
    try {
      const name = await downloadQuotationPdf({ draft }, messages.pdfFailed);
      toast.success(`PDF descargado: ${name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.pdfFailed);
    } finally {
      setExporting(false);
    }
  }

  const info = overview.data;
  return (
    <SectionPage title="Cotizaciones" intro="Arma una cotización con los productos del catálogo. Precios con IVA incluido; válida por 30 días.">
      <ul className="stat-grid" aria-label="Resumen del catálogo">
        <li className="card stat">
          <span className="stat-value">{info?.productCount ?? "—"}</span> Productos en el catálogo
        </li>
        {productCategories.map((category) => (
          <li className="card stat" key={category.key}>
            <span className="stat-value">{info ? info.categories[category.key] : "—"}</span> {category.label}
          </li>
        ))}
      </ul>

      {overview.isError || info?.catalogueError ? (
        <p role="alert" className="alert alert-error">
          {messages.loadProducts}
        </p>
      ) : null}
      {info?.catalogueSource === "local" ? <CatalogueImport empty={info.productCount === 0} /> : null}
      {info?.catalogueSource === "sheet" ? (
        <p className="muted">El catálogo se lee de la hoja de Google Sheets configurada en el servidor.</p>
      ) : null}

      <section className="card quotation-block" aria-labelledby="quotation-client-title">
        <h2 id="quotation-client-title">Cliente y proyecto</h2>
        <ClientPicker client={client} onPick={setClient} onAddToCrm={() => setCrmOpen(true)} />
        <Field label="Nombre del proyecto" value={projectName} onChange={(e) => setProjectName(e.target.value)} maxLength={200} />
      </section>

      <section className="card quotation-block" aria-labelledby="quotation-products-title">
        <h2 id="quotation-products-title">Productos</h2>
        <ProductPicker onAdd={addProduct} disabled={!info || info.productCount === 0} />
      </section>

      <section className="card quotation-block" aria-labelledby="quotation-items-title">
        <h2 id="quotation-items-title">Cotización actual</h2>
        {items.length === 0 ? (
          <p className="empty-state">Aún no hay productos en la cotización. Busca un producto y agrégalo.</p>
        ) : (
          <ItemsTable
            items={items}
            onQuantity={(id, quantity) => setItems((current) => current.map((item) => (item.id === id ? { ...item, quantity } : item)))}
            onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
          />
        )}

        <div className="quotation-discount">
          <SelectField
            label="Tipo de descuento"
            value={discountType}
            onChange={(value) => setDiscountType(value === "amount" ? "amount" : "percentage")}
            options={[
              { value: "percentage", label: "Porcentaje (%)" },
              { value: "amount", label: "Valor fijo ($)" },
            ]}
          />
          <Field
            label={discountType === "percentage" ? "Descuento (%)" : "Descuento ($)"}
            type="number"
            inputMode="decimal"
            min={0}
            max={discountType === "percentage" ? 100 : totals.subtotal}
            step={discountType === "percentage" ? 0.1 : 1}
            value={discountValue}
            onChange={(e) => setDiscountValue(e.target.value)}
            error={discountError}
            hint={discountType === "percentage" ? "Entre 0 y 100" : `Entre $0.00 y el subtotal (${formatMoney(totals.subtotal)})`}
          />
        </div>

        <dl className="quotation-totals" aria-label="Totales de la cotización">
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="quotation-subtotal">{formatMoney(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>Descuento{discountType === "percentage" ? ` (${totals.discountValue}%)` : ""}</dt>
            <dd data-testid="quotation-discount">-{formatMoney(totals.discount)}</dd>
          </div>
          <div className="quotation-grand-total">
            <dt>Total</dt>
            <dd data-testid="quotation-total">{formatMoney(totals.total)}</dd>
          </div>
        </dl>
        <p className="muted quotation-vat">IVA incluido</p>

        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={onSave} disabled={save.isPending}>
            <Save aria-hidden="true" /> {save.isPending ? "Guardando..." : "Guardar"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onExport} disabled={exporting}>
            <FileDown aria-hidden="true" /> {exporting ? "Generando PDF..." : "Exportar PDF"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEmailOpen(true)}>
            <Mail aria-hidden="true" /> Enviar por correo
          </button>
        </div>
      </section>

      <SavedQuotations />

      <EmailDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        configured={info?.emailConfigured ?? false}
        draft={draft}
        hasItems={items.length > 0}
        defaultTo={client.email}
      />
      <AddClientDialog
        open={crmOpen}
        initialName={client.name}
        onClose={() => setCrmOpen(false)}
        onAdded={(added) => {
          setClient(added);
          setCrmOpen(false);
        }}
      />
    </SectionPage>
  );
}

function ResultsNote({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="muted" role="status">
      {total === 0 ? "Sin resultados" : `Mostrando ${shown} de ${total} resultados`}
    </p>
  );
}

/** Clients come from the CRM: search from 2 characters, at most 10 rows; a typed name also works. */
function ClientPicker({ client, onPick, onAddToCrm }: { client: Client; onPick: (client: Client) => void; onAddToCrm: () => void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(fold(search.trim()));
  const crm = useQuery(trpc.crm.list.queryOptions());
  const searchId = useId();
  const active = deferred.length >= minChars;
  const found = active
    ? (crm.data ?? []).filter((c) => fold(c.name).includes(deferred) || fold(c.contactPerson).includes(deferred) || fold(c.email).includes(deferred))
    : [];
  const shown = found.slice(0, maxRows);

  return (
    <div className="quotation-picker">
      <p className="quotation-chosen" aria-live="polite">
        <strong>Cliente:</strong> {client.name ? `${client.name}${client.email ? ` (${client.email})` : ""}` : "ninguno seleccionado"}
      </p>
      <div className="field">
        <Label.Root htmlFor={searchId} className="field-label">
          Buscar cliente
        </Label.Root>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Empresa, contacto o correo (mínimo 2 letras)"
          autoComplete="off"
        />
      </div>
      {crm.isError ? <p className="muted">No se pudieron cargar los clientes del CRM; puedes escribir el nombre del cliente.</p> : null}
      {active ? (
        <>
          <ResultsNote shown={shown.length} total={found.length} />
          <ul className="quotation-results" aria-label="Clientes encontrados">
            {shown.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="btn btn-ghost quotation-result"
                  onClick={() => {
                    onPick({ name: c.name, email: c.email, ref: c.id });
                    setSearch("");
                  }}
                >
                  <span>{c.name}</span>
                  <span className="muted">{[c.contactPerson, c.email].filter(Boolean).join(" · ")}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="button-row compact">
        {search.trim() ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              onPick({ name: search.trim(), email: "", ref: "" });
              setSearch("");
            }}
          >
            Usar «{search.trim()}» como cliente
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onAddToCrm}>
          <UserPlus aria-hidden="true" /> Agregar a CRM
        </button>
      </div>
    </div>
  );
}

/** Product search on the server: from 2 characters, 10 rows and the total count. */
function ProductPicker({ onAdd, disabled }: { onAdd: (product: CatalogueProductOut, quantity: string) => void; disabled: boolean }) {
  const [search, setSearch] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [added, setAdded] = useState("");
  const deferred = useDeferredValue(search.trim());
  const active = deferred.length >= minChars;
  const results = useQuery({ ...trpc.quotations.searchProducts.queryOptions({ q: deferred }), enabled: active });
  const searchId = useId();

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
      {search.trim().length > 0 && !active ? <p className="muted">Escribe al menos 2 caracteres para buscar.</p> : null}
      {active && results.isError ? (
        <p role="alert" className="alert alert-error">
          {messages.loadProducts}
        </p>
      ) : null}
      {active && results.data ? (
        <>
          <ResultsNote shown={results.data.shown} total={results.data.total} />
          <ul className="quotation-results" aria-label="Productos encontrados">
            {results.data.products.map((product) => (
              <li key={product.id}>
                <button type="button" className="btn btn-ghost quotation-result" onClick={() => {
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

function ItemsTable({ items, onQuantity, onRemove }: { items: Item[]; onQuantity: (id: number, quantity: string) => void; onRemove: (id: number) => void }) {
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
              <tr key={item.id} data-testid="quotation-item">
                <td>{item.code}</td>
                <th scope="row">{item.title}</th>
                <td>{formatMoney(item.price)}</td>
                <td>
                  <input
                    className="quotation-qty"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    aria-label={`Cantidad de ${item.title}`}
                    value={item.quantity}
                    onChange={(e) => onQuantity(item.id, e.target.value)}
                    onBlur={() => onQuantity(item.id, String(quantity))}
                  />
                </td>
                <td>{formatMoney(Math.round(item.price * 100 * quantity) / 100)}</td>
                <td>
                  <button type="button" className="btn btn-danger" onClick={() => onRemove(item.id)}>
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
