import { quotationMessages } from "../../../common/quotations/quotations.schema";
import type { QuotationDraft } from "../../../common/quotations/quotations.schema";

/** The server's quotation texts, plus the one only the screen says. */
export const messages = { ...quotationMessages, saveFailed: "No se pudo guardar la cotización" } as const;

export type Client = { name: string; email: string; ref: string };

/** What the screen sends to save, export or email the current quotation (the server prices it). */
export type Draft = QuotationDraft;
