import { z } from "zod";
import type { CategoryCounts, DiscountType } from "./quotations.totals.js";

export const quotationStatuses = ["pending", "approved", "rejected"] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const quotationMessages = {
  loadProducts: "Error al cargar los productos",
  pdfFailed: "Error al generar el PDF",
  nothingToExport: "No hay cotizaciones para exportar. Agrega productos a la cotización actual.",
  saved: "Cotización guardada exitosamente",
  sent: (email: string) => `Cotización enviada a: ${email}`,
  clientRequired: "Selecciona o escribe el cliente de la cotización.",
  itemsRequired: "Agrega al menos un producto a la cotización.",
  emailRequired: "Escribe el correo al que se enviará la cotización.",
  emailInvalid: "El correo electrónico no es válido.",
  emailNotConfigured:
    "El envío por correo no está configurado en este servidor. Descarga el PDF con 'Exportar PDF' y envíalo desde tu correo.",
  emailFailed: "No se pudo enviar el correo. Revisa la dirección o intenta de nuevo más tarde.",
  productGone: (id: number) => `El producto ${id} ya no está en el catálogo. Quítalo de la cotización y búscalo de nuevo.`,
  notFound: "La cotización no existe.",
  percentageBounds: "El descuento en porcentaje debe estar entre 0 y 100.",
  amountBounds: (max: string) => `El descuento en valor debe estar entre $0.00 y el subtotal (${max}).`,
  discountNumber: "El descuento debe ser un número.",
  tooManyUnits: "La cantidad máxima por producto es 100000.",
  approved: "Cotización aprobada",
  rejected: "Cotización rechazada",
  reopened: "Cotización marcada como pendiente",
  catalogueFromSheet: "El catálogo viene de Google Sheets: edita los productos en la hoja de cálculo.",
  fileRequired: "Selecciona un archivo CSV o XLSX con el catálogo.",
  badFile: "El archivo debe ser un CSV (texto UTF-8) o un Excel .xlsx.",
  badCsv: "No se pudo leer el CSV. Revisa que las columnas estén separadas por comas o punto y coma.",
  badXlsx: "No se pudo leer el archivo Excel. Guárdalo de nuevo como .xlsx e inténtalo otra vez.",
  missingColumns: (list: string) => `Faltan columnas en el archivo: ${list}. La primera fila debe tener Código, Título y Nuevo precio.`,
  noProducts: "El archivo no tiene productos: cada fila necesita código, título y un precio válido.",
  tooManyProducts: "El archivo tiene más de 20000 productos.",
  imported: (count: number) => `Catálogo importado: ${count} productos.`,
} as const;

export const statusLabels: Record<QuotationStatus, string> = { pending: "Pendiente", approved: "Aprobada", rejected: "Rechazada" };

/** Search for products and clients: from 2 characters, at most 10 rows (spec, section 5). */
export const searchMinChars = 2;
export const searchMaxRows = 10;

export const productSearchInput = z.object({ q: z.string().max(200).optional().default("") });

const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? "" : String(value).trim().slice(0, max)));

/**
 * A quotation as the screen sends it. Only product ids and quantities are read for the items: prices
 * and totals come from the catalogue and are computed on the server, whatever the client sends.
 */
export const draftInput = z.object({
  clientName: optionalText(200),
  clientEmail: optionalText(320),
  clientRef: optionalText(100),
  projectName: optionalText(200),
  items: z
    .array(z.object({ productId: z.coerce.number().int().positive(), quantity: z.unknown().optional() }), { error: quotationMessages.itemsRequired })
    .max(200, "Máximo 200 productos por cotización")
    .optional()
    .default([]),
  discountType: z.enum(["percentage", "amount"], { error: "Tipo de descuento no válido" }).optional().default("percentage"),
  discountValue: z.unknown().optional(),
});
export type DraftInput = z.infer<typeof draftInput>;

export const emailInput = draftInput.extend({ to: optionalText(320) });

export const quotationIdInput = z.object({ id: z.coerce.number().int().positive() });
export const statusInput = z.object({ status: z.enum(["pending", "approved", "rejected"], { error: "Estado no válido" }) });

export type CatalogueProductOut = { id: number; code: string; title: string; price: number };

export type ProductSearchResult = { products: CatalogueProductOut[]; total: number; shown: number };

export type QuotationItem = { productId: number; code: string; title: string; price: number; quantity: number; total: number };

export type Quotation = {
  /** null for a draft that was not saved (PDF or email of the current quotation). */
  id: number | null;
  clientName: string;
  clientEmail: string | null;
  projectName: string;
  items: QuotationItem[];
  subtotal: number;
  discount: number;
  discountType: DiscountType;
  discountValue: number;
  total: number;
  date: string;
  status: QuotationStatus;
  statusLabel: string;
  createdAt: string;
  validUntil: string;
};

export type QuotationsOverview = {
  catalogueSource: "sheet" | "local";
  productCount: number;
  categories: CategoryCounts;
  emailConfigured: boolean;
  /** Set when the catalogue could not be read. */
  catalogueError: string | null;
};
