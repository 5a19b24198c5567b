import { z } from "zod";
import { messageOutput } from "../input-rules.js";

export const quotationStatuses = ["pending", "approved", "rejected"] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

export const quotationMessages = {
  loadProducts: "Error al cargar los productos",
  productsTimedOut: "Google Sheets no respondió a tiempo al cargar los productos. Inténtalo de nuevo en unos minutos.",
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
  /** What the mail server refused, and what the admin checks; `code` is " (código SMTP 535)" or "". */
  emailLoginRefused: (code: string) =>
    `El servidor de correo rechazó el usuario o la contraseña${code}. Revisa el usuario y la contraseña de SMTP_URL: con Google Workspace o Gmail hace falta una contraseña de aplicación.`,
  emailUnreachable:
    "No se pudo conectar con el servidor de correo. Revisa el servidor y el puerto de SMTP_URL (587 con smtp://, 465 con smtps://) y que este servidor tenga salida a internet.",
  emailRecipientRefused: (code: string) =>
    `El servidor de correo no aceptó la dirección del destinatario${code}. Revisa que esté bien escrita y que el buzón exista.`,
  emailSenderRefused: (code: string) =>
    `El servidor de correo no permite enviar como SMTP_FROM${code}. Usa la dirección de la cuenta de SMTP_URL o un alias que tenga autorizado.`,
  emailMessageRefused: (code: string) =>
    `El servidor de correo no aceptó el mensaje${code}. Si el código empieza por 4 es temporal: inténtalo de nuevo en unos minutos; si empieza por 5, revisa SMTP_URL, SMTP_FROM y los límites de envío de tu proveedor.`,
  productGone: (code: string) => `El producto ${code} ya no está en el catálogo. Quítalo de la cotización y búscalo de nuevo.`,
  catalogueChanged: (changes: string) =>
    `El catálogo cambió desde que abriste la cotización: ${changes}. Revisa los valores nuevos en la cotización y guarda de nuevo.`,
  priceChanged: (code: string, before: string, after: string) => `${code} ahora cuesta ${after} (antes ${before})`,
  titleChanged: (code: string, title: string) => `${code} ahora se llama «${title}»`,
  notFound: "La cotización no existe.",
  percentageBounds: "El descuento en porcentaje debe estar entre 0 y 100.",
  amountBounds: (max: string) => `El descuento en valor debe estar entre $ 0 y el subtotal (${max}).`,
  discountNumber: "El descuento debe ser un número.",
  tooManyUnits: "La cantidad máxima por producto es 100000.",
  updated: (version: number) => `Cotización actualizada: ahora va en la versión ${version}. El PDF anterior sigue disponible.`,
  notPending: (status: string) => `La cotización ya está ${status.toLowerCase()}: no se puede cambiar. Crea una nueva cotización.`,
  editedMeanwhile: "Otra persona cambió esta cotización mientras la editabas. Vuelve a abrirla para ver la versión actual.",
  versionNotFound: "Esa versión de la cotización no existe.",
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
 * One line as the screen sends it: the product's code (never its position in the catalogue, which
 * moves when a row is added to the sheet or a file is imported) and the quantity. `price` and
 * `title` are what the screen showed: when the catalogue now says otherwise the server answers 409
 * with the new values instead of saving a quotation the user never saw. Totals are always computed
 * on the server from the catalogue.
 */
export const draftItemInput = z.object({
  code: z.string({ error: "Falta el código del producto" }).trim().min(1, "Falta el código del producto").max(100),
  quantity: z.unknown().optional(),
  price: z.number().finite().optional(),
  title: z.string().max(1000).optional(),
});
export type DraftItemInput = z.infer<typeof draftItemInput>;

