import type { MailMessage } from "../../../common/email/mail-message.js";
import type { CatalogueProduct } from "../../../common/quotations/catalogue-rows.js";
import { quotationMessages as m } from "../../../common/quotations/quotations.schema.js";
import type { VendorAnswers } from "../../lib/vendor-errors.js";

/**
 * The product catalogue the quotation builder prices from. createSheetProductCatalogue
 * (integrations/google-sheets) reads the products spreadsheet, createLocalProductCatalogue
 * (quotations.local.ts) the catalogue imported into our database; server/adapters.ts picks one.
 */
export type ProductCatalogue = {
  readonly source: "sheet" | "local";
  all(): Promise<CatalogueProduct[]>;
};

/** Sends email: createSmtpMailer (integrations/email) when SMTP is configured, otherwise none. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** Whatever went wrong with the spreadsheet, the admin reads the spec's one message. */
export const catalogueVendorAnswers: VendorAnswers = { failed: m.loadProducts };

export const mailVendorAnswers: VendorAnswers = { failed: m.emailFailed };
