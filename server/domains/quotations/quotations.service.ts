import type { CatalogueProduct } from "../../../common/quotations/catalogue-rows.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { AppError } from "../../lib/errors.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { parseCatalogueFile } from "./catalogue-import.js";
import { catalogueVendorAnswers, type Mailer, mailVendorAnswers, type ProductCatalogue } from "./quotations.port.js";
import {
  insertQuotation,
  itemsOf,
  listQuotationRows,
  quotationIdByKey,
  type QuotationItemRow,
  type QuotationRow,
  decideQuotation,
  previousVersionsOf,
  type QuotationEdit,
  type QuotationItemInsert,
  replaceCatalogue,
  replaceQuotation,
  versionSnapshot,
} from "./quotations.repo.js";
import {
  type DraftInput,
  type EmailInput,
  quotationMessages as m,
  type ProductSearchResult,
  type Quotation,
  quotationSchema,
  type QuotationStatus,
  type SaveInput,
  type QuotationsOverview,
  searchMaxRows,
  searchMinChars,
  statusLabels,
} from "../../../common/quotations/quotations.schema.js";
import { formatMoney } from "../../../common/format.js";
import { categoryCounts, computeTotals, validUntil } from "../../../common/quotations/quotations.totals.js";
import { readDiscount } from "../../../common/quotations/quotations.discount.js";

const maxUnits = 100_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const money = (value: number | string) => Number(value) / 100;

type PreviousVersion = { version: number; replacedAt: string };

function toQuotation(row: QuotationRow, items: QuotationItemRow[], previous: PreviousVersion[]): Quotation {
  return {
    id: row.id,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    projectName: row.projectName,
    items: items.map((item) => ({
      productId: item.productId,
      code: item.code,
      title: item.title,
      price: money(item.priceCents),
      quantity: Number(item.quantity),
      total: money(item.totalCents),
    })),
    subtotal: money(row.subtotalCents),
    discount: money(row.discountCents),
    discountType: row.discountType,
    discountValue: Number(row.discountValue),
    total: money(row.totalCents),
    date: row.date,
    status: row.status,
    statusLabel: statusLabels[row.status],
    createdAt: row.createdAt,
    validUntil: row.validUntil,
    version: Number(row.version),
    previousVersions: previous.map((p) => ({ version: Number(p.version), replacedAt: p.replacedAt })),
  };
}

/** The columns a priced quotation is stored with (a new one or a new version). */
function storedValues(quotation: Quotation, draft: DraftInput): { values: QuotationEdit; items: QuotationItemInsert[] } {
  return {
    values: {
      clientName: quotation.clientName,
      clientEmail: quotation.clientEmail && emailPattern.test(quotation.clientEmail) ? quotation.clientEmail : null,
      clientRef: draft.clientRef || null,
      projectName: quotation.projectName,
      subtotalCents: Math.round(quotation.subtotal * 100),
      discountType: quotation.discountType,
      discountValue: String(quotation.discountValue),
      discountCents: Math.round(quotation.discount * 100),
      totalCents: Math.round(quotation.total * 100),
      date: quotation.date,
      validUntil: quotation.validUntil,
    },
    items: quotation.items.map((item) => ({
      productId: item.productId,
      code: item.code,
      title: item.title,
      priceCents: Math.round(item.price * 100),
      quantity: item.quantity,
      totalCents: Math.round(item.total * 100),
    })),
  };
}

/** The discount as sent (common/quotations/quotations.discount.ts, the screen's own check), or a 400. */
function checkDiscount(draft: DraftInput, subtotal: number): number {
  const discount = readDiscount(draft.discountType, draft.discountValue, subtotal);
  if ("problem" in discount) throw new AppError("BAD_REQUEST", discount.problem, { fields: { discountValue: discount.problem } });
  return discount.value;
}

export type QuotationsService = ReturnType<typeof createQuotationsService>;

export type QuotationsDeps = {
  db: Db;
  config: AppConfig;
  /** The products spreadsheet or our database, and SMTP or none, as server/adapters.ts chose. */
  catalogue: ProductCatalogue;
  mailer: Mailer | null;
  /** The seller printed on the PDF ('Datos de la empresa', settings domain). */
  company: () => Promise<CompanyForDocuments>;
};