/** A quotation as the screen sends it (see draftItemInput for the items). */
export const draftInput = z.object({
  clientName: optionalText(200),
  clientEmail: optionalText(320),
  clientRef: optionalText(100),
  projectName: optionalText(200),
  items: z
    .array(draftItemInput, { error: quotationMessages.itemsRequired })
    .max(200, "Máximo 200 productos por cotización")
    .optional()
    .default([]),
  discountType: z.enum(["percentage", "amount"], { error: "Tipo de descuento no válido" }).optional().default("percentage"),
  discountValue: z.unknown().optional(),
});
export type DraftInput = z.infer<typeof draftInput>;
/** What the screen sends to save, export or email the current quotation (the server prices it). */
export type QuotationDraft = z.input<typeof draftInput>;

/**
 * Saving also takes the screen's key for this save (issue 22): a second click or a retried request
 * with the same key answers with the quotation the first one saved.
 */
export const saveInput = draftInput.extend({
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "La clave de guardado no es válida")
    .optional(),
});
export type SaveInput = z.infer<typeof saveInput>;

export const emailInput = draftInput.extend({ to: optionalText(320) });
export type EmailInput = z.infer<typeof emailInput>;

export const quotationIdInput = z.object({ id: z.coerce.number().int().positive() });
export const statusInput = z.object({ status: z.enum(quotationStatuses, { error: "Estado no válido" }) });
/** quotations.setStatus sends { id, fields }, the fields as PUT /api/quotations/{id}/status takes them. */
export const setStatusCall = quotationIdInput.extend({ fields: statusInput });
export const quotationStatusMessage = (status: QuotationStatus) =>
  status === "approved" ? quotationMessages.approved : status === "rejected" ? quotationMessages.rejected : quotationMessages.reopened;

export const catalogueProductSchema = z.object({ id: z.number(), code: z.string(), title: z.string(), price: z.number() });
export type CatalogueProductOut = z.infer<typeof catalogueProductSchema>;

/** Products by their codes, as the catalogue has them now (the codes not in it are left out). */
export const productsByCodeInput = z.object({
  // GET /api/products/by-code?codes=A&codes=B gives one string for a single code.
  codes: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().trim().min(1).max(100)).max(200)),
});
export const productsByCodeOutput = z.object({ products: z.array(catalogueProductSchema) });

export const productSearchResultSchema = z.object({ products: z.array(catalogueProductSchema), total: z.number(), shown: z.number() });
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const quotationItemSchema = z.object({
  productId: z.number(),
  code: z.string(),
  title: z.string(),
  price: z.number(),
  quantity: z.number(),
  total: z.number(),
});
export type QuotationItem = z.infer<typeof quotationItemSchema>;

export const quotationSchema = z.object({
  /** null for a draft that was not saved (PDF or email of the current quotation). */
  id: z.number().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  projectName: z.string(),
  items: z.array(quotationItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  discountType: z.enum(["percentage", "amount"]),
  discountValue: z.number(),
  total: z.number(),
  date: z.string(),
  status: z.enum(quotationStatuses),
  statusLabel: z.string(),
  createdAt: z.string(),
  validUntil: z.string(),
  /** 1, plus one per edit while pending (issue 22); 1 for a draft. */
  version: z.number(),
  /** The versions an edit replaced, oldest first: their PDFs can still be downloaded. */
  previousVersions: z.array(z.object({ version: z.number(), replacedAt: z.string() })),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** quotations.update sends { id, fields }, the fields as PUT /api/quotations/{id} takes them (a draft). */
export const updateCall = quotationIdInput.extend({ fields: draftInput });
export const versionPdfInput = quotationIdInput.extend({ version: z.coerce.number().int().positive() });

export const quotationsOverviewSchema = z.object({
  catalogueSource: z.enum(["sheet", "local"]),
  productCount: z.number(),
  categories: z.object({ bc: z.number(), bg: z.number() }),
  emailConfigured: z.boolean(),
  /** Set when the catalogue could not be read. */
  catalogueError: z.string().nullable(),
});
export type QuotationsOverview = z.infer<typeof quotationsOverviewSchema>;

export const quotationSavedOutput = messageOutput({ quotation: quotationSchema });
export const quotationSentOutput = messageOutput({});
