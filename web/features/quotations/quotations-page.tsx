import { FileDown, Mail, Save } from "lucide-react";
import { useState } from "react";
import { quotationMessages } from "../../../common/quotations/quotations.schema";
import { productCategories } from "../../../common/quotations/quotations.totals";
import { Field } from "../../components/ui/field";
import { ErrorNotice } from "../../components/ui/notice";
import { SectionPage } from "../../components/ui/section-page";
import { CatalogueImport } from "./catalogue-import";
import { CompanyDetails } from "./company-details";
import { ClientPicker } from "./client-picker";
import { ProductPicker } from "./product-picker";
import { AddClientDialog, EmailDialog } from "./quotation-dialogs";
import { ItemsTable } from "./quotation-items";
import { QuotationTotals } from "./quotation-totals";
import { SavedQuotations } from "./saved-quotations";
import { useQuotation } from "./use-quotation";
import "./quotations.css";

/** 'Cotizaciones' (admin): build a quotation from the catalogue, save it, export the PDF or email it. */
export function QuotationsPage() {
  const quotation = useQuotation();
  const { overview: info, client, items } = quotation;
  const [emailOpen, setEmailOpen] = useState(false);
  const [crmOpen, setCrmOpen] = useState(false);

  return (
    <SectionPage title="Cotizaciones" intro="Arma una cotización con los productos del catálogo. Precios con IVA incluido; válida por 30 días.">
      <ul className="stat-grid" aria-label="Resumen del catálogo">
        <li className="card stat">
          <span className="stat-value">{info.productCount}</span> Productos en el catálogo
        </li>
        {productCategories.map((category) => (
          <li className="card stat" key={category.key}>
            <span className="stat-value">{info.categories[category.key]}</span> {category.label}
          </li>
        ))}
      </ul>

      {info.catalogueError ? <ErrorNotice>{quotationMessages.loadProducts}</ErrorNotice> : null}
      {info.catalogueSource === "local" ? <CatalogueImport empty={info.productCount === 0} /> : null}
      {info.catalogueSource === "sheet" ? <p className="muted">El catálogo se lee de la hoja de Google Sheets configurada en el servidor.</p> : null}

      <section className="card quotation-block" aria-labelledby="quotation-client-title">
        <h2 id="quotation-client-title">Cliente y proyecto</h2>
        <ClientPicker client={client} onPick={quotation.setClient} onAddToCrm={() => setCrmOpen(true)} />
        <Field label="Nombre del proyecto" value={quotation.projectName} onChange={(e) => quotation.setProjectName(e.target.value)} maxLength={200} />
      </section>

      <section className="card quotation-block" aria-labelledby="quotation-products-title">
        <h2 id="quotation-products-title">Productos</h2>
        <ProductPicker onAdd={quotation.addProduct} disabled={info.productCount === 0} />
      </section>

      <section className="card quotation-block" aria-labelledby="quotation-items-title">
        <h2 id="quotation-items-title" tabIndex={-1}>
          {quotation.editing ? `Editando la cotización N.º ${quotation.editing.id}` : "Cotización actual"}
        </h2>
        {quotation.editing ? (
          <p className="alert alert-info" role="note">
            Al guardar, la cotización pasa a la versión {quotation.editing.version + 1}; el PDF de la versión {quotation.editing.version} sigue disponible.
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="empty-state">Aún no hay productos en la cotización. Busca un producto y agrégalo.</p>
        ) : (
          <ItemsTable items={items} onQuantity={quotation.setQuantity} onRemove={quotation.removeItem} />
        )}
        <QuotationTotals quotation={quotation} />
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={quotation.save} disabled={quotation.saving}>
            <Save aria-hidden="true" /> {quotation.saving ? "Guardando..." : quotation.editing ? "Guardar versión" : "Guardar"}
          </button>
          {quotation.editing ? (
            <button type="button" className="btn btn-secondary" onClick={quotation.cancelEdit}>
              Cancelar edición
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={quotation.exportPdf} disabled={quotation.exporting}>
            <FileDown aria-hidden="true" /> {quotation.exporting ? "Generando PDF..." : "Exportar PDF"}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEmailOpen(true)}>
            <Mail aria-hidden="true" /> Enviar por correo
          </button>
        </div>
      </section>

      <CompanyDetails />

      <SavedQuotations
        onEdit={(saved) => {
          quotation.edit(saved);
          document.getElementById("quotation-items-title")?.focus();
        }}
      />

      <EmailDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        configured={info.emailConfigured}
        draft={quotation.draft}
        hasItems={items.length > 0}
        defaultTo={client.email}
      />
      <AddClientDialog
        open={crmOpen}
        initialName={client.name}
        onClose={() => setCrmOpen(false)}
        onAdded={(added) => {
          quotation.setClient(added);
          setCrmOpen(false);
        }}
      />
    </SectionPage>
  );
}
