import type { MailMessage } from "../../../common/email/mail-message.js";
import type { CatalogueProduct } from "../../../common/quotations/catalogue-rows.js";
import { quotationMessages as m } from "../../../common/quotations/quotations.schema.js";
import type { VendorError } from "../../../integrations/vendor-error.js";
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
export const catalogueVendorAnswers: VendorAnswers = { "timed-out": m.productsTimedOut, failed: m.loadProducts };

const smtpCode = (error: VendorError) => (error.status ? ` (código SMTP ${error.status})` : "");

/** The mail server's refusals, each saying what the admin checks (the server's reply goes to the log). */
export const mailVendorAnswers: VendorAnswers = {
  refused: (error) => m.emailLoginRefused(smtpCode(error)),
  unreachable: m.emailUnreachable,
  rejected: (error) =>
    error.details.reason === "recipient"
      ? m.emailRecipientRefused(smtpCode(error))
      : error.details.reason === "sender"
        ? m.emailSenderRefused(smtpCode(error))
        : m.emailMessageRefused(smtpCode(error)),
  failed: (error) => (error.status ? m.emailMessageRefused(smtpCode(error)) : m.emailFailed),
};