/** 'Cotizaciones' (admin only): catalogue, server-side totals, saved quotations, PDF and email. */
export function createQuotationsService(deps: QuotationsDeps) {
  const { db, config } = deps;
  const catalogue = withVendorAnswers(deps.catalogue, catalogueVendorAnswers);
  const mailer = deps.mailer && withVendorAnswers(deps.mailer, mailVendorAnswers);
  const products = () => catalogue.all();

  /** Prices the draft from the catalogue: what the client sent as prices or totals is never read. */
  async function price(draft: DraftInput, need: { client: boolean; emptyMessage: string }): Promise<{ quotation: Quotation; draft: DraftInput }> {
    if (need.client && !draft.clientName) throw new AppError("BAD_REQUEST", m.clientRequired, { fields: { clientName: m.clientRequired } });
    if (draft.items.length === 0) throw new AppError("BAD_REQUEST", need.emptyMessage, { fields: { items: need.emptyMessage } });
    const byCode = productsByCode(await products());
    const changes: string[] = [];
    const changedFields: Record<string, string> = {};
    const lines = draft.items.map((item) => {
      const product = byCode.get(item.code);
      if (!product) throw new AppError("BAD_REQUEST", m.productGone(item.code), { fields: { items: m.productGone(item.code) } });
      const quantity = typeof item.quantity === "number" || typeof item.quantity === "string" ? Number(item.quantity) : Number.NaN;
      if (Number.isFinite(quantity) && quantity > maxUnits) throw new AppError("BAD_REQUEST", m.tooManyUnits, { fields: { items: m.tooManyUnits } });
      const said: string[] = [];
      if (item.price !== undefined && Math.round(item.price * 100) !== Math.round(product.price * 100)) {
        said.push(m.priceChanged(product.code, formatMoney(item.price), formatMoney(product.price)));
      }
      if (item.title !== undefined && item.title.trim() !== product.title) said.push(m.titleChanged(product.code, product.title));
      if (said.length > 0) {
        changes.push(...said);
        changedFields[`items.${product.code}`] = said.join("; ");
      }
      return { product, quantity: item.quantity };
    });
    // What the user saw is not what the catalogue says now: nothing is saved, sent or printed.
    if (changes.length > 0) throw new AppError("CONFLICT", m.catalogueChanged(changes.join("; ")), { fields: changedFields });
    const subtotalOnly = computeTotals(lines.map((l) => ({ price: l.product.price, quantity: l.quantity })), "amount", 0).subtotal;
    const discountValue = checkDiscount(draft, subtotalOnly);
    const totals = computeTotals(lines.map((l) => ({ price: l.product.price, quantity: l.quantity })), draft.discountType, discountValue);
    const now = new Date();
    const quotation: Quotation = {
      id: null,
      clientName: draft.clientName,
      clientEmail: draft.clientEmail || null,
      projectName: draft.projectName,
      items: lines.map((line, index) => {
        const computed = totals.lines[index] as (typeof totals.lines)[number];
        return { productId: line.product.id, code: line.product.code, title: line.product.title, price: computed.price, quantity: computed.quantity, total: computed.total };
      }),
      subtotal: totals.subtotal,
      discount: totals.discount,
      discountType: totals.discountType,
      discountValue: totals.discountValue,
      total: totals.total,
      date: now.toISOString(),
      status: "pending",
      statusLabel: statusLabels.pending,
      createdAt: now.toISOString(),
      validUntil: validUntil(now).toISOString(),
      version: 1,
      previousVersions: [],
    };
    return { quotation, draft };
  }

  async function load(id: number): Promise<Quotation> {
    const [row] = await listQuotationRows(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    return toQuotation(row, await itemsOf(db, [id]), await previousVersionsOf(db, [id]));
  }

  async function pdf(quotation: Quotation): Promise<{ buffer: Buffer; fileName: string }> {
    try {
      const company = await deps.company();
      // The PDF renderer loads with the first PDF, not with the server (issue 24).
      const { quotationFileName, renderQuotationPdf } = await import("./quotation.pdf.js");
      return { buffer: await renderQuotationPdf(quotation, company), fileName: quotationFileName(quotation) };
    } catch {
      throw new AppError("INTERNAL_SERVER_ERROR", m.pdfFailed);
    }
  }

  return {
    async overview(actor: Actor | null): Promise<QuotationsOverview> {
      assertAllowed(isAdmin(requireActor(actor)));
      let all: CatalogueProduct[] = [];
      let catalogueError: string | null = null;
      try {
        all = await catalogue.all();
      } catch {
        catalogueError = m.loadProducts;
      }
      return {
        catalogueSource: catalogue.source,
        productCount: all.length,
        categories: categoryCounts(all.map((p) => p.code)),
        emailConfigured: mailer !== null,
        catalogueError,
      };
    },

    /** From 2 characters; code or title containing the text (accents ignored); 10 rows and the count. */
    async searchProducts(actor: Actor | null, q: string): Promise<ProductSearchResult> {
      assertAllowed(isAdmin(requireActor(actor)));
      const needle = fold(q.trim());
      if (needle.length < searchMinChars) return { products: [], total: 0, shown: 0 };
      const found = (await products()).filter((p) => fold(p.code).includes(needle) || fold(p.title).includes(needle));
      const shown = found.slice(0, searchMaxRows);
      return { products: shown, total: found.length, shown: shown.length };
    },

    /** The current catalogue values of the given codes (the screen refreshes its lines with them after a 409). */
    async productsByCode(actor: Actor | null, codes: string[]): Promise<{ products: CatalogueProduct[] }> {
      assertAllowed(isAdmin(requireActor(actor)));
      const byCode = productsByCode(await products());
      return { products: [...new Set(codes)].flatMap((code) => byCode.get(code) ?? []) };
    },

    async importCatalogue(actor: Actor | null, file: Buffer | undefined): Promise<{ count: number }> {
      assertAllowed(isAdmin(requireActor(actor)));
      if (catalogue.source !== "local") throw new AppError("CONFLICT", m.catalogueFromSheet);
      if (!file || file.length === 0) throw new AppError("BAD_REQUEST", m.fileRequired);
      const parsed = await parseCatalogueFile(file);
      await replaceCatalogue(
        db,
        parsed.map((p) => ({ position: p.id, code: p.code, title: p.title, priceCents: Math.round(p.price * 100) })),
      );
      return { count: parsed.length };
    },

    async list(actor: Actor | null): Promise<Quotation[]> {
      assertAllowed(isAdmin(requireActor(actor)));
      const rows = await listQuotationRows(db);
      const ids = rows.map((r) => r.id);
      const [items, versions] = await Promise.all([itemsOf(db, ids), previousVersionsOf(db, ids)]);
      return rows.map((row) =>
        toQuotation(
          row,
          items.filter((item) => item.quotationId === row.id),
          versions.filter((v) => v.quotationId === row.id),
        ),
      );
    },

    /** Saves a new quotation; the same idempotency key again answers with the one it saved (issue 22). */
    async save(actor: Actor | null, input: SaveInput): Promise<{ quotation: Quotation }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const key = input.idempotencyKey ?? null;
      const saved = key === null ? undefined : await quotationIdByKey(db, key);
      if (saved !== undefined) return { quotation: await load(saved) };
      const { quotation, draft } = await price(input, { client: true, emptyMessage: m.itemsRequired });
      const stored = storedValues(quotation, draft);
      const id = await insertQuotation(db, { ...stored.values, createdById: admin.id, idempotencyKey: key }, stored.items);
      return { quotation: await load(id) };
    },

    /**
     * A pending quotation edited (issue 22): what it was is kept as the previous version (its PDF can
     * still be downloaded) and the new one is priced from the catalogue now. Approved or rejected
     * quotations are not changed any more.
     */
    async update(actor: Actor | null, id: number, input: DraftInput): Promise<{ quotation: Quotation }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const current = await load(id);
      if (current.status !== "pending") throw new AppError("CONFLICT", m.notPending(current.statusLabel));
      const { quotation, draft } = await price(input, { client: true, emptyMessage: m.itemsRequired });
      const stored = storedValues(quotation, draft);
      const { clientRef, ...kept } = stored.values;
      const values = clientRef ? stored.values : kept;
      const { previousVersions: _, ...snapshot } = current;
      const changed = await replaceQuotation(db, { id, fromVersion: current.version, snapshot: JSON.stringify(snapshot), editorId: admin.id }, values, stored.items);
      if (!changed) throw new AppError("CONFLICT", m.editedMeanwhile);
      return { quotation: await load(id) };
    },

    /** Approves or rejects a pending quotation; once decided it stays so (issue 22). */
    async setStatus(actor: Actor | null, id: number, status: QuotationStatus): Promise<{ quotation: Quotation }> {
      assertAllowed(isAdmin(requireActor(actor)));
      const current = await load(id);
      if (current.status !== "pending" || status === "pending") throw new AppError("CONFLICT", m.notPending(current.statusLabel));
      if (!(await decideQuotation(db, id, status))) throw new AppError("CONFLICT", m.notPending((await load(id)).statusLabel));
      return { quotation: await load(id) };
    },

    /** The PDF of a version an edit replaced, as it was. */
    async versionPdf(actor: Actor | null, id: number, version: number) {
      assertAllowed(isAdmin(requireActor(actor)));
      const stored = await versionSnapshot(db, id, version);
      if (stored === undefined) throw new AppError("NOT_FOUND", m.versionNotFound);
      const parsed = quotationSchema.safeParse({ ...JSON.parse(stored), previousVersions: [] });
      if (!parsed.success) throw new AppError("INTERNAL_SERVER_ERROR", m.pdfFailed);
      return pdf(parsed.data);
    },

    async savedPdf(actor: Actor | null, id: number) {
      assertAllowed(isAdmin(requireActor(actor)));
      return pdf(await load(id));
    },

    /** The current, unsaved quotation as a PDF (nothing is stored). */
    async draftPdf(actor: Actor | null, draft: DraftInput) {
      assertAllowed(isAdmin(requireActor(actor)));
      const { quotation } = await price(draft, { client: false, emptyMessage: m.nothingToExport });
      return pdf(quotation);
    },

    /** Sends the current quotation with its PDF attached; needs SMTP, a client, an item and an address. */
    async sendEmail(actor: Actor | null, input: EmailInput): Promise<void> {
      assertAllowed(isAdmin(requireActor(actor)));
      if (!mailer) throw new AppError("CONFLICT", m.emailNotConfigured);
      const { to } = input;
      const { quotation } = await price(input, { client: true, emptyMessage: m.itemsRequired });
      if (!to) throw new AppError("BAD_REQUEST", m.emailRequired, { fields: { to: m.emailRequired } });
      if (!emailPattern.test(to)) throw new AppError("BAD_REQUEST", m.emailInvalid, { fields: { to: m.emailInvalid } });
      const file = await pdf(quotation);
      const project = quotation.projectName ? ` - ${quotation.projectName}` : "";
      await mailer.send({
        to,
        subject: `Cotización ${config.school.name}${project}`,
        text: [
          `Hola ${quotation.clientName},`,
          "",
          `Adjuntamos la cotización${project ? ` del proyecto ${quotation.projectName}` : ""}.`,
          `Total: ${formatMoney(quotation.total)} (IVA incluido). Válida por 30 días.`,
          "",
          config.school.name,
        ].join("\n"),
        attachments: [{ filename: file.fileName, content: file.buffer, contentType: "application/pdf" }],
      });
    },
  };
}

/** The catalogue by product code; when a code is repeated, its first row names it (as search shows it first). */
function productsByCode(all: CatalogueProduct[]): Map<string, CatalogueProduct> {
  const byCode = new Map<string, CatalogueProduct>();
  for (const product of all) if (!byCode.has(product.code)) byCode.set(product.code, product);
  return byCode;
}

/** Lower case without accents, for searching. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}
