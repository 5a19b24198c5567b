import type { QuotationDraft } from "../../../common/quotations/quotations.schema";

export const messages = {
  loadProducts: "Error al cargar los productos",
  pdfFailed: "Error al generar el PDF",
  nothingToExport: "No hay cotizaciones para exportar. Agrega productos a la cotización actual.",
  clientRequired: "Selecciona o escribe el cliente de la cotización.",
  itemsRequired: "Agrega al menos un producto a la cotización.",
  saveFailed: "No se pudo guardar la cotización",
};

export type Client = { name: string; email: string; ref: string };

/** What the screen sends to save, export or email the current quotation (the server prices it). */
export type Draft = QuotationDraft;
